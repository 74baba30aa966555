/**
 * Release telemetry: reports validated (400 with the field), rate-limited per client (429), refused for
 * versions the registry never knew, counted as DISTINCT CLIENTS per app version in a store beside the
 * db (db.json untouched), with no address or client key ever written down.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { makeTestApp, url, type TestApp } from './support/test-app';
import { TELEMETRY_LIMITS, TELEMETRY_MAX_PATHS, TELEMETRY_MAX_ROWS } from '../routes/telemetry';
import { registryVersions } from '../routes/release-versions';
import { TelemetryCounters, type TelemetryRow } from '../telemetry/counters';
import { Store } from '../db/store';
import { telemetryOf } from '../app';
import { writeSeed } from '../seed/write-seed';
import { readDbFile } from '../db/export';
import { normalizeDb } from '../db/schema';

const V1 = 'abc1234-0123456789';
const V2 = 'abc1234-abcdef0123';
const report = { app: 'mf-inbox', version: V2, kind: 'render', path: '/page/buzon' };
/** 2026-11-26 10:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 10);
/** Documentation addresses (RFC 5737 / 3849): one per client. */
const ip = (i: number) => `203.0.113.${i}`;

let t: TestApp;
let clock: number;
/** An app behind one trusted proxy, so each test names the client's address in X-Forwarded-For. */
const makeApp = (overrides: Parameters<typeof makeTestApp>[1] = {}) => makeTestApp({}, { trustProxy: 1, telemetryClock: () => clock, ...overrides });
beforeEach(() => {
  clock = T0;
  t = makeApp();
});
let onTeardown: (() => void) | null = null;
afterEach(() => {
  t.cleanup();
  onTeardown?.();
  onTeardown = null;
});

const counters = () => telemetryOf(t.app);
const from = (address: string) => ({ 'X-Forwarded-For': address });
const sendError = (address: string, body: object = report) => t.http.post(url('telemetryRemoteErrors')).set(from(address)).send(body);
const sendLoad = (address: string, versions: object) => t.http.post(url('telemetryPageLoads')).set(from(address)).send({ versions });
const summaryOf = async (app = 'mf-inbox') => {
  const body = (await t.http.get(url('telemetrySummary', { app })).expect(200)).body as { versions: Array<{ version: string; clients: number; errorClients: { total: number; load: number; render: number }; paths: unknown[] }> };
  return Object.fromEntries(body.versions.map((v) => [v.version, v]));
};
/** What is in the counters' file right now (after writing what is pending). */
/** The counters as committed (a connection of its own: each report is its own transaction). */
const onDisk = async (): Promise<TelemetryRow[]> => t.readDisk().telemetryVersions;

