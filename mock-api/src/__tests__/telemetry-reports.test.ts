/**
 * Release telemetry: reports validated (400 with the field), rate-limited per client (429), refused for
 * versions the registry never knew, counted as DISTINCT CLIENTS per app version in a store beside the
 * db (db.json untouched), with no address or client key ever written down.
 */
import { makeTestApp, url, type TestApp } from './support/test-app';
import { TELEMETRY_LIMITS, TELEMETRY_MAX_PATHS, TELEMETRY_MAX_ROWS } from '../routes/telemetry';
import { type TelemetryRow } from '../telemetry/counters';
import { DEPLOYER_TOKEN, V1, V2, report, T0, ip, telemetryHelpers } from './support/telemetry-setup';

let t: TestApp;
let clock: number;
const { makeApp, counters, sendError, sendLoad, summaryOf, onDisk } = telemetryHelpers(
  () => t,
  () => clock,
);
beforeEach(() => {
  clock = T0;
  t = makeApp();
});
afterEach(() => t.cleanup());

describe('POST /telemetry/remote-errors', () => {
  it('accepts a well-formed report (202) and counts its client per app version, kind and path, in the db', async () => {
    await sendError(ip(1)).expect(202, { accepted: true });
    await sendError(ip(1), { ...report, kind: 'load' }).expect(202);
    expect((await onDisk()).find((r) => r.version === V2)).toMatchObject({
      app: 'mf-inbox',
      version: V2,
      clients: 0,
      errors: 1,
      loadErrors: 1,
      renderErrors: 1,
      paths: { '/page/buzon': 1 },
    });
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
    expect(res.body).toEqual({
      message: expect.any(String),
      field: expect.stringContaining(field === 'body' ? '' : field),
    });
    expect(counters().rowsOf('mf-inbox')).toEqual([]);
  });

  it(
    `one client's ${TELEMETRY_LIMITS.remoteErrors} errors a minute are ONE client with errors; then 429 with ` +
      `the reason in Spanish`,
    async () => {
      for (let i = 0; i < TELEMETRY_LIMITS.remoteErrors; i += 1) await sendError(ip(7)).expect(202);
      const res = await sendError(ip(7)).expect(429);
      expect(res.body).toEqual({
        message: `Demasiados reportes: como máximo ${TELEMETRY_LIMITS.remoteErrors} por minuto`,
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await summaryOf())[V2]).toMatchObject({
        clients: 0,
        errorClients: { total: 1, load: 0, render: 1 },
        paths: [{ path: '/page/buzon', clients: 1 }],
      });
      // Another client has its own budget, and page loads have theirs.
      await sendError(ip(8)).expect(202);
      await sendLoad(ip(7), { 'mf-inbox': V2 }).expect(202);
      // A minute later the first client may report again; it is still the same one client.
      clock += 60_000;
      await sendError(ip(7)).expect(202);
      expect((await summaryOf())[V2]).toMatchObject({ clients: 1, errorClients: { total: 2, load: 0, render: 2 } });
    },
  );

  it('counts N networks as N: 30 addresses of one IPv4 /24 are one client, so are all of an IPv6 /48', async () => {
    for (let i = 1; i <= 12; i += 1) await sendError(ip(i)).expect(202);
    // One /24 (a cloud account's addresses, a NAT pool): thirty "clients", one network.
    for (let i = 1; i <= 30; i += 1) await sendError(`198.51.100.${i}`).expect(202);
    await sendError('2001:db8:1:2::1').expect(202);
    await sendError('2001:db8:1:2:ffff::9').expect(202);
    // Other /56s and /64s of the same /48: the same client.
    await sendError('2001:db8:1:3::1').expect(202);
    await sendError('2001:db8:1:ff00::1').expect(202);
    // The next /48: another one.
    await sendError('2001:db8:2::1').expect(202);
    expect((await summaryOf())[V2]!.errorClients).toEqual({ total: 15, load: 0, render: 15 });
  });

  it(`keeps at most ${TELEMETRY_MAX_PATHS} paths per version`, async () => {
    for (let i = 0; i < TELEMETRY_MAX_PATHS + 3; i += 1)
      await sendError(ip(i + 1), { ...report, path: `/page/x${i}` }).expect(202);
    const row = counters().rowsOf('mf-inbox')[0]!;
    expect(Object.keys(row.paths)).toHaveLength(TELEMETRY_MAX_PATHS);
    expect(row.renderErrors).toBe(TELEMETRY_MAX_PATHS + 3);
  });
});

