/**
 * "Demanda": the public figures equal the API's (and its request search's), the district ranking opens
 * the filtered search, it reads at 360 px and by keyboard, and the publish form's panel follows the price.
 * Demo data: the default seed's demand cohort (mock-api/src/seed/demand-cohort.ts).
 */
import { PROCESS_RENT, apiPaths } from '@lotengo/shared/contracts';
import {
  demandApiPaths,
  demandSummarySchema,
  propertyDemandSchema,
  type DemandCount,
} from '@lotengo/shared/contracts/demand';
import { demandTexts } from '@lotengo/shared/i18n/demand';
import { checkA11y, demoUser, E2E_URLS, expect, login, paths, test, type Page } from '../support';
import { shellTexts } from '@lotengo/shell/texts';

const t = demandTexts;
const LA_MOLINA = 150114;
const FLAT = 2;

/** Figures as the page writes them: the exact number from 5 up, "menos de 5" below. */
const asText = (c: DemandCount) => (c === 'few' ? t.few : c.toLocaleString('en-US'));

async function summaryFromApi(query: Record<string, number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${E2E_URLS.api}${demandApiPaths.summary}?${params}`);
  expect(res.ok).toBe(true);
  return demandSummarySchema.parse(await res.json());
}

/** The request search's own count for the same filter (X-Total-Count): an independent check of the total. */
async function searchTotal(filter: Record<string, number>) {
  const res = await fetch(`${E2E_URLS.api}${apiPaths.houseRequestSearch}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...filter, pageSize: 1 }),
  });
  expect(res.ok).toBe(true);
  return Number(res.headers.get('x-total-count'));
}

/** The rows of a figure's table (the text alternative a screen reader reaches). */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));

