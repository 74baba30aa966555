/**
 * The servers in front of each production build (scripts/serve-static.ts), as the browser meets them:
 * run-time config, CORS for the remotes, caching rules and the SPA fallback.
 */
import { E2E_PORTS, E2E_URLS, expect, test } from '../support';
import { laneAddresses } from '../support/env';
import { liveVersion } from '../support/releases';

const INBOX = `http://localhost:${E2E_PORTS.mf_inbox}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Manifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

test.describe('servidores estáticos', () => {
  test('cada worker usa la pila de su carril: el sitio, la API y el registro de versiones', async ({
    baseURL,
    request,
  }, testInfo) => {
    // One stack per worker (e2e/support/env.ts): the config's baseURL and the support's addresses agree.
    const lane = laneAddresses(testInfo.parallelIndex);
    expect(baseURL).toBe(lane.urls.shell);
    const { shell, api, auth, control, mail } = lane.urls;
    expect(E2E_URLS).toEqual({ shell, api, auth, control, mail });
    expect(process.env.REGISTRY_URL).toBe(lane.urls.registry);
    const cfg = await (await request.get('/config.json')).json();
    expect(cfg.apiBaseUrl).toBe(lane.urls.api);
  });

  test('cada app sirve /config.json con las URLs del stack, sin caché', async ({ request }) => {
    for (const port of Object.values(E2E_PORTS).filter((p) => p !== E2E_PORTS.api && p !== E2E_PORTS.auth)) {
      const res = await request.get(`http://localhost:${port}/config.json`);
      expect(res.status()).toBe(200);
      // Per browser (a canary picks per cookie): never kept by a shared cache, always revalidated.
      expect(res.headers()['cache-control']).toBe('private, no-cache');
      const cfg = await res.json();
      expect(cfg.apiBaseUrl).toBe(E2E_URLS.api);
      expect(cfg.authEmulatorUrl).toBe(E2E_URLS.auth);
      // The registry's live version of the remote, in a folder whose files never change.
      expect(cfg.remotes.mf_inbox).toBe(`${INBOX}/${liveVersion('mf_inbox')}/mf-manifest.json`);
    }
  });

  test('un remote permite CORS y guarda un año cada archivo de una versión; el registro no se guarda', async ({
    request,
  }) => {
    const base = `${INBOX}/${liveVersion('mf_inbox')}`;
    const manifestRes = await request.get(`${base}/mf-manifest.json`, { headers: { Origin: E2E_URLS.shell } });
    expect(manifestRes.status()).toBe(200);
    expect(manifestRes.headers()['access-control-allow-origin']).toBe('*');
    expect(manifestRes.headers()['cache-control']).toBe(IMMUTABLE);

    const entry = await request.get(`${base}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe(IMMUTABLE);

    const manifest = (await manifestRes.json()) as Manifest;
    const chunk = manifest.exposes.find((e) => e.name === 'inbox-page')?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
    const chunkRes = await request.get(`${base}/${chunk}`);
    expect(chunkRes.status()).toBe(200);
    expect(chunkRes.headers()['cache-control']).toBe(IMMUTABLE);

    const preflight = await request.fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status()).toBe(204);

    const registry = await request.get(`${E2E_URLS.shell}/registry.json`);
    expect(registry.status()).toBe(200);
    expect(registry.headers()['cache-control']).toBe('no-cache');
    expect((await registry.json()).apps['mf-inbox'].live).toBe(liveVersion('mf_inbox'));

    // The page loads the shell's live version from its own folder.
    const html = await (await request.get(`${E2E_URLS.shell}/`)).text();
    expect(html).toContain(`src="/${liveVersion('shell')}/main.js"`);
  });

  test('una ruta del sitio devuelve index.html; un archivo que no existe, 404', async ({ request }) => {
    const page = await request.get(`${E2E_URLS.shell}/page/edit-request/12`);
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const missing = await request.get(`${INBOX}/${liveVersion('mf_inbox')}/chunk-que-no-existe.1234abcd.js`);
    expect(missing.status()).toBe(404);
    const noVersion = await request.get(`${INBOX}/0000000-0123456789/mf-manifest.json`);
    expect(noVersion.status()).toBe(404);
  });

  test('/page/requests llega con su propio HTML: título y encabezado antes de cualquier JavaScript', async ({
    request,
  }) => {
    for (const url of [`${E2E_URLS.shell}/page/requests`, `${E2E_URLS.shell}/page/requests/?operation=2`]) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<title>Búsqueda de solicitudes · Lo Tengo</title>');
      expect(html).toContain('data-prerendered="/page/requests"');
      expect(html).toContain('<h1 class="page-skeleton__title">Búsqueda de solicitudes</h1>');
    }
    // The landing keeps its own file; a route without one gets it too (the SPA fallback).
    const other = await (await request.get(`${E2E_URLS.shell}/page/contact`)).text();
    expect(other).toContain('data-prerendered="/home"');
    expect(other).not.toContain('<h1 class="page-skeleton__title">');
  });
});
