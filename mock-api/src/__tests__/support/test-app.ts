import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { API_BASE_PATH, buildPath, type ApiPathKey, apiPaths } from '@lotengo/shared/contracts';
import { alertApiPaths, type AlertApiPathKey } from '@lotengo/shared/contracts/alerts';
import { createApp, type AppOptions } from '../../app';
import { firebaseVerifier } from '../../auth/verifier';
import { readDbFile, writeDbFile, type ExportedDb } from '../../db/export';
import type { DbState } from '../../db/schema';
import { Store } from '../../db/store';
import type { DemoUserKey } from '../../seed/demo-users';
import { generateSeed, type SeedOptions } from '../../seed/generate';
import { writeStaticAssets } from '../../seed/svg';
import { testContext, type FreshKey } from './context';
import { testStore, type TestStore } from './test-store';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: TestStore;
  dir: string;
  dbFile: string;
  uploadsDir: string;
  http: ReturnType<typeof supertest>;
  /** What is on disk right now (the durable truth), read through a connection of its own. */
  readDisk(): ExportedDb;
  cleanup(): void;
}

/** A real app over a fresh temp copy of the seed, verifying real emulator tokens. */
export function makeTestApp(
  seed: SeedOptions = {},
  overrides: Partial<AppOptions> = {},
  mutateSeed?: (s: DbState) => void,
): TestApp {
  const ctx = testContext();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-mock-api-app-'));
  const dbFile = path.join(dir, 'db.sqlite');
  const uploadsDir = path.join(dir, 'uploads');
  const publicDir = path.join(dir, 'public');
  const state = generateSeed({ date: ctx.seedDate, ...seed });
  mutateSeed?.(state);
  writeDbFile(dbFile, state);
  writeStaticAssets(publicDir);
  const store = new Store(dbFile, { log: () => undefined });
  const app = createApp({
    store,
    verifier: firebaseVerifier(ctx.projectId),
    uploadsDir,
    publicDir,
    log: () => undefined,
    ...overrides,
  });
  return {
    app,
    store: testStore(store),
    dir,
    dbFile,
    uploadsDir,
    http: supertest(app),
    readDisk: () => readDbFile(dbFile),
    cleanup: () => {
      store.close();
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

export const account = (who: DemoUserKey | FreshKey) =>
  testContext().accounts[who as keyof ReturnType<typeof testContext>['accounts']];
