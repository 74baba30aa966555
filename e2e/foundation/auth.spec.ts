/**
 * Sign-in journeys of the foundation (docs/product/screens.md Login and Registration, docs/product/rules.md Session,
 * docs/product/texts.md): register, log out, log in, wrong password, unknown email.
 */
import {
  checkA11y,
  demoUser,
  expect,
  expectToast,
  expectVisitorHeader,
  fillLogin,
  greeting,
  loginThroughForm,
  logout,
  newUser,
  paths,
  register,
  test,
} from '../support';

test.describe('registro e ingreso', () => {
  test('un usuario nuevo se registra, queda con sesión, sale y vuelve a ingresar', async ({ page }) => {
    const user = newUser();
    await page.goto(paths.registry);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page);

    await register(page, user, { navigate: false });
    await expectToast(page, 'User Registrado Correctamente', 'OK');
    await expect(greeting(page, user.firstName, user.lastName)).toBeVisible();
    await expect(page).toHaveURL(/\/(home)?$/);
    // The session survives a reload (sessionStorage key "User", docs/product/rules.md).
    await page.reload();
    await expect(greeting(page, user.firstName, user.lastName)).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('User') ?? 'null'))).toBeTruthy();
    await checkA11y(page);

    await logout(page, user.firstName, user.lastName);
    await expect(page).toHaveURL(/\/(home)?$/);
    await expectVisitorHeader(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('User'))).toBeNull();

    await loginThroughForm(page, user);
    await expect(page).not.toHaveURL(/\/page\/login/);
  });

  test('el correo ya registrado no se registra dos veces', async ({ page }) => {
    await register(page, newUser({ email: demoUser.lucia.email }));
    await expectToast(page, 'El correo ya se encuentra registrado', 'Revisar');
    await expect(page).toHaveURL(new RegExp(`${paths.registry}$`));
    // What the person typed is still there.
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(demoUser.lucia.email);
  });

  test('el usuario de demostración ingresa con su correo y contraseña', async ({ page }) => {
    await page.goto(paths.login);
    await checkA11y(page);
    await loginThroughForm(page, demoUser.diego);
    await expect(page).not.toHaveURL(/\/page\/login/);
    await checkA11y(page);
  });

  test('una contraseña incorrecta muestra "Contraseña incorrecta" y deja el formulario como estaba', async ({
    page,
  }) => {
    await fillLogin(page, { email: demoUser.diego.email, password: 'no-es-la-clave' });
    await expectToast(page, 'Contraseña incorrecta');
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(demoUser.diego.email);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Hola,/ })).toHaveCount(0);
    await checkA11y(page);
  });

  test('un correo desconocido lleva al registro con "Usuario no registrado, por favor regístrese"', async ({
    page,
  }) => {
    const stranger = newUser();
    await fillLogin(page, stranger);
    await expectToast(page, 'Usuario no registrado, por favor regístrese');
    await expect(page).toHaveURL(new RegExp(`${paths.registry}$`));
    await expect(page.getByRole('button', { name: 'Registrarme' })).toBeVisible();
    await checkA11y(page);
  });
});
