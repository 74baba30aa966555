/** A visitor browses the requests and both calls to action send them to login (docs/product/screens.md Home,
 * docs/product/rules.md, docs/product/texts.md). */
import { HOME_REQUESTS_ANCHOR } from '@lotengo/shared/routing';
import { checkA11y, expect, expectToast, paths, test } from '../support';
import { requestsTexts } from '@lotengo/mf-requests/texts';

const r = requestsTexts;

test.describe('visitante en las solicitudes', () => {
  test('navega el inicio y la búsqueda; "Quiero una propiedad" lleva al ingreso con "¡Hola Dreamer!"', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const list = page.locator(`#${HOME_REQUESTS_ANCHOR}`);
    await expect(list.getByTestId('request-card').first()).toBeVisible();
    await expect(list.getByRole('heading', { name: r.search.popularTitle })).toBeVisible();
    await checkA11y(page);

    // "Tengo una propiedad" scrolls to the public request list.
    await page.getByRole('button', { name: 'Tengo una propiedad', exact: true }).click();
    await expect(list).toBeInViewport();

    await page.getByRole('button', { name: 'Quiero una propiedad', exact: true }).click();
    await expectToast(page, 'Por favor, inicia sesión o regístrate para continuar', '¡Hola Dreamer!');
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
  });

  test('"¡Lo tengo!" sin sesión muestra "Importante" y lleva al ingreso', async ({ page }) => {
    await page.goto(paths.requests);
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible();
    await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
    const cards = page.getByTestId('request-card');
    await expect(cards.first()).toBeVisible();
    await checkA11y(page);

    // Bounded list: the first page only, more on demand.
    const shown = await cards.count();
    expect(shown).toBeLessThanOrEqual(12);
    const more = page.getByRole('button', { name: r.search.loadMore });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }

    await cards.first().getByRole('button', { name: '¡Lo tengo!' }).click();
    await expectToast(page, 'Para enlazar tu propiedad debes registrarte o ingresar con tu cuenta', 'Importante');
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
  });

  test('la página /index muestra sus tarjetas con "Busca" y el código del usuario', async ({ page }) => {
    await page.goto(paths.index);
    const card = page.getByTestId('request-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Busca · (COMPRAR|ALQUILAR)$/)).toBeVisible();
    await expect(card.getByText(/^Usuario \d+$/)).toBeVisible();
    await expect(card.getByRole('img', { name: /^(Alquiler|Compra)$/ })).toBeVisible();
    await checkA11y(page);
  });
});
