/** A search lives in the URL: a shared link, a reload and back/forward reproduce it. */
import { checkA11y, expect, paths, test, type Page } from '../support';

const codesOn = async (page: Page) => {
  await expect(page.getByTestId('request-card').first()).toBeVisible();
  return page
    .getByTestId('request-card')
    .getByText(/^Código: \d+$/)
    .allTextContents();
};
const countOn = (page: Page) => page.getByText(/^\d+ Resultados$/).textContent();

test('un enlace de búsqueda compartido reproduce sus resultados', async ({ page, browser }) => {
  await page.goto(paths.requests);
  await page.getByLabel('Departamento', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Provincia', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Tipo de operación', { exact: true }).selectOption({ label: 'ALQUILAR' });
  await page.getByRole('button', { name: 'BUSCAR', exact: true }).click();
  await expect(page).toHaveURL(/\?dep=LIMA&prov=LIMA&ubigeo=150100&op=2$/);
  const url = page.url();
  const codes = await codesOn(page);
  const count = await countOn(page);

  // Someone else opens the link in a fresh browser: same filters, same results.
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(url);
  await expect(shared.getByLabel('Departamento', { exact: true })).toHaveValue('LIMA');
  await expect(shared.getByLabel('Provincia', { exact: true })).toHaveValue('LIMA');
  await expect(shared.getByLabel('Tipo de operación', { exact: true })).toHaveValue('2');
  expect(await codesOn(shared)).toEqual(codes);
  expect(await countOn(shared)).toBe(count);
  await checkA11y(shared);
  await other.close();

  // Reload reproduces it; a second search is a new history entry that Back undoes.
  await page.reload();
  expect(await codesOn(page)).toEqual(codes);
  await page.getByLabel('Distrito', { exact: true }).selectOption({ label: 'MIRAFLORES' });
  await page.getByRole('button', { name: 'BUSCAR', exact: true }).click();
  await expect(page).toHaveURL(/ubigeo=150122/);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Distrito', { exact: true })).toHaveValue('');
  expect(await codesOn(page)).toEqual(codes);
  await page.goForward();
  await expect(page).toHaveURL(/ubigeo=150122/);
  await expect(page.getByLabel('Distrito', { exact: true })).toHaveValue('150122');

  // A garbled link does not break the page: bad values are ignored.
  await page.goto(`${paths.requests}?op=banana&ubigeo=12&pmin=-3&type=%00`);
  await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
  await expect(page.getByTestId('request-card').first()).toBeVisible();
});
