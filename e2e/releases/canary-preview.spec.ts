/**
 * Canary and preview as browsers meet them. A renamed version of mf-requests goes live as a
 * 50 % canary: two browsers with fixed canary ids (one in its share, one not) each keep their version
 * across reloads and tabs. A preview link shows the "Vista previa" marker and that version in that tab
 * only; a preview the store does not hold (an unknown version, a URL, another origin) is refused with
 * the Spanish notice and the live version loads. The registry is put back as it was.
 */
import { E2E_PORTS, expect, paths, test, type BrowserContext, type Page } from '../support';
import { laneDeployment, liveVersion, releaseRenamed, requestsTo } from '../support/releases';
import { bucketOf, newCanaryId } from '@lotengo/platform/releases/canary';
import { CANARY_STORAGE_KEY } from '@lotengo/shared/build/session-keys';
import { endCanary, startCanary } from '../../scripts/lib/releases/operations';

const REQUESTS_ORIGIN = `http://localhost:${E2E_PORTS.mf_requests}`;
const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;
const REFUSED = 'No se pudo abrir la vista previa';

/** A canary id whose bucket for mf-requests is in (or out of) a 50 % canary. */
function idFor(inCanary: boolean): string {
  for (;;) {
    const id = newCanaryId();
    if (bucketOf(id, 'mf_requests') < 50 === inCanary) return id;
  }
}

/** A browser that already holds this canary id (in its localStorage, where the page keeps it). */
async function browserWithId(browser: import('@playwright/test').Browser, id: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-PE' });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CANARY_STORAGE_KEY,
    id,
  ] as const);
  return context;
}

/** The canary id a tab's page keeps. */
const idIn = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CANARY_STORAGE_KEY);

/** Opens the request search and answers which mf-requests version folders the tab loaded from. */
async function versionsLoaded(page: Page, url: string = paths.requests): Promise<Set<string>> {
  const urls = requestsTo(page, REQUESTS_ORIGIN);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  return new Set(urls.map((u) => new URL(u).pathname.split('/')[1]!).filter(Boolean));
}

test.describe.serial('canario y vista previa', () => {
  test.setTimeout(240_000);
  let stable: string;
  let canary: string;

  test.beforeAll(async () => {
    // A production build of mf-requests (renamed files): minutes on a busy 2-core machine.
    test.setTimeout(300_000);
    stable = liveVersion('mf_requests');
    canary = await releaseRenamed('mf_requests', `canary-${Date.now()}`);
    await startCanary({
      deployment: laneDeployment(),
      app: 'mf_requests',
      version: canary,
      percent: 50,
      why: 'e2e: canario al 50 %',
    });
  });

  test.afterAll(async () => {
    await endCanary({ deployment: laneDeployment(), app: 'mf_requests', why: 'e2e: fin del canario' });
    expect(liveVersion('mf_requests')).toBe(stable);
  });

  test('dos navegadores con su id: cada uno conserva su versión al recargar y en otra pestaña', async ({ browser }) => {
    for (const [inside, expected] of [
      [true, () => canary],
      [false, () => stable],
    ] as const) {
      const context = await browserWithId(browser, idFor(inside));
      try {
        const page = await context.newPage();
        for (let i = 0; i < 3; i += 1) expect([...(await versionsLoaded(page))]).toEqual([expected()]);
        const other = await context.newPage();
        expect([...(await versionsLoaded(other))]).toEqual([expected()]);
        const id = await idIn(page);
        const config = (await (await page.request.get(`${SHELL_ORIGIN}/config.json?canary=${id}`)).json()) as {
          release: { canary: string[] };
        };
        expect(config.release.canary).toEqual(inside ? ['mf-requests'] : []);
      } finally {
        await context.close();
      }
    }
  });

  test(
    'un navegador nuevo crea su id en su primera ' + 'visita, lo conserva y no ' + 'recibe ninguna cookie',
    async ({ browser }) => {
      const context = await browser.newContext({ locale: 'es-PE' });
      try {
        const page = await context.newPage();
        const first = await versionsLoaded(page);
        const id = await idIn(page);
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect([...first]).toEqual([bucketOf(id!, 'mf_requests') < 50 ? canary : stable]);
        await page.reload();
        expect(await versionsLoaded(page)).toEqual(first);
        expect(await idIn(page)).toBe(id);
        // No cookie carries it: the site's only cookie is the detail's (`__session` on /page/property/).
        expect(
          (await context.cookies(SHELL_ORIGIN)).filter((c) => c.name === '__session' || c.value.includes(id!)),
        ).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('un enlace de vista previa: marcador, esa versión solo en esa pestaña, y salir', async ({ browser }) => {
    const context = await browserWithId(browser, idFor(false));
    try {
      const page = await context.newPage();
      expect([...(await versionsLoaded(page, `${paths.requests}?preview=mf-requests@${canary}`))]).toEqual([canary]);
      const marker = page.getByRole('status').filter({ hasText: `Vista previa: mf-requests ${canary}` });
      await expect(marker).toBeVisible();
      // The tab keeps it without the parameter; another tab of the same browser does not see it.
      expect([...(await versionsLoaded(page))]).toEqual([canary]);
      await expect(marker).toBeVisible();
      const other = await context.newPage();
      expect([...(await versionsLoaded(other))]).toEqual([stable]);
      await expect(other.getByText(/^Vista previa: /)).toHaveCount(0);
      await other.close();

      const urls = requestsTo(page, REQUESTS_ORIGIN);
      await marker.getByRole('button', { name: 'Salir de la vista previa' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Vista previa: /)).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
      expect(urls.some((u) => u.includes(`/${stable}/`))).toBe(true);
    } finally {
      await context.close();
    }
  });

  for (const bogus of [
    'mf-requests@abc1234-ffffffffff',
    'mf-requests@https://evil.example/mf-manifest.json',
    'mf-requests@//evil.example',
    'mf-requests@..%2F..%2Fshell',
    'https://evil.example/mf-manifest.json',
    'shell@abc1234-ffffffffff',
  ]) {
    test(`una vista previa que no está en el almacén se rechaza con aviso: ${bogus}`, async ({ browser }) => {
      const context = await browserWithId(browser, idFor(false));
      try {
        const page = await context.newPage();
        const foreign: string[] = [];
        page.on('request', (r) => {
          if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(r.url())) foreign.push(r.url());
        });
        const loaded = await versionsLoaded(
          page,
          `${paths.requests}?preview=${encodeURIComponent(bogus).replace(/%25/g, '%')}`,
        );
        expect([...loaded]).toEqual([stable]);
        const notice = page.getByRole('status').filter({ hasText: REFUSED });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText('Se muestra la versión en vivo.');
        await expect(page.getByText(/^Vista previa: /)).toHaveCount(0);
        expect(foreign).toEqual([]);
        expect(await page.evaluate(() => sessionStorage.getItem('lt_preview'))).toBeNull();
        await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
        await expect(notice).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});
