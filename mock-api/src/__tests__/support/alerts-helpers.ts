import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import supertest from 'supertest';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { journalFileOf, replayJournal, type AlertState } from '../../alerts/journal';
import { alertsOf, createApp, type AppOptions } from '../../app';
import { firebaseVerifier } from '../../auth/verifier';
import type { StoredHouseRequest, StoredNotification, StoredProperty } from '../../db/schema';
import { Store } from '../../db/store';
import { createApiServer } from '../../http/server';
import { testContext } from './context';
import type { TestApp } from './test-app';

/** A request body (for `userCode`) that the property meets exactly: same place, operation, type; price inside the budget. */
export const requestFitting = (p: StoredProperty, userCode: number, extra: Record<string, unknown> = {}) => ({
  referenceAddress: 'Cerca al parque',
  ubigeoId: p.ubigeoId,
  numberBedrooms: Math.max(1, Math.min(p.numberBedrooms, 10)),
  numberBathrooms: Math.max(1, Math.min(p.numberBathrooms, 10)),
  // Requests ask for at least 1 of each count; a property without the figure (0) never fails it.
  numberParkinglot: Math.max(1, Math.min(p.numberParkinglot, 10)),
  tpropertyId: p.tpropertyId,
  tprocessId: p.tprocessId,
  costInit: Math.floor(p.price * 0.5),
  costEnd: Math.ceil(p.price * 1.2),
  numberCommonArea: 0,
  numberServicesAreas: 0,
  isTerraza: '0',
  userCode,
  ...extra,
});

/** A property body (for `userCode`) that meets the request exactly. */
export const propertyFitting = (r: StoredHouseRequest, userCode: number, extra: Record<string, unknown> = {}) => ({
  address: 'Calle Los Pinos 123',
  ubigeoId: r.ubigeoId,
  numberBedrooms: Math.max(r.numberBedrooms, 1),
  numberBathrooms: Math.max(r.numberBathrooms, 1),
  numberParkinglot: Math.max(r.numberParkinglot, 0),
  coveredArea: Math.max(r.coveredArea, 1),
  price: Math.round((r.costInit + r.costEnd) / 2),
  tprocessId: r.tprocessId,
  tpropertyId: r.tpropertyId,
  declarationProperties: 1,
  userCode,
  characteristics: [],
  multimedias: [],
  typeOwner: 'Propietario',
  ...extra,
});

/** The alerts journal as on disk (the durable truth). */
export function alertsOnDisk(t: TestApp): AlertState {
  const file = journalFileOf(t.dbFile);
  return replayJournal(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '').state;
}

/** Notifications on disk, optionally of one user and kind. */
export function notificationsOnDisk(t: TestApp, userCode?: number, kind?: StoredNotification['kind']): StoredNotification[] {
  return alertsOnDisk(t).notifications.filter((n) => (userCode === undefined || n.userCode === userCode) && (kind === undefined || n.kind === kind));
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

/** A restart: a new app over the same db and journal files (what is on disk is all it knows). */
export function restarted(t: TestApp, overrides: Partial<AppOptions> = {}): TestApp {
  const store = new Store(t.dbFile);
  const app = createApp({ store, verifier: firebaseVerifier(testContext().projectId), uploadsDir: t.uploadsDir, publicDir: path.join(t.dir, 'public'), log: () => undefined, ...overrides });
  return { ...t, app, store, http: supertest(app), cleanup: () => undefined };
}
