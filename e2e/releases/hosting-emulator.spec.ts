/**
 * The release store served by Firebase Hosting with the committed firebase.json (its
 * five sites, headers and rewrites, and the functions its rewrites name: /config.json per request and
 * the pointer service), through the real Hosting and Functions emulators together, offline. Canary
 * share and stickiness by the `__session` cookie (the one Hosting forwards) and a preview link are
 * checked on /config.json as Hosting answers it. The run's store (the
 * global setup released and promoted every app) gets its in-place config.json written for the
 * emulator's origins, as a deploy writes it for production's; then the headers are the committed ones
 * (a year of immutable cache on version files, no-cache on the pages, config and registry, CORS open)
 * and the composed site works from Hosting: home and /page/requests with results from the e2e API, no
 * console error, no failed request. The store's config.json files are put back afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, E2E_URLS, expect, test, type Page } from '../support';
import { E2E_PORT_OFFSET } from '../support/env';
import { predictedOrigins, startHostingEmulator, type HostingEmulator } from '../support/hosting-emulator';
import { deleteVersion, releasesDir, requestsTo, watchProblems } from '../support/releases';
import { APP_DIRS, APP_NAMES, REGISTRY_FILE, versionDir, type AppName } from '../../scripts/lib/releases/layout';
import { liveVersions, publicRegistry, readRegistry } from '../../scripts/lib/releases/registry';
import { writeSiteFiles } from '../../scripts/lib/releases/site-files';
import { addBuild, endCanary, startCanary } from '../../scripts/lib/releases/operations';
import { bucketOf, CANARY_COOKIE } from '../../scripts/lib/releases/canary';
import { idTokenOf } from '../support/api';
import { registeredDemoUsers } from '@lotengo/mock-api/demo-users';
import { DETAIL_TOKEN_COOKIE } from '@lotengo/shared/build/session-keys';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The Hosting emulator's own ports: first site here, the others at +5…+8, hub +20, logging +21. Their
 * last two digits (30…51) are none of the e2e stack's (00–01, 80–84, 99, e2e/support/env.ts), so runs
 * whose offsets differ by hundreds (E2E_PORT_OFFSET=500, 1000, …) never take each other's ports.
 */
const HOSTING_BASE_PORT = 18530 + E2E_PORT_OFFSET;

let emulator: HostingEmulator | undefined;
/** The in-place config.json of each app before this file wrote them (null: there was none). */
const savedConfigs = new Map<string, string | null>();

const store = () => releasesDir();
/** The sites' static config.json files, which a deploy leaves out (firebase.json `ignore`): the function answers. */
const dropStaticConfigs = () => APP_NAMES.forEach((app) => fs.rmSync(path.join(store(), APP_DIRS[app], 'config.json'), { force: true }));
const origins = () => emulator!.origins;
const live = (app: AppName) => {
  const version = liveVersions(readRegistry(store()))[app];
  if (!version) throw new Error(`${APP_DIRS[app]} no tiene versión en vivo en el almacén de la ejecución`);
  return version;
};

