import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { API_BASE_PATH, buildPath, type ApiPathKey, apiPaths } from '@lotengo/shared/contracts';
import { alertApiPaths, type AlertApiPathKey } from '@lotengo/shared/contracts/alerts';
import { alertsOf, createApp, telemetryOf, type AppOptions } from '../../app';
import { firebaseVerifier } from '../../auth/verifier';
import { writeDbFile, writeFileAtomic } from '../../db/atomic-file-adapter';
import type { DbState } from '../../db/schema';
import { Store } from '../../db/store';
import type { DemoUserKey } from '../../seed/demo-users';
import { generateSeed, type SeedOptions } from '../../seed/generate';
import { writeStaticAssets } from '../../seed/svg';
import { TelemetryCounters, telemetryFileOf } from '../../telemetry/counters';
import { testContext, type FreshKey } from './context';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: Store;
  dir: string;
  dbFile: string;
  uploadsDir: string;
  http: ReturnType<typeof supertest>;
  /** What is on disk right now (the durable truth, not memory). */
  readDisk(): DbState;
  cleanup(): void;
}

/** A real app over a fresh temp copy of the seed, verifying real emulator tokens. */
export function makeTestApp(seed: SeedOptions = {}, overrides: Partial<AppOptions> = {}, mutateSeed?: (s: DbState) => void): TestApp {
  const ctx = testContext();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-mock-api-app-'));
  const dbFile = path.join(dir, 'db.json');
  const uploadsDir = path.join(dir, 'uploads');
  const publicDir = path.join(dir, 'public');
  const state = generateSeed({ date: ctx.seedDate, ...seed });
  mutateSeed?.(state);
  writeDbFile(dbFile, state);
  writeStaticAssets(publicDir);
  const store = new Store(dbFile);
  // Answers wait for the journal, so a test may read it from disk right after one (production does not wait).
  // The counters' snapshot written synchronously here: cleanup removes the folder right after close().
  const telemetry = new TelemetryCounters({ file: telemetryFileOf(dbFile), log: () => undefined, writeFile: async (file, data) => writeFileAtomic(file, Buffer.from(data)) });
  const app = createApp({ store, verifier: firebaseVerifier(ctx.projectId), uploadsDir, publicDir, log: () => undefined, telemetry, ...overrides, alerts: { answerAfterJournal: true, ...overrides.alerts } });
  return {
    app,
    store,
    dir,
    dbFile,
    uploadsDir,
    http: supertest(app),
    readDisk: () => JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState,
    cleanup: () => {
      alertsOf(app).journal.close();
      void telemetryOf(app).close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Full URL path of a call: url('inbox', { id: 2 }) → /mvp/inboxProperty/getBuzon/2. */
/** Every path the API serves: the main list and the signed-in alerts' own. */
export const allApiPaths = { ...apiPaths, ...alertApiPaths };
export type AnyApiPathKey = ApiPathKey | AlertApiPathKey;

export function url(key: AnyApiPathKey, params: Record<string, string | number> = {}): string {
  return `${API_BASE_PATH}${buildPath(allApiPaths[key], params)}`;
}

/** Authorization header of a test account (demo or fresh). */
export function bearer(who: DemoUserKey | FreshKey): { Authorization: string } {
  const account = testContext().accounts[who as keyof ReturnType<typeof testContext>['accounts']];
  if (!account) throw new Error(`No hay token para ${who} (ver SIGNED_IN_DEMO / FRESH_ACCOUNTS)`);
  return { Authorization: `Bearer ${account.idToken}` };
}

export const account = (who: DemoUserKey | FreshKey) => testContext().accounts[who as keyof ReturnType<typeof testContext>['accounts']];
