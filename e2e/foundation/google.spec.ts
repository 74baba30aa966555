/**
 * Google sign-in (docs/product/screens.md, Login) against the Auth emulator: the real SDK popup flow and the emulator's
 * own account chooser; only apis.google.com is replaced by a local stand-in (no internet here).
 */
import {
  checkA11y,
  demoUser,
  expect,
  expectToast,
  greeting,
  newUser,
  paths,
  register,
  serveGoogleApiStandIn,
  test,
} from '../support';

test.describe('ingreso con Google', () => {
  test.beforeEach(async ({ context }) => {
    await serveGoogleApiStandIn(context);
  });

  test('una cuenta de Google ya registrada entra directamente', async ({ page }) => {
    const mariana = demoUser.mariana;
    await page.goto(paths.login);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const popup = await popupOpened;
    await popup.getByText(mariana.email).click();
    await expect(greeting(page, mariana.firstName, mariana.lastName)).toBeVisible();
    await expect(page).not.toHaveURL(/\/page\/login/);
    await checkA11y(page);
  });

  test('una cuenta de Google nueva completa el registro sin contraseña', async ({ page }) => {
    const user = newUser({ firstName: 'Gabriela', lastName: 'Google' });
    await page.goto(paths.login);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const popup = await popupOpened;
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(user.email);
    await popup.locator('#display-name-input').fill(`${user.firstName} ${user.lastName}`);
    await popup.locator('#sign-in').click();

    // Signed in with the identity service but without a product user: docs/product/rules.md sends to /page/registry.
    await expect(page).toHaveURL(new RegExp(`${paths.registry}$`));
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await checkA11y(page);

    await register(page, user, { navigate: false });
    await expectToast(page, 'User Registrado Correctamente', 'OK');
    await expect(greeting(page, user.firstName, user.lastName)).toBeVisible();
  });
});
