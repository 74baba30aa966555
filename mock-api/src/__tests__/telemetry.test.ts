/**
 * The release telemetry's contract. Anonymous reports (app, version, kind, page path) are
 * validated strictly (400 with the field), rate-limited per client (429 with the API's error shape),
 * kept as bounded counters per app version in the db, and summed up for the health command.
 */
import { makeTestApp, url, type TestApp } from './support/test-app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TELEMETRY_LIMITS, TELEMETRY_MAX_PATHS, TELEMETRY_MAX_ROWS } from '../routes/telemetry';
import { registryVersions } from '../routes/release-versions';

const V1 = 'abc1234-0123456789';
const V2 = 'abc1234-abcdef0123';
const report = { app: 'mf-inbox', version: V2, kind: 'render', path: '/page/buzon' };

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

describe('POST /telemetry/remote-errors', () => {
  it('accepts a well-formed report (202) and counts it per app version, kind and path, on disk', async () => {
    await t.http.post(url('telemetryRemoteErrors')).send(report).expect(202, { accepted: true });
    await t.http.post(url('telemetryRemoteErrors')).send({ ...report, kind: 'load' }).expect(202);
    const row = t.readDisk().telemetry.find((r) => r.version === V2)!;
    expect(row).toMatchObject({ app: 'mf-inbox', version: V2, pageLoads: 0, loadErrors: 1, renderErrors: 1, paths: { '/page/buzon': 2 } });
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
    const res = await t.http.post(url('telemetryRemoteErrors')).send(body).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field: expect.stringContaining(field === 'body' ? '' : field) });
    expect(t.readDisk().telemetry).toEqual([]);
  });

  it(`answers 429 with the error shape after ${TELEMETRY_LIMITS.remoteErrors} reports a minute from one client`, async () => {
    for (let i = 0; i < TELEMETRY_LIMITS.remoteErrors; i += 1) await t.http.post(url('telemetryRemoteErrors')).send(report).expect(202);
    const res = await t.http.post(url('telemetryRemoteErrors')).send(report).expect(429);
    expect(res.body).toEqual({ message: `Demasiados reportes: como máximo ${TELEMETRY_LIMITS.remoteErrors} por minuto` });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.store.state.telemetry[0]!.renderErrors).toBe(TELEMETRY_LIMITS.remoteErrors);
    // Page loads have their own budget.
    await t.http.post(url('telemetryPageLoads')).send({ versions: { 'mf-inbox': V2 } }).expect(202);
  });

  it(`keeps at most ${TELEMETRY_MAX_PATHS} paths per version`, async () => {
    for (let i = 0; i < TELEMETRY_MAX_PATHS + 3; i += 1) await t.http.post(url('telemetryRemoteErrors')).send({ ...report, path: `/page/x${i}` }).expect(202);
    const row = t.store.state.telemetry[0]!;
    expect(Object.keys(row.paths)).toHaveLength(TELEMETRY_MAX_PATHS);
    expect(row.renderErrors).toBe(TELEMETRY_MAX_PATHS + 3);
  });
});

describe('POST /telemetry/page-loads and GET /telemetry/summary/:app', () => {
  it('counts a page load for every app version it names; the summary adds errors per version', async () => {
    await t.http.post(url('telemetryPageLoads')).send({ versions: { shell: V1, 'mf-inbox': V1 } }).expect(202);
    await t.http.post(url('telemetryPageLoads')).send({ versions: { shell: V1, 'mf-inbox': V2 } }).expect(202);
    await t.http.post(url('telemetryPageLoads')).send({ versions: { 'mf-inbox': V2 } }).expect(202);
    await t.http.post(url('telemetryRemoteErrors')).send(report).expect(202);
    const res = await t.http.get(url('telemetrySummary', { app: 'mf-inbox' })).expect(200);
    expect(res.body.app).toBe('mf-inbox');
    const byVersion = Object.fromEntries((res.body.versions as Array<{ version: string }>).map((v) => [v.version, v]));
    expect(byVersion[V1]).toMatchObject({ pageLoads: 1, errors: { load: 0, render: 0 }, paths: [] });
    expect(byVersion[V2]).toMatchObject({ pageLoads: 2, errors: { load: 0, render: 1 }, paths: [{ path: '/page/buzon', errors: 1 }] });
    expect((await t.http.get(url('telemetrySummary', { app: 'shell' })).expect(200)).body.versions).toHaveLength(1);
    expect((await t.http.get(url('telemetrySummary', { app: 'nope' })).expect(400)).body.field).toBe('app');
  });

  it('refuses an empty, unknown or malformed versions map', async () => {
    for (const body of [{}, { versions: {} }, { versions: { 'mf-nope': V1 } }, { versions: { shell: '../x' } }, { versions: { shell: V1 }, ip: '1.2.3.4' }]) {
      await t.http.post(url('telemetryPageLoads')).send(body).expect(400);
    }
    expect(t.store.state.telemetry).toEqual([]);
  });

  it(`keeps at most ${TELEMETRY_MAX_ROWS} versions, dropping the least recently reported`, async () => {
    await t.store.mutate((s) => {
      for (let i = 0; i < TELEMETRY_MAX_ROWS; i += 1) {
        s.telemetry.push({ app: 'mf-inbox', version: `old${String(i).padStart(4, '0')}-0000000000`, pageLoads: 1, loadErrors: 0, renderErrors: 0, paths: {}, firstAt: `2020-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`, lastAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString() });
      }
    });
    await t.http.post(url('telemetryPageLoads')).send({ versions: { 'mf-inbox': V2 } }).expect(202);
    const versions = t.readDisk().telemetry.map((r) => r.version);
    expect(versions).toHaveLength(TELEMETRY_MAX_ROWS);
    expect(versions).toContain(V2);
    expect(versions).not.toContain('old0000-0000000000');
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
    t = makeTestApp({}, { knownVersions: registryVersions(registryUrl, 0) });
  });
  afterEach(() => new Promise((r) => server.close(r)));

  it('a forged version is refused (400 naming it), never counted; known ones are; no registry: 503, nothing counted', async () => {
    const forged = 'abc1234-ffffffffff';
    const res = await t.http.post(url('telemetryRemoteErrors')).send({ ...report, version: forged }).expect(400);
    expect(res.body).toEqual({ message: `la versión ${forged} de mf-inbox no la conoce el registro; el reporte no se cuenta`, field: 'version' });
    await t.http.post(url('telemetryPageLoads')).send({ versions: { 'mf-inbox': forged } }).expect(400);
    expect(t.readDisk().telemetry).toEqual([]);

    await t.http.post(url('telemetryRemoteErrors')).send(report).expect(202);
    await t.http.post(url('telemetryPageLoads')).send({ versions: { 'mf-inbox': V1 } }).expect(202);
    expect(t.readDisk().telemetry.map((r) => [r.version, r.pageLoads, r.renderErrors]).sort()).toEqual([
      [V1, 1, 0],
      [V2, 0, 1],
    ]);

    up = false;
    const down = await t.http.post(url('telemetryRemoteErrors')).send(report).expect(503);
    expect(down.body.message).toContain('No se pudo consultar el registro de versiones');
    expect(t.readDisk().telemetry.find((r) => r.version === V2)!.renderErrors).toBe(1);
  });
});
