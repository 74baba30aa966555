/** Route guards of docs/product/screens.md, docs/product/rules.md, on the composed production site. */
import { checkA11y, demoUser, expect, expectToast, login, paths, test } from '../support';

const HOME = /\/(home)?$/;

test.describe('guardas de rutas', () => {
  for (const path of [paths.inbox, paths.profile, paths.propertyCreate, paths.properties, paths.myRequests]) {
    test(`un visitante en ${path} vuelve al inicio`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(HOME);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar', exact: true })).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkA11y(page);
    });
  }

  for (const path of [paths.requestsCreate(0, 0), paths.editRequest(1)]) {
    test(`un visitante en ${path} va al ingreso con el aviso "Importante"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
      await expectToast(page, 'Para enlazar tu propiedad debes registrarte o ingresar con tu cuenta', 'Importante');
      await checkA11y(page);
    });
  }

  test('la raíz redirige al inicio', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page);
  });

  test('con sesión, /page/login y /page/registry vuelven al inicio y las páginas privadas se abren', async ({
    page,
  }) => {
    await login(page, demoUser.diego);
    await page.goto(paths.login);
    await expect(page).toHaveURL(HOME);
    await page.goto(paths.registry);
    await expect(page).toHaveURL(HOME);

    await page.goto(paths.inbox);
    await expect(page).toHaveURL(new RegExp(`${paths.inbox}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible();
    await checkA11y(page);

    await page.goto(paths.properties);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible();
    await page.goto(paths.propertyCreate);
    await expect(page.getByRole('heading', { level: 1, name: '¡Tengo una propiedad para ofrecer!' })).toBeVisible();
    await checkA11y(page);
  });
});