async function get(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Everything the shell's tab asked of the e2e stack's own static servers (there should be nothing). */
function requestsToLocalServers(page: Page): string[] {
  const local = APP_NAMES.map((app) => `http://localhost:${E2E_PORTS[app]}`);
  const urls: string[] = [];
  page.on('request', (r) => {
    if (local.some((o) => r.url().startsWith(o))) urls.push(r.url());
  });
  return urls;
}

test.describe.serial('Firebase Hosting (emulador) sirve el almacén de versiones con el firebase.json del repositorio', () => {
  test.beforeAll(async () => {
    // Starting the emulator on a slow two-core machine takes a while; the stack is already up.
    test.setTimeout(180_000);
    for (const app of APP_NAMES) {
      const file = path.join(store(), APP_DIRS[app], 'config.json');
      savedConfigs.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    // The sites' settings (the local environment: this machine's variables, the emulator's origins).
    const siteEnv = (o: Record<AppName, string>): NodeJS.ProcessEnv => ({
      MF_REQUESTS_URL: o.mf_requests,
      MF_PROPERTIES_URL: o.mf_properties,
      MF_INBOX_URL: o.mf_inbox,
      MF_ACCOUNT_URL: o.mf_account,
      API_URL: E2E_URLS.api,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${E2E_PORTS.auth}`,
    });
    // The functions read the run's registry file and answer /config.json with those settings.
    const functionsEnv = (o: Record<AppName, string>) => ({ LOTENGO_STORE: store(), LOTENGO_ENV: '', ...siteEnv(o) });
    emulator = await startHostingEmulator({ store: store(), basePort: HOSTING_BASE_PORT, timeoutMs: 150_000, functionsEnv });
    // What a pointer move does to the sites' pages. A static config.json would shadow the rewrite to the
    // function (Hosting serves a file before any rewrite; firebase.json's `ignore` keeps it out of a deploy).
    writeSiteFiles(store(), readRegistry(store()), siteEnv(emulator.origins));
    dropStaticConfigs();
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    try {
      await emulator?.stop();
    } finally {
      emulator = undefined;
      // The store as it was: only config.json differs (the pages are the same live versions).
      for (const [file, content] of savedConfigs) {
        if (content === null) fs.rmSync(file, { force: true });
        else fs.writeFileSync(file, content);
      }
    }
  });

  test('cada app es un sitio propio, con las cabeceras y reescrituras de firebase.json', async () => {
    const o = origins();
    expect(new Set(Object.values(o)).size).toBe(APP_NAMES.length);
    // The functions were told these origins before the emulator chose them.
    expect(o).toEqual(predictedOrigins(Number(new URL(o.shell).port)));
    const shellVersion = live('shell');
    const requestsVersion = live('mf_requests');

    // Pages, config and registry: never cached, open to the other origins.
    for (const url of [`${o.shell}/`, `${o.shell}/index.html`, `${o.shell}/${REGISTRY_FILE}`, `${o.shell}/config.json`, `${o.mf_requests}/config.json`]) {
      const res = await get(url);
      expect({ url, status: res.status, cache: res.headers.get('cache-control'), cors: res.headers.get('access-control-allow-origin') }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
        cors: '*',
      });
    }
    const home = await get(`${o.shell}/`);
    expect(home.body).toContain(`src="/${shellVersion}/main.js"`);
    // The public registry from the pointer service (a rewrite to the function): versions, no people.
    expect(JSON.parse((await get(`${o.shell}/${REGISTRY_FILE}`)).body)).toEqual(publicRegistry(readRegistry(store())));
    const config = JSON.parse((await get(`${o.shell}/config.json`)).body);
    expect(config.remotes.mf_requests).toBe(`${o.mf_requests}/${requestsVersion}/mf-manifest.json`);
    expect(config.apiBaseUrl).toBe(E2E_URLS.api);

    // A version's files: a year of immutable cache, from whatever origin loads them.
    for (const url of [`${o.shell}/${shellVersion}/main.js`, `${o.mf_requests}/${requestsVersion}/mf-manifest.json`, `${o.mf_requests}/${requestsVersion}/remoteEntry.js`]) {
      const res = await get(url);
      expect({ url, status: res.status, cache: res.headers.get('cache-control'), cors: res.headers.get('access-control-allow-origin') }).toEqual({
        url,
        status: 200,
        cache: IMMUTABLE,
        cors: '*',
      });
    }

    // The prerendered routes get their own first screen; any other route the SPA's index.html.
    const requestsPage = await get(`${o.shell}/page/requests`);
    expect([requestsPage.status, requestsPage.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(requestsPage.body).toContain('Búsqueda de solicitudes');
    expect(requestsPage.body).toContain(`src="/${shellVersion}/main.js"`);
    const indexPage = await get(`${o.shell}/index`);
    expect(indexPage.status).toBe(200);
    expect(indexPage.body).toContain('Solicitudes de nuestra comunidad');
    const loginPage = await get(`${o.shell}/page/login`);
    expect([loginPage.status, loginPage.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(loginPage.body).toBe(home.body);

    // A file that is not there is a 404 (never index.html): the federation runtime must see the failure.
    const missing = await get(`${o.shell}/${shellVersion}/no-existe.0123abcd.js`);
    expect(missing.status).toBe(404);
    expect((await get(`${o.mf_requests}/${requestsVersion}/no-existe.0123abcd.js`)).status).toBe(404);

    // A remote's standalone page, from its own site.
    const inbox = await get(`${o.mf_inbox}/page/buzon`);
    expect([inbox.status, inbox.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(inbox.body).toContain(`/${live('mf_inbox')}/`);
  });

  test('el sitio compuesto carga desde Hosting: inicio y /page/requests con resultados de la API, sin errores', async ({ page }) => {
    const o = origins();
    const problems = watchProblems(page);
    const fromRequestsSite = requestsTo(page, o.mf_requests);
    const toLocalServers = requestsToLocalServers(page);
    const apiCalls = requestsTo(page, E2E_URLS.api);

    await page.goto(`${o.shell}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Explorar', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The home's request list is mf-requests' (from its Hosting site) filled from the API.
    await expect(page.getByTestId('request-card').first()).toBeVisible({ timeout: 30_000 });

    // Client-side navigation to the search through the shell's own link…
    await header.getByRole('link', { name: 'Explorar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible({ timeout: 30_000 });

    // …and a first load of /page/requests: its prerendered page (Hosting rewrite), then the results.
    await page.goto(`${o.shell}/page/requests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('request-card').first()).toBeVisible();

    expect(problems).toEqual([]);
    const version = live('mf_requests');
    expect(fromRequestsSite.some((u) => u.startsWith(`${o.mf_requests}/${version}/`))).toBe(true);
    expect(fromRequestsSite.filter((u) => !u.startsWith(`${o.mf_requests}/${version}/`))).toEqual([]);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(toLocalServers).toEqual([]);
  });
  test('el detalle de una propiedad lo responde la función: su primera foto en el HTML solo para quien la API deja verla', async () => {
    const o = origins();
    const owner = registeredDemoUsers[0]!;
    const ownerToken = await idTokenOf(owner);
    // One of the owner's properties with a photo, as the API shows it to the owner.
    let mine: { propertyId: number; multimedias: { fileUrl: string }[] } | undefined;
    for (let id = 1; id <= 60 && !mine; id++) {
      const res = await fetch(`${E2E_URLS.api}/property/${id}`, { headers: { authorization: `Bearer ${ownerToken}` } });
      const body = res.ok ? ((await res.json()) as { propertyId: number; userCode: number; multimedias: { fileUrl: string }[] }) : null;
      if (body && body.userCode === owner.userCode && body.multimedias.length > 0) mine = body;
    }
    expect(mine, `${owner.email} no tiene propiedades con fotos en la semilla`).toBeTruthy();
    const url = `${o.shell}/page/property/${mine!.propertyId}`;
    const as = async (token: string | null) => {
      const res = await fetch(url, { headers: token ? { cookie: `${DETAIL_TOKEN_COOKIE}=${token}` } : {}, signal: AbortSignal.timeout(15_000) });
      return { status: res.status, cache: res.headers.get('cache-control'), link: res.headers.get('link'), body: await res.text() };
    };
    // The owner's browser (Hosting forwards `__session` to the function): the photo is in the page.
    const own = await as(ownerToken);
    expect([own.status, own.cache], `la función no escribió la foto:\n${emulator!.output().slice(-3000)}`).toEqual([200, 'private, no-cache']);
    expect(own.body).toContain(`data-for-uid="${owner.uid}"`);
    const first = mine!.multimedias[0]!.fileUrl;
    expect(own.body).toContain(first.startsWith('http') ? first : `${E2E_URLS.api}${first}`);
    expect(own.link).toContain('rel=preload; as=image');
    // Someone the API does not let see it, and a browser without a session: the bare template.
    let strangerToken: string | undefined;
    for (const u of registeredDemoUsers.filter((x) => x.userCode !== owner.userCode && x.provider === 'password')) {
      const token = await idTokenOf(u);
      const res = await fetch(`${E2E_URLS.api}/property/${mine!.propertyId}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 403) {
        strangerToken = token;
        break;
      }
    }
    expect(strangerToken, 'la semilla no tiene a nadie a quien la API le niegue la propiedad').toBeTruthy();
    for (const other of [strangerToken!, null]) {
      const page = await as(other);
      expect([page.status, page.cache, page.link]).toEqual([200, 'private, no-cache', null]);
      expect(page.body).toContain('<div class="ltg-frame"></div>');
      expect(page.body).not.toContain('data-for-uid');
      expect(page.body).toContain(`src="/${live('shell')}/main.js"`);
    }
  });

  test('/config.json lo responde la función: canario por __session (reparto y permanencia) y vista previa comprobada', async () => {
    test.setTimeout(120_000);
    const o = origins();
    const live = liveVersions(readRegistry(store())).mf_inbox!;
    // A second version of mf-inbox without a build: the live one's files plus one more.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-hosting-canary-'));
    fs.cpSync(versionDir(store(), 'mf_inbox', live), copy, { recursive: true });
    fs.rmSync(path.join(copy, 'release.json'));
    for (const f of fs.readdirSync(copy, { recursive: true }) as string[]) fs.chmodSync(path.join(copy, f), 0o755);
    fs.writeFileSync(path.join(copy, `canario-${Date.now()}.txt`), 'canario');
    const canary = addBuild({ store: store(), app: 'mf_inbox', builtDir: copy }).record.version;
    fs.rmSync(copy, { recursive: true, force: true });
    await startCanary({ store: store(), app: 'mf_inbox', version: canary, percent: 50, by: 'e2e', why: 'e2e: canario en Hosting' });
    dropStaticConfigs();
    try {
      // Fresh browsers: each gets its own __session id, and the version its bucket says.
      const FRESH = 40;
      let onCanary = 0;
      const ids: Array<{ id: string; version: string }> = [];
      for (let i = 0; i < FRESH; i += 1) {
        const res = await fetch(`${o.shell}/config.json`, { signal: AbortSignal.timeout(15_000) });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toContain('no-cache');
        const id = /__session=([0-9a-f]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
        const text = await res.text();
        expect(id, `la primera visita recibe la cookie __session (registro: ${JSON.stringify(readRegistry(store()).apps['mf-inbox'])}; respuesta: ${text.slice(0, 400)})`).toBeTruthy();
        const body = JSON.parse(text) as { remotes: Record<string, string>; release: { versions: Record<string, string>; canary: string[] } };
        const expected = bucketOf(id!, 'mf_inbox') < 50 ? canary : live;
        expect(body.release.versions['mf-inbox']).toBe(expected);
        expect(body.remotes.mf_inbox).toBe(`${o.mf_inbox}/${expected}/mf-manifest.json`);
        if (expected === canary) onCanary += 1;
        ids.push({ id: id!, version: expected });
      }
      expect(onCanary).toBeGreaterThan(FRESH * 0.2);
      expect(onCanary).toBeLessThan(FRESH * 0.8);
      // Sticky: the same cookie, the same version, every time (Hosting forwards only __session).
      for (const { id, version } of ids.slice(0, 10)) {
        for (let k = 0; k < 2; k += 1) {
          const res = await fetch(`${o.shell}/config.json`, { headers: { Cookie: `${CANARY_COOKIE}=${id}` }, signal: AbortSignal.timeout(15_000) });
          expect(res.headers.get('set-cookie')).toBeNull();
          expect(((await res.json()) as { release: { versions: Record<string, string> } }).release.versions['mf-inbox']).toBe(version);
        }
      }
      // A preview link: a version the store has, for this request only; anything else a 400 with the reason.
      const preview = await fetch(`${o.shell}/config.json?preview=mf-inbox@${canary}`, { headers: { Cookie: `${CANARY_COOKIE}=${ids.find((x) => x.version === live)!.id}` } });
      const previewed = (await preview.json()) as { release: { versions: Record<string, string>; preview: unknown } };
      expect([preview.status, previewed.release.versions['mf-inbox'], previewed.release.preview]).toEqual([200, canary, { app: 'mf-inbox', version: canary }]);
      const missing = await fetch(`${o.shell}/config.json?preview=mf-inbox@abc1234-ffffffffff`);
      expect([missing.status, await missing.json()]).toEqual([
        400,
        { message: 'Vista previa rechazada: la versión abc1234-ffffffffff de mf-inbox no está en el almacén de versiones.', field: 'preview' },
      ]);
    } finally {
      await endCanary({ store: store(), app: 'mf_inbox', by: 'e2e', why: 'e2e: fin del canario en Hosting' });
      deleteVersion('mf_inbox', canary);
    }
  });

  test('el servicio del registro detrás de Hosting: sin credencial 401, sin If-Match 428', async () => {
    const o = origins();
    const read = await fetch(`${o.shell}/registry.json`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${readRegistry(store()).revision}"`);
    const none = await fetch(`${o.shell}/registry/apps/mf-inbox`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'If-Match': '"0"' }, body: '{"action":"rollback"}' });
    expect(none.status).toBe(401);
  });
});