async function choose(page: Page, { district, operation }: { district?: string; operation?: string }) {
  await page.getByLabel('Departamento', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Provincia', { exact: true }).selectOption('LIMA');
  if (district) await page.getByLabel('Distrito', { exact: true }).selectOption({ label: district });
  if (operation) await page.getByLabel(t.page.operation, { exact: true }).selectOption({ label: operation });
  await page.getByRole('button', { name: t.page.submit }).click();
}

test.describe('Demanda', () => {
  test(
    'las cifras de una provincia y de un distrito son las de la API y las de la búsqueda; el ranking abre ' +
      'la búsqueda filtrada',
    async ({ page }) => {
      await page.goto(paths.home);
      await page.getByRole('link', { name: shellTexts.home.demandLink }).click();
      await expect(page).toHaveURL(paths.demand);
      await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();

      await choose(page, { operation: 'ALQUILAR' });
      await expect(page).toHaveURL(`${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150100&op=2`);
      const province = await summaryFromApi({ ubigeoId: 150100, tprocessId: PROCESS_RENT });
      expect(province.total).not.toBe('few');
      expect(province.total).toBe(await searchTotal({ ubigeoId: 150100, tprocessId: PROCESS_RENT }));
      await expect(page.getByTestId('demand-total')).toContainText(t.page.total(asText(province.total)));
      expect(await tableRows(page, t.weeks.title)).toEqual(
        province.weeks.map((w) => [t.weeks.weekLong(w.start), asText(w.count)]),
      );
      expect(await tableRows(page, t.budget.title)).toEqual(
        province.budget!.bins.map((b) => [t.budget.bin(b.from, b.to), asText(b.count)]),
      );
      const { q1, median, q3 } = province.budget!.quartiles;
      await expect(page.getByText(t.budget.summary(q1, median, q3))).toBeVisible();
      await checkA11y(page);

      // The ranking: the first district's link opens the request search filtered to it, with the same count.
      const first = province.districts!.ranked[0]!;
      await page.getByRole('link', { name: t.districts.link(first.district) }).click();
      await expect(page).toHaveURL(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${first.ubigeoId}&op=2`);
      await expect(page.getByText(`${first.count} Resultados`, { exact: true })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150100&op=2`);

      // One district: its figures, "menos de 5" where the API withholds a number.
      await choose(page, { district: 'LA MOLINA' });
      await expect(page).toHaveURL(`${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=${LA_MOLINA}&op=2`);
      const district = await summaryFromApi({ ubigeoId: LA_MOLINA, tprocessId: PROCESS_RENT });
      expect(district.total).toBe(await searchTotal({ ubigeoId: LA_MOLINA, tprocessId: PROCESS_RENT }));
      await expect(page.getByTestId('demand-total')).toContainText(t.page.total(asText(district.total)));
      expect(await tableRows(page, t.bedrooms.title)).toEqual(
        district.bedrooms.map((b) => [t.bedrooms.value(b.bedrooms), asText(b.count)]),
      );
      expect(await tableRows(page, t.types.title)).toEqual(district.types.map((x) => [x.name, asText(x.count)]));
      expect(district.types.some((x) => x.count === 'few')).toBe(true);
      await expect(page.getByRole('heading', { name: t.districts.title })).toHaveCount(0);
    },
  );

  test.describe('en un teléfono', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('cabe en 360 px, se maneja con el teclado y axe no encuentra nada grave', async ({ page }) => {
      await page.goto(`${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150100&op=2`);
      await expect(page.getByTestId('demand-total')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // By keyboard: to the operation, change it, then "Ver demanda".
      await page.getByLabel(t.page.operation, { exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByLabel(t.page.operation, { exact: true })).toHaveValue('3');
      await page.getByRole('button', { name: t.page.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/op=3/);
      const buy = await summaryFromApi({ ubigeoId: 150100, tprocessId: 3 });
      await expect(page.getByTestId('demand-total')).toContainText(t.page.total(asText(buy.total)));
      await checkA11y(page);
    });
  });

  test('el panel del formulario de publicación cambia cuando cambia el precio', async ({ page }) => {
    await login(page, demoUser.lucia);
    await page.goto(paths.propertyCreate);
    const panel = page.getByTestId('panel-demanda-propiedad');
    await expect(panel).toContainText(t.propertyPanel.hint);
    await page.getByLabel('Tipo de operación', { exact: true }).selectOption({ label: 'ALQUILAR' });
    await page.getByLabel('Tipo de propiedad', { exact: true }).selectOption({ label: 'Departamento' });
    await page.getByLabel('Región', { exact: true }).selectOption('LIMA');
    await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('LIMA');
    await page.getByLabel('Distrito', { exact: true }).selectOption({ label: 'LA MOLINA' });

    const ask = async (price: number) => {
      const q = new URLSearchParams({
        ubigeoId: String(LA_MOLINA),
        tprocessId: String(PROCESS_RENT),
        tpropertyId: String(FLAT),
        price: String(price),
      });
      const res = await fetch(`${E2E_URLS.api}${demandApiPaths.property}?${q}`);
      return propertyDemandSchema.parse(await res.json());
    };
    const none = await ask(0);
    await expect(panel.getByTestId('panel-demanda-total')).toHaveText(
      t.propertyPanel.count(asText(none.total), 'Departamento', 'LA MOLINA'),
    );
    await expect(panel.getByRole('link', { name: t.propertyPanel.link })).toHaveAttribute(
      'href',
      `${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${LA_MOLINA}&op=2&type=${FLAT}`,
    );

    const price = page.getByLabel('Precio (US$)', { exact: true });
    const low = await ask(900);
    const high = await ask(4000);
    expect(low.priceAbovePercent).not.toBe(high.priceAbovePercent);
    await price.fill('900');
    await expect(panel.getByTestId('panel-demanda-precio')).toHaveText(
      t.propertyPanel.priceAbove(low.priceAbovePercent!),
    );
    await price.fill('4000');
    await expect(panel.getByTestId('panel-demanda-precio')).toHaveText(
      t.propertyPanel.priceAbove(high.priceAbovePercent!),
    );
    await checkA11y(page);
  });
});