describe('POST /telemetry/remote-errors', () => {
  it('accepts a well-formed report (202) and counts its client per app version, kind and path, in the db', async () => {
    await sendError(ip(1)).expect(202, { accepted: true });
    await sendError(ip(1), { ...report, kind: 'load' }).expect(202);
    expect((await onDisk()).find((r) => r.version === V2)).toMatchObject({ app: 'mf-inbox', version: V2, clients: 0, errors: 1, loadErrors: 1, renderErrors: 1, paths: { '/page/buzon': 1 } });
  });

  it.each([
    [{ ...report, app: 'mf-nope' }, 'app'],
    [{ ...report, version: 'https://evil.example/x' }, 'version'],
    [{ ...report, kind: 'crash' }, 'kind'],
    [{ ...report, path: '/page/buzon?email=ana@example.pe' }, 'path'],
    [{ ...report, path: 'https://evil.example/' }, 'path'],
    [{ ...report, path: `/${'a'.repeat(300)}` }, 'path'],
    [{ ...report, userCode: 12 }, 'body'],
    [{ app: 'mf-inbox', version: V2, kind: 'load' }, 'path'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await sendError(ip(1), body).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field: expect.stringContaining(field === 'body' ? '' : field) });
    expect(counters().rowsOf('mf-inbox')).toEqual([]);
  });

  it(`one client's ${TELEMETRY_LIMITS.remoteErrors} errors a minute are ONE client with errors; then 429 with the reason in Spanish`, async () => {
    for (let i = 0; i < TELEMETRY_LIMITS.remoteErrors; i += 1) await sendError(ip(7)).expect(202);
    const res = await sendError(ip(7)).expect(429);
    expect(res.body).toEqual({ message: `Demasiados reportes: como máximo ${TELEMETRY_LIMITS.remoteErrors} por minuto` });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await summaryOf())[V2]).toMatchObject({ clients: 0, errorClients: { total: 1, load: 0, render: 1 }, paths: [{ path: '/page/buzon', clients: 1 }] });
    // Another client has its own budget, and page loads have theirs.
    await sendError(ip(8)).expect(202);
    await sendLoad(ip(7), { 'mf-inbox': V2 }).expect(202);
    // A minute later the first client may report again; it is still the same one client.
    clock += 60_000;
    await sendError(ip(7)).expect(202);
    expect((await summaryOf())[V2]).toMatchObject({ clients: 1, errorClients: { total: 2, load: 0, render: 2 } });
  });

  it('counts N distinct clients as N, and a home on IPv6 once for its whole /56 (its 256 /64s too)', async () => {
    for (let i = 1; i <= 12; i += 1) await sendError(ip(i)).expect(202);
    await sendError('2001:db8:1:2::1').expect(202);
    await sendError('2001:db8:1:2:ffff::9').expect(202);
    // Other /64s of the same home's /56: the same client.
    await sendError('2001:db8:1:3::1').expect(202);
    await sendError('2001:db8:1:ff::1').expect(202);
    // The next /56: another home.
    await sendError('2001:db8:1:100::1').expect(202);
    expect((await summaryOf())[V2]!.errorClients).toEqual({ total: 14, load: 0, render: 14 });
  });

  it(`keeps at most ${TELEMETRY_MAX_PATHS} paths per version`, async () => {
    for (let i = 0; i < TELEMETRY_MAX_PATHS + 3; i += 1) await sendError(ip(i + 1), { ...report, path: `/page/x${i}` }).expect(202);
    const row = counters().rowsOf('mf-inbox')[0]!;
    expect(Object.keys(row.paths)).toHaveLength(TELEMETRY_MAX_PATHS);
    expect(row.renderErrors).toBe(TELEMETRY_MAX_PATHS + 3);
  });
});

