/**
 * Production's deploy path, rehearsed: the committed firebase.json on the Hosting and Functions
 * emulators (the functions production runs: pages, /config.json, the pointer service, the detail),
 * Cloud Storage's stand-in through the official client, and runners that hold nothing but a clone. The
 * steps are the documented ones (`npm run upload|promote|rollback`, LOTENGO_ENV=rehearsal), run as a
 * team's CI runs them; what users get is checked from the sites, in a browser where it matters.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support';
import { watchProblems } from '../support/releases';
import { npmRun, runner, startJourneyRehearsal, versionFrom } from '../support/rehearsal';
import { bucketOf, newCanaryId } from '@lotengo/platform/releases/canary';
import type { Registry } from '@lotengo/platform/releases/registry';
import type { Rehearsal } from '../../scripts/lib/rehearsal/rehearsal';
import { registeredDemoUsers } from '@lotengo/mock-api/demo-users';
import { DETAIL_TOKEN_COOKIE } from '@lotengo/shared/build/session-keys';
import { IMMUTABLE, rehearsalSite } from './rehearsal-site';
import { brokenCandidate, racingPromotes } from './rehearsal-steps';
import { REGISTRY_TTL_MS } from '@lotengo/platform/registry/registry-cache';

let rehearsal: Rehearsal;
let dir: string;
const {
  url,
  registryNow,
  live,
  get,
  siteState,
  signIn,
  tokenOf,
  ownPropertyWithPhotos,
  strangerTokenFor,
  registryFull,
} = rehearsalSite(() => rehearsal);
/** A pointer move reaches the pages once the functions' copy of the registry expires (registry-cache.ts). */
const REACHED = { timeout: REGISTRY_TTL_MS + 10_000, intervals: [250] };
const served = async (site: string, query = '') =>
  (
    JSON.parse((await get(`${url(site)}/config.json${query}`)).body) as {
      release: { versions: Record<string, string> };
    }
  ).release.versions;
const bodyOf = async (to: string) => (await get(to)).body;

