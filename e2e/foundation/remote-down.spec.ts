/**
 * docs/architecture.md §3: a remote that fails never takes the site down. The journey stops a remote's server
 * for real, checks that header, footer and the other remotes keep working and that the area says so in
 * Spanish with "Reintentar", then brings the server back and retries.
 */
import { checkA11y, demoUser, E2E_PORTS, expect, login, paths, startService, stopService, test } from '../support';

const INBOX_ORIGIN = `http://localhost:${E2E_PORTS.mf_inbox}`;

test.describe('un remote caído', () => {
  test.afterEach(async () => {
    // Whatever happened, the next journey finds every server up.
    await startService('mf_inbox');
    await startService('mf_account');
  });

  test('sin mf-inbox, "Mis Ofertas" avisa y reintenta; el resto del sitio sigue funcionando', async ({ page }) => {
    await login(page, demoUser.diego);
    await stopService('mf_inbox');
    // A fresh load, as someone arriving while the remote is down.
    await page.goto(paths.inbox);

    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'La sección Mis Ofertas no está disponible en este momento.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const retry = notice.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hola, Diego Fernández' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page);

    // Other remotes still work: the contact page (mf-account) and my properties (mf-properties).
    await page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(page.getByRole('button', { name: 'Enviar Consulta' })).toBeVisible();
    await page.goto(paths.properties);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible();

    // Still down: Reintentar really tries the remote again, fails again, and says so again.
    await page.goto(paths.inbox);
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const attempt = page.waitForEvent('requestfailed', (r) => r.url().startsWith(INBOX_ORIGIN));
    await retry.click();
    await attempt;
    await expect(notice).toBeVisible({ timeout: 30_000 });

    // Back up: Reintentar mounts the page without a reload.
    await startService('mf_inbox');
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveCount(0);
  });

  test('sin mf-account, el ingreso avisa mientras el inicio y la búsqueda siguen disponibles', async ({ page }) => {
    await stopService('mf_account');
    await page.goto(paths.login);
    const notice = page.getByRole('alert').filter({ hasText: /no está disponible en este momento/ });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrarse', exact: true })).toBeAttached();
    await checkA11y(page);

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Lo Tengo', exact: true }).click();
    await expect(page).toHaveURL(/\/(home)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await header.getByRole('link', { name: 'Explorar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible();

    // Back up: the next visit to the login page gets the real form.
    await startService('mf_account');
    await page.goto(paths.login);
    await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveCount(0);
  });
});
