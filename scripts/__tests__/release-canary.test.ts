/**
 * Canary and preview. The bucket function (share and stickiness), the registry's canary
 * pointer (start, end, promote and rollback end it, history), the shell's /config.json per browser
 * (its `?canary=` id: the same answer on every request) and the preview check (only versions of the
 * store; never a URL), the health rule and `rollback --auto` against a stand-in telemetry API
 * (release-canary-forged.test.ts: against the real one).
 */
import { runCli } from './support/run-cli';
import { fakeInboxVersion, withCanaryStore } from './support/fake-release';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { createStaticApp } from '../serve-static';
import { bucketOf, canaryIdFrom, inCanary, newCanaryId, servedVersions } from '@lotengo/platform/releases/canary';
import { autoRollback, judgeCanary, type VersionHealth } from '../lib/releases/health';
import { endCanary, promote, rollback, startCanary } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { sitesEnv, testDeployment, withSites } from './support/deployment';

let tmp: string;
let store: string;
withCanaryStore((dir, releases) => ((tmp = dir), (store = releases)));
const sites = withSites(() => store);
const d = () => testDeployment(store, sitesEnv(sites.origins()));

const fakeVersion = () => fakeInboxVersion(tmp, store);

/**
 * Ids shaped as a browser makes them (32 hex characters), but the same on every run: the share checks
 * below allow ±1 point, about 3 standard deviations of a random sample: random ids failed 1 run in a few
 * hundred.
 */
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => createHash('md5').update(`id-${i}`).digest('hex'));

describe('bucket function', () => {
  it('is a number 0–99, the same for the same id and app, independent between apps', async () => {
    const id = newCanaryId();
    const b = bucketOf(id, 'mf_inbox');
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(100);
    for (let i = 0; i < 100; i += 1) expect(bucketOf(id, 'mf_inbox')).toBe(b);
    const sample = ids(2000);
    const same = sample.filter((x) => inCanary(x, 'mf_inbox', 10) && inCanary(x, 'mf_requests', 10)).length;
    // Independent: about 1 % are in both 10 % canaries, not 10 %.
    expect(same).toBeLessThan(60);
  });

  it.each([1, 10, 50, 90])('puts %i % of 20,000 random ids in the canary (± 1 point)', (percent) => {
    const share = (ids(20_000).filter((x) => inCanary(x, 'mf_inbox', percent)).length * 100) / 20_000;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(1);
  });

  it('takes only an id as a browser makes one (32 hex characters)', async () => {
    const id = newCanaryId();
    expect(canaryIdFrom(id)).toBe(id);
    for (const bad of ['x<script>', id.toUpperCase(), `${id}0`, id.slice(1), ['a'], undefined])
      expect(canaryIdFrom(bad)).toBeNull();
  });
});

describe('the canary pointer', () => {
  it(
    'promote --canary serves the version to its share; promote ends it; rollback ' + 'ends it; history says so',
    async () => {
      const v1 = fakeVersion();
      const v2 = fakeVersion();
      const v3 = fakeVersion();
      await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 't' });
      await expect(
        startCanary({ deployment: d(), app: 'mf_inbox', version: v1, percent: 10, by: 't' }),
      ).rejects.toThrow(/ya está en vivo/);
      await expect(startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 0, by: 't' })).rejects.toThrow(
        /del 1 al 99/,
      );
      await expect(
        startCanary({ deployment: d(), app: 'mf_inbox', version: 'abc1234-ffffffffff', percent: 10, by: 't' }),
      ).rejects.toThrow(/no está en su sitio/);

      const started = await startCanary({
        deployment: d(),
        app: 'mf_inbox',
        version: v2,
        percent: 10,
        by: 't',
        why: 'probar',
      });
      expect(started.message).toContain(`canario ${v2} para el 10 %`);
      let reg = readRegistry(store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: { version: v2, percent: 10 } });
      const sample = ids(2000);
      const served = sample.map((id) => servedVersions(reg, id).versions.mf_inbox);
      expect(new Set(served)).toEqual(new Set([v1, v2]));
      // Sticky: the same id, the same version, every time.
      for (const id of sample.slice(0, 50))
        for (let i = 0; i < 20; i += 1)
          expect(servedVersions(readRegistry(store), id).versions.mf_inbox).toBe(served[sample.indexOf(id)]);
      expect(servedVersions(reg, null).versions.mf_inbox).toBe(v1);

      // rollback while a canary runs: the canary ends, live stays.
      expect((await rollback({ deployment: d(), app: 'mf_inbox', by: 't' })).message).toContain(
        `canario ${v2} terminado; todos vuelven a ${v1}`,
      );
      reg = readRegistry(store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: null });
      expect((await endCanary({ deployment: d(), app: 'mf_inbox' })).changed).toBe(false);

      // promote without --canary: for everybody, and the canary ends with it.
      await startCanary({ deployment: d(), app: 'mf_inbox', version: v3, percent: 50, by: 't' });
      await promote({ deployment: d(), app: 'mf_inbox', version: v3, by: 't' });
      reg = readRegistry(store);
      expect(reg.apps['mf-inbox']).toEqual({ live: v3, previous: [v1] });
      expect(reg.history.map((h) => [h.action, h.to, h.percent ?? null, h.endedCanary ?? null])).toEqual([
        ['promote', v1, null, null],
        ['canary-start', v2, 10, null],
        ['canary-end', v1, null, null],
        ['canary-start', v3, 50, null],
        ['promote', v3, null, v3],
      ]);
    },
  );
});

