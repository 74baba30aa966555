import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * Federation runtime plugin of the shell: each shared module's negotiation (share-scope lookup, version
 * check, loading its chunk) continues in a task of its own. At start-up the runtime asks for about
 * fifteen of them at once, and as promise callbacks they all ran inside main.js's evaluation: one long
 * task on a phone (Total Blocking Time). A task boundary costs nothing measurable on a later load.
 */
export default function yieldSharedLoads(): ModuleFederationRuntimePlugin {
  return {
    name: 'lotengo-yield-shared-loads',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