test.describe.serial('el camino de producción, ensayado en los emuladores desde runners vacíos', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-e2e-rehearsal-'));
    rehearsal = await startJourneyRehearsal(dir);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await rehearsal?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('cada app es un sitio propio, con las cabeceras y reescrituras de firebase.json', async () => {
    const v = await live();
    for (const to of [`${url('SITE_URL')}/`, `${url('SITE_URL')}/page/requests`, `${url('REGISTRY_URL')}`]) {
      const res = await get(to);
      expect({
        to,
        status: res.status,
        cache: res.headers.get('cache-control'),
        cors: res.headers.get('access-control-allow-origin'),
      }).toEqual({ to, status: 200, cache: 'no-cache', cors: '*' });
    }
    // Per browser: never in a shared cache (the function's own header, kept by a rule of firebase.json).
    for (const site of ['SITE_URL', 'MF_INBOX_URL'])
      expect((await get(`${url(site)}/config.json`)).headers.get('cache-control')).toBe('private, no-cache');
    const home = await get(`${url('SITE_URL')}/`);
    expect(home.body).toContain(`src="/${v.shell}/main.js"`);
    expect((await get(`${url('SITE_URL')}/page/requests`)).body).toContain('Búsqueda de solicitudes');
    expect((await get(`${url('SITE_URL')}/index`)).body).toContain('Solicitudes de nuestra comunidad');
    expect((await get(`${url('SITE_URL')}/page/login`)).body).toBe(home.body);
    for (const file of [
      `${url('SITE_URL')}/${v.shell}/main.js`,
      `${url('MF_REQUESTS_URL')}/${v.mf_requests}/remoteEntry.js`,
    ]) {
      const res = await get(file);
      expect([res.status, res.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
    }
    // robots.txt is a file of the shell's site (Cloud Functions answer that path 404 themselves).
    const robots = await get(`${url('SITE_URL')}/robots.txt`);
    expect([robots.status, robots.headers.get('cache-control')]).toEqual([200, 'public, max-age=0, s-maxage=300']);
    expect(robots.body).toContain(`Sitemap: ${url('SITE_URL')}/sitemap.xml`);
    // A file that is not there is a 404, never a page: the federation runtime must see the failure.
    expect((await get(`${url('SITE_URL')}/${v.shell}/no-existe.0123abcd.js`)).status).toBe(404);
    // The public registry: versions, never who or why.
    const history = (JSON.parse((await get(url('REGISTRY_URL'))).body) as Registry).history;
    expect(history.length).toBeGreaterThan(0);
    expect(history.filter((h) => h.by || h.why || 'credential' in h)).toEqual([]);
  });

  test('el sitio compuesto carga desde Hosting: inicio y /page/requests con resultados de la API, sin errores', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const elsewhere: string[] = [];
    const ours = Object.values(rehearsal.urls).filter((u) => u.startsWith('http'));
    page.on('request', (r) => {
      if (!ours.some((o) => r.url().startsWith(o.replace(/\/(mvp|registry)$/, '')))) elsewhere.push(r.url());
    });
    await page.goto(`${url('SITE_URL')}/`);
    await expect(page.getByTestId('request-card').first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`${url('SITE_URL')}/page/requests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test(
    'un runner vacío sube y pone en vivo mf-inbox: una pestaña nueva la recibe; ' + 'los otros sitios no se tocan',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const before = await live();
      const others = await Promise.all(
        ['SITE_URL', 'MF_REQUESTS_URL', 'MF_PROPERTIES_URL', 'MF_ACCOUNT_URL'].map(siteState),
      );
      const team = await runner(rehearsal, dir, 'mf_inbox', 'runner-inbox');
      const version = versionFrom(team.env.RELEASES_DIR!, 'mf_inbox', (d) =>
        fs.writeFileSync(path.join(d, 'notas.txt'), 'otra versión\n'),
      );
      const upload = await npmRun(team.env, 'upload', 'mf-inbox', version);
      expect(upload, upload.out).toMatchObject({
        code: 0,
        out: expect.stringContaining(`${version} subida a su sitio`),
      });
      expect((await siteState('MF_INBOX_URL')).versions.map((v) => v.version).sort()).toEqual(
        [before.mf_inbox, version].sort(),
      );
      const promoted = await npmRun(team.env, 'promote', 'mf-inbox', version, '--no-smoke', '--why', 'ensayo');
      expect(promoted, promoted.out).toMatchObject({
        code: 0,
        out: expect.stringContaining(`${before.mf_inbox} → ${version} en vivo`),
      });
      await expect.poll(async () => (await served('SITE_URL'))['mf-inbox'], REACHED).toBe(version);
      expect(
        await Promise.all(['SITE_URL', 'MF_REQUESTS_URL', 'MF_PROPERTIES_URL', 'MF_ACCOUNT_URL'].map(siteState)),
      ).toEqual(others);

      const context = await browser.newContext({ locale: 'es-PE' });
      try {
        const page = await context.newPage();
        const fromInbox: string[] = [];
        page.on('request', (r) =>
          r.url().startsWith(url('MF_INBOX_URL'))
            ? fromInbox.push(new URL(r.url()).pathname.split('/')[1]!)
            : undefined,
        );
        await signIn(page, 'diego.fernandez@lotengo.test');
        await page.goto(`${url('SITE_URL')}/page/buzon`);
        await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
        // The shell draws the heading while the remote loads: the offers are the remote's.
        await expect(page.locator('.lt-inbox-card__price').first()).toBeVisible({ timeout: 30_000 });
        expect([...new Set(fromInbox)]).toEqual([version]);
      } finally {
        await context.close();
      }
      const history = (await npmRun(team.env, 'history', 'mf-inbox')).out;
      expect(history).toContain('con la credencial: ci-inbox@demo-lotengo.iam.gserviceaccount.com');
    },
  );

  test('dos runners vacíos a la vez: uno gana, el otro sabe por qué; nada se pierde', async () => {
    const { versions, first, second } = await racingPromotes(rehearsal, dir);
    const [a, b] = await Promise.allSettled([first, second]);
    expect(b.status).toBe('fulfilled');
    expect(a.status).toBe('rejected');
    expect(String((a as PromiseRejectedResult).reason)).toMatch(
      /el registro está en la revisión \d+, no en la \d+ que leíste/,
    );
    expect((await live()).mf_inbox).toBe(versions[1]);
  });

  test(
    'una candidata incompatible desde un runner vacío se rechaza nombrando el motivo; ' + 'el registro no cambia',
    async () => {
      const { team, broken } = brokenCandidate(await runner(rehearsal, dir, 'mf_inbox', 'runner-roto'));
      expect((await npmRun(team.env, 'upload', 'mf-inbox', broken)).code).toBe(0);
      const revision = (await registryNow()).revision;
      const refused = await npmRun(team.env, 'promote', 'mf-inbox', broken, '--no-smoke');
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/monta mf_inbox\/inbox-page .*ya no lo expone/);
      expect((await registryNow()).revision).toBe(revision);
    },
  );

  test('rollback desde un runner vacío: vuelve a la versión anterior', async () => {
    const before = (await registryNow()).apps['mf-inbox']!;
    const team = await runner(rehearsal, dir, 'mf_inbox', 'runner-rollback');
    const out = await npmRun(team.env, 'rollback', 'mf-inbox', '--why', 'ensayo de rollback');
    expect(out, out.out).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${before.live} → ${before.previous.at(-1)} en vivo`),
    });
    expect((await live()).mf_inbox).toBe(before.previous.at(-1));
  });

  test('promover el shell cambia / y las rutas en segundos; su rollback también', async () => {
    const old = (await live()).shell!;
    const team = await runner(rehearsal, dir, 'shell', 'runner-shell');
    const version = versionFrom(team.env.RELEASES_DIR!, 'shell', (d) =>
      fs.writeFileSync(path.join(d, 'notas.txt'), 'shell nuevo'),
    );
    expect((await npmRun(team.env, 'upload', 'shell', version)).code).toBe(0);
    expect((await get(`${url('SITE_URL')}/`)).body).toContain(`src="/${old}/main.js"`);
    const promoted = await npmRun(team.env, 'promote', 'shell', version, '--no-smoke');
    expect(promoted, promoted.out).toMatchObject({ code: 0 });
    await expect.poll(() => bodyOf(`${url('SITE_URL')}/`), REACHED).toContain(`src="/${version}/main.js"`);
    for (const route of ['/page/requests', '/page/buzon'])
      expect(await bodyOf(`${url('SITE_URL')}${route}`)).toContain(`src="/${version}/main.js"`);
    expect((await npmRun(team.env, 'rollback', 'shell')).code).toBe(0);
    await expect.poll(() => bodyOf(`${url('SITE_URL')}/`), REACHED).toContain(`src="/${old}/main.js"`);
  });

  test(
    'el detalle de una propiedad lo responde la función: su primera foto en el HTML solo para quien la API deja ' +
      'verla',
    async () => {
      const owner = registeredDemoUsers[0]!;
      const ownerToken = await tokenOf(owner.email);
      const mine = await ownPropertyWithPhotos(owner, ownerToken);
      expect(mine, `${owner.email} no tiene propiedades con fotos en la semilla`).toBeTruthy();
      const as = (token: string | null) =>
        get(
          `${url('SITE_URL')}/page/property/${mine!.propertyId}`,
          token ? { cookie: `${DETAIL_TOKEN_COOKIE}=${token}` } : {},
        );
      const own = await as(ownerToken);
      expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
      expect(own.body).toContain(`data-for-uid="${owner.uid}"`);
      expect(own.headers.get('link')).toContain('rel=preload; as=image');
      // Someone the API does not let see it, and a browser without a session: the bare template.
      const strangerToken = await strangerTokenFor(
        mine!.propertyId,
        registeredDemoUsers.filter((x) => x.userCode !== owner.userCode && x.provider === 'password'),
      );
      expect(strangerToken, 'la semilla no tiene a nadie a quien la API le niegue la propiedad').toBeTruthy();
      for (const other of [strangerToken!, null]) {
        const page = await as(other);
        expect([page.status, page.headers.get('link')]).toEqual([200, null]);
        expect(page.body).toContain('<div class="ltg-frame"></div>');
        expect(page.body).not.toContain('data-for-uid');
        expect(page.body).toContain(`src="/${(await live()).shell}/main.js"`);
      }
    },
  );

  test(
    '/config.json lo responde la función: canario por el id del navegador (reparto y permanencia) y vista previa ' +
      'comprobada',
    async () => {
      const team = await runner(rehearsal, dir, 'mf_inbox', 'runner-canario');
      const stable = (await live()).mf_inbox!;
      const canary = versionFrom(team.env.RELEASES_DIR!, 'mf_inbox', (d) =>
        fs.writeFileSync(path.join(d, 'notas.txt'), 'canario'),
      );
      expect((await npmRun(team.env, 'upload', 'mf-inbox', canary)).code).toBe(0);
      expect((await npmRun(team.env, 'promote', 'mf-inbox', canary, '--canary', '50', '--no-smoke')).code).toBe(0);
      try {
        const onIt = Array.from({ length: 100 }, () => newCanaryId()).find((id) => bucketOf(id, 'mf_inbox') < 50)!;
        await expect.poll(async () => (await served('SITE_URL', `?canary=${onIt}`))['mf-inbox'], REACHED).toBe(canary);
        let onCanary = 0;
        for (const id of Array.from({ length: 40 }, () => newCanaryId())) {
          const expected = bucketOf(id, 'mf_inbox') < 50 ? canary : stable;
          for (let k = 0; k < 2; k += 1) {
            const res = await get(`${url('SITE_URL')}/config.json?canary=${id}`);
            expect(res.headers.get('set-cookie')).toBeNull();
            expect(
              (JSON.parse(res.body) as { release: { versions: Record<string, string> } }).release.versions['mf-inbox'],
            ).toBe(expected);
          }
          if (expected === canary) onCanary += 1;
        }
        expect(onCanary).toBeGreaterThan(8);
        expect(onCanary).toBeLessThan(32);
        const previewed = await get(`${url('SITE_URL')}/config.json?preview=mf-inbox@${canary}`);
        expect(JSON.parse(previewed.body).release.preview).toEqual({ app: 'mf-inbox', version: canary });
        const missing = await get(`${url('SITE_URL')}/config.json?preview=mf-inbox@abc1234-ffffffffff`);
        expect(missing.status).toBe(400);
      } finally {
        expect((await npmRun(team.env, 'rollback', 'mf-inbox')).code).toBe(0);
      }
    },
  );

  test(
    'el servicio del registro: 401 sin credencial; el historial con nombres solo para quien despliega o ' +
      'administra',
    async () => {
      const none = await fetch(`${url('REGISTRY_URL')}/apps/mf-inbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'If-Match': '"0"' },
        body: '{"action":"rollback"}',
      });
      expect(none.status).toBe(401);
      expect((await registryFull('curioso@demo-lotengo.iam.gserviceaccount.com')).status).toBe(403);
      expect((await registryFull('release-admin@demo-lotengo.iam.gserviceaccount.com')).status).toBe(200);
      const deployer = await registryFull('ci-account@demo-lotengo.iam.gserviceaccount.com');
      expect(deployer.status).toBe(200);
      expect(((await deployer.json()) as Registry).history.at(-1)).toHaveProperty('credential');
    },
  );
});
