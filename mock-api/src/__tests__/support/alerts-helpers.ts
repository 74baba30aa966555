import type { AddressInfo } from 'node:net';
import path from 'node:path';
import supertest from 'supertest';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { streamTicketSchema } from '@lotengo/shared/contracts/alerts';
import { alertsOf, createApp, type AppOptions } from '../../app';
import { EVENT_SEQ } from '../../alerts/alerts';
import { firebaseVerifier } from '../../auth/verifier';
import { readDbFile } from '../../db/export';
import type { StoredNotification, StoredNotificationPreferences } from '../../db/schema';
import { Store } from '../../db/store';
import { createApiServer } from '../../http/server';
import { testContext } from './context';
import { bearer, url, type TestApp } from './test-app';
import { testStore } from './test-store';

export { propertyFitting, requestFitting } from '../../bench/fitting-bodies';

/** A single-use ticket for the live channel, asked for as `who` (bearer token). */
export async function streamTicket(t: Pick<TestApp, 'http'>, who: Parameters<typeof bearer>[0]): Promise<string> {
  return streamTicketSchema.parse((await t.http.post(url('streamTicket')).set(bearer(who)).expect(200)).body).ticket;
}

/** The notifications, preferences and last stream event id on disk (the durable truth). */
export function alertsOnDisk(t: Pick<TestApp, 'dbFile'>): {
  notifications: StoredNotification[];
  preferences: StoredNotificationPreferences[];
  eventSeq: number;
} {
  const disk = readDbFile(t.dbFile);
  return {
    notifications: disk.notifications,
    preferences: disk.notificationPreferences,
    eventSeq: disk.counters[EVENT_SEQ] ?? 0,
  };
}

/** Notifications on disk, optionally of one user and kind. */
export function notificationsOnDisk(
  t: TestApp,
  userCode?: number,
  kind?: StoredNotification['kind'],
): StoredNotification[] {
  return alertsOnDisk(t).notifications.filter(
    (n) => (userCode === undefined || n.userCode === userCode) && (kind === undefined || n.kind === kind),
  );
}

/** The app on a real port (streams need a socket); `close()` ends open streams first. */
export async function listen(t: TestApp): Promise<{ base: string; close(): Promise<void> }> {
  const server = createApiServer(t.app);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    close: () =>
      new Promise<void>((ok) => {
        alertsOf(t.app).hub.closeAll();
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

/** A restart: a new app over the same db file (what is on disk is all it knows). */
export function restarted(t: TestApp, overrides: Partial<AppOptions> = {}): TestApp {
  const store = new Store(t.dbFile, { log: () => undefined });
  const app = createApp({
    store,
    verifier: firebaseVerifier(testContext().projectId),
    uploadsDir: t.uploadsDir,
    publicDir: path.join(t.dir, 'public'),
    log: () => undefined,
    ...overrides,
  });
  return { ...t, app, store: testStore(store), http: supertest(app), cleanup: () => store.close() };
}