describe('POST /telemetry/page-loads and GET /telemetry/summary/:app', () => {
  it('counts the clients that loaded a page for every app version named; the summary adds the clients with errors', async () => {
    await sendLoad(ip(1), { shell: V1, 'mf-inbox': V1 }).expect(202);
    await sendLoad(ip(2), { shell: V1, 'mf-inbox': V2 }).expect(202);
    await sendLoad(ip(3), { 'mf-inbox': V2 }).expect(202);
    await sendError(ip(3)).expect(202);
    const byVersion = await summaryOf();
    expect(byVersion[V1]).toMatchObject({ clients: 1, errorClients: { total: 0, load: 0, render: 0 }, paths: [] });
    expect(byVersion[V2]).toMatchObject({ clients: 2, errorClients: { total: 1, load: 0, render: 1 }, paths: [{ path: '/page/buzon', clients: 1 }] });
    expect(Object.keys(await summaryOf('shell'))).toEqual([V1]);
    expect((await t.http.get(url('telemetrySummary', { app: 'nope' })).expect(400)).body.field).toBe('app');
  });

  it('one address loading 100 pages is one client: it cannot bury a regression under fake page loads', async () => {
    for (let i = 1; i <= 5; i += 1) await sendLoad(ip(i), { 'mf-inbox': V2 }).expect(202);
    for (let i = 0; i < 100; i += 1) await sendLoad(ip(99), { 'mf-inbox': V2 }).expect(202);
    expect((await summaryOf())[V2]!.clients).toBe(6);
  });

  it('refuses an empty, unknown or malformed versions map', async () => {
    for (const body of [{}, { versions: {} }, { versions: { 'mf-nope': V1 } }, { versions: { shell: '../x' } }, { versions: { shell: V1 }, ip: '1.2.3.4' }]) {
      await t.http.post(url('telemetryPageLoads')).send(body).expect(400);
    }
    expect([...counters().rowsOf('shell'), ...counters().rowsOf('mf-inbox')]).toEqual([]);
  });

  it(`keeps at most ${TELEMETRY_MAX_ROWS} versions, dropping the least recently reported`, async () => {
    const rows: TelemetryRow[] = Array.from({ length: TELEMETRY_MAX_ROWS }, (_, i) => ({
      app: 'mf-inbox',
      version: `old${String(i).padStart(4, '0')}-0000000000`,
      clients: 1,
      errors: 0,
      loadErrors: 0,
      renderErrors: 0,
      paths: {},
      firstAt: '2020-01-01T00:00:00.000Z',
      lastAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString(),
    }));
    // A db already full of older versions.
    t.cleanup();
    t = makeTestApp({}, { trustProxy: 1, telemetryClock: () => clock }, (s) => Object.assign(s, { telemetryVersions: rows }));
    await sendLoad(ip(1), { 'mf-inbox': V2 }).expect(202);
    const versions = counters().rowsOf('mf-inbox').map((r) => r.version);
    expect(versions).toHaveLength(TELEMETRY_MAX_ROWS);
    expect(versions).toContain(V2);
    expect(versions).not.toContain('old0000-0000000000');
    // Committed with the report.
    expect((await onDisk()).map((r) => r.version)).toContain(V2);
  });

  it('forgets who was counted for a version it drops (no memory left behind by a flood of versions)', async () => {
    for (let i = 0; i < TELEMETRY_MAX_ROWS + 20; i += 1) {
      clock = T0 + i;
      await sendError(ip(1 + (i % 200)), { ...report, version: `f${String(i).padStart(6, '0')}-0000000000` }).expect(202);
    }
    expect(counters().rowsOf('mf-inbox')).toHaveLength(TELEMETRY_MAX_ROWS);
    // Per kept version: one client with an error, of its kind, on its path (3 pairs).
    expect(counters().seenCount).toBe(TELEMETRY_MAX_ROWS * 3);
  });
});

describe('a client is counted once a day, under a salt of that day', () => {
  it('the same client on the next UTC day counts again (a new salt); within the day it does not', async () => {
    await sendError(ip(5)).expect(202);
    clock = T0 + 13 * 3_600_000; // 23:00 the same day
    await sendError(ip(5)).expect(202);
    await sendLoad(ip(5), { 'mf-inbox': V2 }).expect(202);
    expect((await summaryOf())[V2]).toMatchObject({ clients: 1, errorClients: { render: 1 } });
    clock = T0 + 15 * 3_600_000; // 01:00 the next day
    await sendError(ip(5)).expect(202);
    await sendLoad(ip(5), { 'mf-inbox': V2 }).expect(202);
    expect((await summaryOf())[V2]).toMatchObject({ clients: 2, errorClients: { total: 2, render: 2 }, paths: [{ path: '/page/buzon', clients: 2 }] });
  });
});

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
      expect(new TelemetryCounters({ store: again }).rowsOf('mf-inbox')[0]).toMatchObject({ version: V2, clients: 20, renderErrors: 20 });
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

  it('an older db.json that still holds telemetry rows loses them on import (another unit: reports, not clients)', () => {
    const old = { ...t.readDisk(), telemetryVersions: undefined, telemetry: [{ app: 'mf-inbox', version: V1, pageLoads: 9 }] };
    const state = normalizeDb(old as unknown as Record<string, unknown>);
    expect('telemetry' in state).toBe(false);
  });
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

  it('a never-released version is refused (400 naming it), never counted; known ones are; no registry: 503, nothing counted', async () => {
    const forged = 'abc1234-ffffffffff';
    const res = await sendError(ip(1), { ...report, version: forged }).expect(400);
    expect(res.body).toEqual({ message: `la versión ${forged} de mf-inbox no la conoce el registro; el reporte no se cuenta`, field: 'version' });
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
    expect(counters().rowsOf('mf-inbox').find((r) => r.version === V2)!.renderErrors).toBe(1);
  });
});