describe("the shell's /config.json in release mode", () => {
  async function site() {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 't' });
    const app = createStaticApp({ distDir: tmp, releases: { store, app: 'shell', env: {} } });
    return { v1, v2, http: supertest(app) };
  }

  it(
    'without a canary the live versions for every id; with one, each id gets the same ' + 'version on every request',
    async () => {
      const { v1, v2, http: s } = await site();
      const plain = await s.get('/config.json').expect(200);
      expect(plain.headers['set-cookie']).toBeUndefined();
      expect(plain.body.remotes.mf_inbox).toContain(`/${v1}/mf-manifest.json`);
      expect(plain.body.release).toEqual({ versions: { 'mf-inbox': v1 }, canary: [], preview: null });
      expect(plain.headers['cache-control']).toBe('private, no-cache');
      expect(
        (await s.get('/config.json').query({ canary: newCanaryId() }).expect(200)).body.remotes.mf_inbox,
      ).toContain(`/${v1}/`);

      await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 50, by: 't' });
      const seen = new Map<string, string>();
      for (const id of ids(40)) {
        const first = await s.get('/config.json').query({ canary: id }).expect(200);
        expect(first.headers['set-cookie']).toBeUndefined();
        seen.set(id, first.body.remotes.mf_inbox);
        expect(first.body.release.canary).toEqual(first.body.remotes.mf_inbox.includes(v2) ? ['mf-inbox'] : []);
      }
      expect(new Set(seen.values()).size).toBe(2);
      for (const [id, manifest] of [...seen].slice(0, 10)) {
        for (let i = 0; i < 5; i += 1)
          expect((await s.get('/config.json').query({ canary: id }).expect(200)).body.remotes.mf_inbox).toBe(manifest);
      }
      // No id, or one a browser does not make: the live version.
      expect((await s.get('/config.json').query({ canary: 'x<script>' }).expect(200)).body.remotes.mf_inbox).toContain(
        `/${v1}/`,
      );
    },
  );

  it(
    '?preview=<app>@<version> names a version of the store for that request; anything else is ' +
      'a 400 with the reason',
    async () => {
      const { v2, http: s } = await site();
      const ok = await s
        .get('/config.json')
        .query({ preview: `mf-inbox@${v2}` })
        .expect(200);
      expect(ok.body.remotes.mf_inbox).toMatch(new RegExp(`^http://localhost:\\d+/${v2}/mf-manifest\\.json$`));
      expect(ok.body.release.preview).toEqual({ app: 'mf-inbox', version: v2 });
      for (const [preview, reason] of [
        ['mf-inbox@abc1234-ffffffffff', 'no está en su sitio'],
        ['mf-inbox@https://evil.example/mf-manifest.json', 'no es <app>@<versión>'],
        ['mf-inbox@//evil.example', 'no es <app>@<versión>'],
        ['mf-inbox@../../shell', 'no es <app>@<versión>'],
        ['mf-inbox@abc', 'no tiene la forma de una versión'],
        ['mf-nope@' + v2, 'no es una app con vista previa'],
        ['shell@' + v2, 'no es una app con vista previa'],
        ['', 'no es <app>@<versión>'],
      ]) {
        const res = await s.get('/config.json').query({ preview }).expect(400);
        expect(res.body).toEqual({ message: expect.stringContaining(reason!), field: 'preview' });
        expect(res.body.message).toMatch(/^Vista previa rechazada: /);
      }
      await s.get('/config.json?preview=a&preview=b').expect(400);
    },
  );
});

