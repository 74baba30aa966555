/**
 * The site against a backend of the seed's calls only (docs/product/api.md "Capabilities"): a second mock API of
 * the lane with MOCK_CAPABILITIES=seed, the page pointed at it through its /config.json. As a visitor and as
 * a member, every page reads without an error, shows nothing the backend lacks ("Demanda", the bell, the
 * visits tab) and calls nothing it lacks: every request the page makes to that API is one of the seed's.
 */
import { API_BASE_PATH, capabilityOfPath, SEED } from '@lotengo/shared/contracts';
import { HOME_REQUESTS_ANCHOR } from '@lotengo/shared/routing';
import { propertyLinkTexts } from '@lotengo/shared/i18n';
import { inboxTexts } from '@lotengo/mf-inbox/texts';
import { propertiesTexts } from '@lotengo/mf-properties/texts';
import { shellTexts } from '@lotengo/shell/texts';
import { checkA11y, demoUser, E2E_URLS, expect, loginThroughForm, messages, paths, test, type Page } from '../support';
import { startSeedOnlyApi, useSeedOnlyApi, type SeedOnlyApi } from '../support/seed-only-api';

/** What the issue saw on such a backend, and any other failure a page or a toast may say. */
const ERROR_TEXTS = [
  /No se pudo/,
  /No se pudieron/,
  /Ocurrió un error/,
  /No existe esa propiedad/,
  /Algo falló/,
  /no está disponible en este momento/,
];

let api: SeedOnlyApi;
test.beforeAll(async () => {
  api = await startSeedOnlyApi();
});
test.afterAll(async () => {
  await api?.stop();
});

/** Every request the page sends to the seed-only API (path under /mvp, status), and any to the lane's own. */
function recordRequests(page: Page) {
  const calls: { call: string; path: string }[] = [];
  const refused: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith(api.url)) {
      const path = new URL(url).pathname.slice(API_BASE_PATH.length);
      calls.push({ call: `${req.method()} ${path}`, path });
    } else if (url.startsWith(E2E_URLS.api)) elsewhere.push(url);
  });
  page.on('response', (res) => {
    if (res.url().startsWith(api.url) && res.status() === 404) refused.push(res.url());
  });
  return {
    calls,
    /** No call to an operation the backend lacks (its photos are files, not calls), none refused, none elsewhere. */
    expectOnlySeedCalls() {
      const absent = calls.filter((c) => !c.path.startsWith('/static/') && capabilityOfPath(c.path) !== SEED);
      expect(absent.map((c) => c.call)).toEqual([]);
      expect(refused).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(calls.length).toBeGreaterThan(0);
    },
  };
}

/** The page has done what it does on its own, and says nothing went wrong. */
async function expectNoErrorText(page: Page) {
  await page.waitForLoadState('networkidle');
  const body = page.locator('body');
  for (const text of ERROR_TEXTS) await expect(body).not.toContainText(text);
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
}

test.describe('el sitio frente a una API con solo las llamadas originales', () => {
  test('visitante: inicio, búsqueda, sin "Demanda" ni llamadas a lo que la API no tiene', async ({ page }) => {
    const requests = recordRequests(page);
    await useSeedOnlyApi(page, api.url);

    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: shellTexts.home.headline })).toBeVisible();
    await expect(page.locator(`#${HOME_REQUESTS_ANCHOR}`).getByTestId('request-card').first()).toBeVisible();
    // What the API has is known (nothing beyond the seed), and nothing that needs more is on the page.
    await expect(page.locator('html')).toHaveAttribute('data-capabilities', '');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Explorar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: shellTexts.nav.demand, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: shellTexts.home.demandLink })).toHaveCount(0);
    await expectNoErrorText(page);
    await checkA11y(page);

    await header.getByRole('link', { name: 'Explorar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible();
    await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
    await expect(page.getByTestId('request-card').first()).toBeVisible();
    await expectNoErrorText(page);

    // Its address, from a bookmark: a notice in Spanish instead of a page that cannot load.
    await page.goto(paths.demand);
    await expect(page.getByRole('heading', { level: 1, name: messages.common.unavailableTitle })).toBeVisible();
    await expectNoErrorText(page);
    await checkA11y(page);
    requests.expectOnlySeedCalls();
  });

  test('miembro: sus ofertas, sin visitas ni campana, y el detalle de una oferta como lo mostraba', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await useSeedOnlyApi(page, api.url);
    const { diego } = demoUser;
    // Through the form, not a session saved on this worker: a saved one carries the lane API's avatar URL.
    await loginThroughForm(page, diego);
    await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveCount(0);

    await page.goto(paths.inbox);
    await expect(page.getByRole('heading', { level: 1, name: inboxTexts.title })).toBeVisible();
    const card = page.locator('article.lt-inbox-card').first();
    await expect(card).toBeVisible();
    // The visits and the sent offers are the API's additions: their tabs are not there.
    await expect(page.getByRole('tab', { name: inboxTexts.sections.offers })).toBeVisible();
    await expect(page.getByRole('tab', { name: inboxTexts.sections.ownerVisits })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: inboxTexts.sections.sent })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveCount(0);
    await expectNoErrorText(page);
    await checkA11y(page);

    // A link to the visits tab opens the offers.
    await page.goto(`${paths.inbox}?seccion=visitas`);
    await expect(page.getByRole('tab', { name: inboxTexts.sections.offers })).toHaveAttribute('aria-selected', 'true');
    await expect(card).toBeVisible();
    await expectNoErrorText(page);

    // An offer's detail: what the offer holds, with its like and reject, never "No existe esa propiedad".
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('link', { name: propertyLinkTexts.viewLabel(title) }).click();
    await expect(page).toHaveURL(/\/page\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(propertiesTexts.detail.seedNote)).toBeVisible();
    await expect(page.getByRole('button', { name: `Me gusta: ${title}`, exact: true })).toBeVisible();
    await expectNoErrorText(page);
    await checkA11y(page);
    // Opened cold (a reload, a link in an e-mail): the same, and the early script asks nothing of the detail.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: `Me gusta: ${title}`, exact: true })).toBeVisible();
    await expectNoErrorText(page);

    await page.goto(paths.notifications);
    await expect(page.getByRole('heading', { level: 1, name: messages.common.unavailableTitle })).toBeVisible();
    await expectNoErrorText(page);
    requests.expectOnlySeedCalls();
  });
});
