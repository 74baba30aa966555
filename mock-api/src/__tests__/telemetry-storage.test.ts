/**
 * Release telemetry: reports validated (400 with the field), rate-limited per client (429), refused for
 * versions the registry never knew, counted as DISTINCT CLIENTS per app version in a store beside the
 * db (db.json untouched), with no address or client key ever written down.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './support/test-app';
import { registryVersions } from '../routes/release-versions';
import { TelemetryCounters } from '../telemetry/counters';
import { Store } from '../db/store';
import { writeSeed } from '../seed/write-seed';
import { readDbFile } from '../db/export';
import { normalizeDb } from '../db/schema';
import { V1, V2, report, T0, ip, telemetryHelpers } from './support/telemetry-setup';

let t: TestApp;
let clock: number;
const { makeApp, counters, sendError, sendLoad, onDisk } = telemetryHelpers(
  () => t,
  () => clock,
);
beforeEach(() => {
  clock = T0;
  t = makeApp();
});
afterEach(() => t.cleanup());

describe('what is stored', () => {
  it('never holds an address or a client key: the db holds counts only', async () => {
    const addresses = [ip(77), '198.51.100.23', '2001:db8:abcd:12::5'];
    for (const a of addresses) {
      await sendError(a).expect(202);
      await sendLoad(a, { 'mf-inbox': V2, shell: V1 }).expect(202);
    }
    const keys = addresses.map((a) => counters().keys.keyOf(a, clock));
    const stored = JSON.stringify(await onDisk());
    const db = JSON.stringify(t.readDisk());
    for (const text of [stored, db]) {
      for (const needle of [...addresses, '2001:db8:abcd:12', ...keys]) expect(text).not.toContain(needle);
    }
    expect((await onDisk()).find((r) => r.version === V2)).toMatchObject({ clients: 3, renderErrors: 3 });
    // Nothing else was written beside the db that could hold them.
    for (const name of fs.readdirSync(path.dirname(t.dbFile))) {
      const file = path.join(path.dirname(t.dbFile), name);
      if (fs.statSync(file).isFile()) for (const a of addresses) expect(fs.readFileSync(file, 'utf8')).not.toContain(a);
    }
  });

  it('a report is one small transaction of the db, as durable as any change, and read back on start', async () => {
    const writes = t.store.writes;
    for (let i = 1; i <= 20; i += 1) {
      await sendLoad(ip(i), { 'mf-inbox': V2 }).expect(202);
      await sendError(ip(i)).expect(202);
    }
    expect(t.store.writes).toBe(writes + 40);
    // A restart reads them back.
    const again = new Store(t.dbFile, { log: () => undefined });
    try {
      expect(new TelemetryCounters({ store: again }).rowsOf('mf-inbox')[0]).toMatchObject({
        version: V2,
        clients: 20,
        renderErrors: 20,
      });
    } finally {
      again.close();
    }
  });

  it('a new seed (npm run reset) starts the counters again with the rest of the db', async () => {
    await sendLoad(ip(1), { 'mf-inbox': V2 }).expect(202);
    expect(await onDisk()).toHaveLength(1);
    const dbFile = path.join(t.dir, 'reset.sqlite');
    fs.copyFileSync(t.dbFile, dbFile);
    writeSeed({ dbFile, emulatorSeedDir: path.join(t.dir, 'emulator-seed'), publicDir: path.join(t.dir, 'public') });
    expect(readDbFile(dbFile).telemetryVersions).toEqual([]);
  });

  it(
    'an older db.json that still holds telemetry rows loses them on import (another unit: ' + 'reports, not clients)',
    () => {
      const old = {
        ...t.readDisk(),
        telemetryVersions: undefined,
        telemetry: [{ app: 'mf-inbox', version: V1, pageLoads: 9 }],
      };
      const state = normalizeDb(old as unknown as Record<string, unknown>);
      expect('telemetry' in state).toBe(false);
    },
  );
});

describe('only versions the release registry knew are counted', () => {
  let server: http.Server;
  let registryUrl: string;
  let up = true;
  beforeEach(async () => {
    up = true;
    // The pointer service's public registry: V1 was live and is the rollback target, V2 is the canary.
    server = http.createServer((_req, res) => {
      if (!up) {
        res.statusCode = 503;
        res.end('{}');
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          schema: 1,
          revision: 2,
          apps: { 'mf-inbox': { live: V1, previous: [], canary: { version: V2, percent: 10 } } },
          history: [{ revision: 1, app: 'mf-inbox', action: 'promote', from: null, to: V1 }],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    registryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t.cleanup();
    t = makeApp({ knownVersions: registryVersions(registryUrl, 0) });
  });
  afterEach(() => new Promise((r) => server.close(r)));

  it(
    'a never-released version is refused (400 naming it), never counted; known ones are; no registry: ' +
      '503, nothing counted',
    async () => {
      const forged = 'abc1234-ffffffffff';
      const res = await sendError(ip(1), { ...report, version: forged }).expect(400);
      expect(res.body).toEqual({
        message: `la versión ${forged} de mf-inbox no la conoce el registro; el reporte no se cuenta`,
        field: 'version',
      });
      await sendLoad(ip(1), { 'mf-inbox': forged }).expect(400);
      expect(counters().rowsOf('mf-inbox')).toEqual([]);

      await sendError(ip(1)).expect(202);
      await sendLoad(ip(1), { 'mf-inbox': V1 }).expect(202);
      expect((await onDisk()).map((r) => [r.version, r.clients, r.renderErrors]).sort()).toEqual([
        [V1, 1, 0],
        [V2, 0, 1],
      ]);

      up = false;
      const down = await sendError(ip(2)).expect(503);
      expect(down.body.message).toContain('No se pudo consultar el registro de versiones');
      expect(
        counters()
          .rowsOf('mf-inbox')
          .find((r) => r.version === V2)!.renderErrors,
      ).toBe(1);
    },
  );
});