describe('health and rollback --auto', () => {
  const row = (over: Partial<VersionHealth>): VersionHealth => {
    const base = {
      version: 'v',
      role: 'canario' as const,
      clients: 0,
      loadErrors: 0,
      renderErrors: 0,
      errors: 0,
      per1000: null,
      paths: [],
    };
    const r = { ...base, ...over };
    r.errors = r.loadErrors + r.renderErrors;
    r.per1000 = r.clients ? (r.errors * 1000) / r.clients : null;
    return r;
  };

  it(
    'decides nothing under 50 clients nor under 3 clients with errors; over 5 per 1,000 clients, or twice the ' +
      'stable rate, is over',
    async () => {
      expect(judgeCanary(row({ clients: 49, renderErrors: 40 }), undefined)).toMatchObject({
        over: false,
        reason: expect.stringContaining('hacen falta 50'),
      });
      // One or two clients (a script, one broken browser) never end a canary, whatever their rate.
      expect(judgeCanary(row({ clients: 60, loadErrors: 2 }), undefined)).toMatchObject({
        over: false,
        reason: expect.stringContaining('al menos 3 clientes distintos con errores'),
      });
      expect(judgeCanary(row({ clients: 400, loadErrors: 3 }), undefined)).toMatchObject({
        over: true,
        reason: expect.stringContaining('7.5 clientes con errores por 1.000'),
      });
      expect(
        judgeCanary(row({ clients: 1000, renderErrors: 5 }), row({ role: 'en vivo', clients: 9000, renderErrors: 45 }))
          .over,
      ).toBe(false);
      expect(
        judgeCanary(row({ clients: 1000, renderErrors: 4 }), row({ role: 'en vivo', clients: 9000, renderErrors: 9 })),
      ).toMatchObject({
        over: true,
        reason: expect.stringContaining('más de 2 veces'),
      });
    },
  );

  it('--auto ends the canary only over the threshold, and says why either way', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 't' });
    expect((await autoRollback({ deployment: d(), app: 'mf_inbox', api: 'http://127.0.0.1:9' })).lines[0]).toContain(
      'no hay un canario en curso',
    );
    await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 10, by: 't' });
    let canaryStats = { clients: 100, errorClients: { total: 0, load: 0, render: 0 } };
    const server = http.createServer((req, res) => {
      expect(req.url).toBe('/mvp/telemetry/summary/mf-inbox');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          app: 'mf-inbox',
          versions: [
            {
              version: v1,
              clients: 900,
              errorClients: { total: 1, load: 0, render: 1 },
              firstAt: '',
              lastAt: '',
              paths: [],
            },
            {
              version: v2,
              ...canaryStats,
              firstAt: '',
              lastAt: '',
              paths: [{ path: '/page/buzon', clients: canaryStats.errorClients.render }],
            },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
    try {
      const healthy = await autoRollback({ deployment: d(), app: 'mf_inbox', api });
      expect(healthy.outcome).toBeNull();
      expect(healthy.lines.at(-1)).toMatch(/^Se mantiene el canario: .*dentro del umbral/);
      expect(readRegistry(store).apps['mf-inbox']?.canary?.version).toBe(v2);

      canaryStats = { clients: 100, errorClients: { total: 3, load: 0, render: 3 } };
      const broken = await autoRollback({ deployment: d(), app: 'mf_inbox', api });
      expect(broken.outcome?.changed).toBe(true);
      expect(broken.lines.join('\n')).toContain('30.0 clientes con errores por 1.000');
      const reg = readRegistry(store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: null });
      expect(reg.history.at(-1)).toMatchObject({
        action: 'canary-end',
        by: 'rollback --auto',
        why: expect.stringContaining('automático: '),
      });
    } finally {
      server.close();
    }
  });
});

describe('health reads only a summary it understands', () => {
  it('an API that counts reports (an older one) is refused naming the field, never judged', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 't' });
    await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 10, by: 't' });
    const server = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          app: 'mf-inbox',
          versions: [
            { version: v2, pageLoads: 500, errors: { load: 0, render: 90 }, firstAt: '', lastAt: '', paths: [] },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
      await expect(autoRollback({ deployment: d(), app: 'mf_inbox', api })).rejects.toThrow(
        /resumen de telemetría que no se entiende \(en versions\.0\.clients\); ¿es una API de otra versión\?/,
      );
      expect(readRegistry(store).apps['mf-inbox']?.canary?.version).toBe(v2);
    } finally {
      server.close();
    }
  });
});

describe('the commands', () => {
  const cli = async (...args: string[]) => {
    const env = {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: store,
      LOTENGO_RELEASE_BY: 'ana',
      REGISTRY_URL: process.env.REGISTRY_URL,
      DEPLOY_TOKEN: '',
    };
    const out = await runCli(args, env);
    return { code: out.code, out: `${out.stdout}${out.stderr}` };
  };

  it('promote --canary, list, history, rollback --auto without a canary, rollback', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 't' });
    expect(await cli('promote', 'mf-inbox', v2, '--canary', 'diez')).toMatchObject({
      code: 2,
      out: expect.stringContaining('--canary necesita un porcentaje entero'),
    });
    expect(await cli('promote', 'mf-inbox', v2, '--canary', '10')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} para el 10 % de los navegadores; el resto sigue en ${v1}`),
    });
    expect((await cli('list', 'mf-inbox')).out).toContain(`◐ ${v2}`);
    expect((await cli('history', 'mf-inbox')).out).toContain(`canary-start ${v1} → ${v2} (canario 10 %)  por ana`);
    expect(await cli('rollback', 'mf-inbox', '--auto', '--api', 'http://127.0.0.1:9/mvp')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No se pudo leer la telemetría'),
    });
    expect(await cli('rollback', 'mf-inbox')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} terminado; todos vuelven a ${v1}`),
    });
    await cli('promote', 'mf-inbox', v2, '--canary', '20');
    // promote of the live version while a canary runs: everybody on it, the canary ends.
    expect(await cli('promote', 'mf-inbox', v1)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} terminado`),
    });
    expect(await cli('rollback', 'mf-inbox', '--auto')).toMatchObject({
      code: 0,
      out: expect.stringContaining('no hay un canario en curso'),
    });
  });
});
