/**
 * Stops what global-setup.ts started and removes its temporary data (kept with E2E_KEEP_DATA=1). The
 * services' log is copied to test-results/e2e-stack.log for whoever reads a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { consoleSink } from '../scripts/lib/log';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { stopLane } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__LOTENGO_E2E__;
  if (!handle) return;
  globalThis.__LOTENGO_E2E__ = undefined;
  await Promise.all(handle.lanes.map(stopLane));
  const kept = path.join(ROOT_DIR, 'test-results', 'e2e-stack.log');
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  if (fs.existsSync(handle.logFile)) fs.copyFileSync(handle.logFile, kept);
  if (process.env.E2E_KEEP_DATA === '1') {
    consoleSink('stack', `datos y log conservados en ${handle.dataDir}`);
  } else {
    fs.rmSync(handle.dataDir, { recursive: true, force: true });
  }
}
