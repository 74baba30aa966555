/**
 * Canary and preview: the shell's /config.json per browser in release mode (its `?canary=` id: the same
 * answer on every request) and the preview check (only versions of the store; never a URL).
 */
import { withCanaryWorld } from './support/fake-release';
import { createHash } from 'node:crypto';
import supertest from 'supertest';
import { createStaticApp } from '../serve-static';
import { newCanaryId } from '@lotengo/platform/releases/canary';
import { promote, startCanary } from '../lib/releases/operations';

const c = withCanaryWorld();
const { d, fakeVersion } = c;

/**
 * Ids shaped as a browser makes them (32 hex characters), but the same on every run: the share checks
 * below allow ±1 point, about 3 standard deviations of a random sample: random ids failed 1 run in a few
 * hundred.
 */
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => createHash('md5').update(`id-${i}`).digest('hex'));

describe("the shell's /config.json in release mode", () => {
  async function site() {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    const app = createStaticApp({ distDir: c.tmp, releases: { store: c.store, app: 'shell', env: {} } });
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

      await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 50 });
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