describe('POST /telemetry/page-loads and GET /telemetry/summary/:app', () => {
  it(
    'counts the clients that loaded a page for every app version named; the summary adds ' + 'the clients with errors',
    async () => {
      await sendLoad(ip(1), { shell: V1, 'mf-inbox': V1 }).expect(202);
      await sendLoad(ip(2), { shell: V1, 'mf-inbox': V2 }).expect(202);
      await sendLoad(ip(3), { 'mf-inbox': V2 }).expect(202);
      await sendError(ip(3)).expect(202);
      const byVersion = await summaryOf();
      expect(byVersion[V1]).toMatchObject({ clients: 1, errorClients: { total: 0, load: 0, render: 0 }, paths: [] });
      expect(byVersion[V2]).toMatchObject({
        clients: 2,
        errorClients: { total: 1, load: 0, render: 1 },
        paths: [{ path: '/page/buzon', clients: 1 }],
      });
      expect(Object.keys(await summaryOf('shell'))).toEqual([V1]);
      expect((await t.http.get(url('telemetrySummary', { app: 'nope' })).expect(400)).body.field).toBe('app');
    },
  );

  it('the summary is for deployers: a deploy credential the pointer service knows, else 401, 403 or 503', async () => {
    const summary = (token?: string) => {
      const req = t.http.get(url('telemetrySummary', { app: 'mf-inbox' }));
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };
    expect((await summary().expect(401)).body.message).toMatch(/^El resumen de telemetría necesita una credencial/);
    expect((await summary('inventada').expect(401)).body.message).toBe(
      'La credencial de despliegue no es válida o caducó',
    );
    await summary(DEPLOYER_TOKEN).expect(200);
    // A credential the service verifies that deploys nothing; a service that cannot be asked; no service at all.
    t.cleanup();
    t = makeApp({ deployCredentials: async () => ({ credential: 'alguien@x', apps: [], admin: false }) });
    await summary(DEPLOYER_TOKEN).expect(403);
    t.cleanup();
    t = makeApp({
      deployCredentials: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    expect((await summary(DEPLOYER_TOKEN).expect(503)).body.message).toBe(
      'No se pudo verificar la credencial con el servicio del registro (ECONNREFUSED)',
    );
    t.cleanup();
    t = makeApp({ deployCredentials: undefined });
    await summary(DEPLOYER_TOKEN).expect(503);
  });

  it('one address loading 100 pages is one client: it cannot bury a regression under fake page loads', async () => {
    for (let i = 1; i <= 5; i += 1) await sendLoad(ip(i), { 'mf-inbox': V2 }).expect(202);
    for (let i = 0; i < 100; i += 1) await sendLoad(ip(99), { 'mf-inbox': V2 }).expect(202);
    expect((await summaryOf())[V2]!.clients).toBe(6);
  });

  it('refuses an empty, unknown or malformed versions map', async () => {
    for (const body of [
      {},
      { versions: {} },
      { versions: { 'mf-nope': V1 } },
      { versions: { shell: '../x' } },
      { versions: { shell: V1 }, ip: '1.2.3.4' },
    ]) {
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
    t = makeTestApp({}, { trustProxy: 1, telemetryClock: () => clock }, (s) =>
      Object.assign(s, { telemetryVersions: rows }),
    );
    await sendLoad(ip(1), { 'mf-inbox': V2 }).expect(202);
    const versions = counters()
      .rowsOf('mf-inbox')
      .map((r) => r.version);
    expect(versions).toHaveLength(TELEMETRY_MAX_ROWS);
    expect(versions).toContain(V2);
    expect(versions).not.toContain('old0000-0000000000');
    // Committed with the report.
    expect((await onDisk()).map((r) => r.version)).toContain(V2);
  });

  it('forgets who was counted for a version it drops (no memory left behind by a flood of versions)', async () => {
    for (let i = 0; i < TELEMETRY_MAX_ROWS + 20; i += 1) {
      clock = T0 + i;
      await sendError(ip(1 + (i % 200)), { ...report, version: `f${String(i).padStart(6, '0')}-0000000000` }).expect(
        202,
      );
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
    expect((await summaryOf())[V2]).toMatchObject({
      clients: 2,
      errorClients: { total: 2, render: 2 },
      paths: [{ path: '/page/buzon', clients: 2 }],
    });
  });
});
