/**
 * The standalone page of a remote runs without the shell, so nobody provides the federation runtime
 * its build expects on `globalThis` (see runtime-provider.ts). This script does, before main.js runs.
 */
import { provideRuntimeCore } from '../src/remotes/provide-runtime-core';

provideRuntimeCore();
