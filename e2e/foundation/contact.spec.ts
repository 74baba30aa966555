/** Contact page (docs/product/screens.md, Contact): the message reaches the mock API, or the failure text shows. */
import { checkA11y, expect, paths, startService, stopService, test, type Page } from '../support';
import { accountTexts } from '@lotengo/mf-account/texts';

const f = accountTexts.fields;

async function fillContact(page: Page) {
  await page.goto(paths.contact);
  await page.getByLabel(f.firstName, { exact: true }).fill('Rosa');
  await page.getByLabel(f.lastName, { exact: true }).fill('Visitante');
  await page.getByLabel(f.email, { exact: true }).fill('rosa.visitante@example.pe');
  await page.getByLabel(f.message, { exact: true }).fill('Hola, ¿cómo publico una solicitud para alquilar en Surco?');
}

test.describe('contacto', () => {
  test('un visitante envía su consulta', async ({ page }) => {
    await fillContact(page);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Enviar Consulta' }).click();
    await expect(page.getByText('Tu mensaje se ha enviado satisfactoriamente!').first()).toBeVisible();
    await checkA11y(page);
  });

  test('si la API no responde, dice que algo salió mal y conserva el mensaje', async ({ page }) => {
    await fillContact(page);
    await stopService('api');
    try {
      await page.getByRole('button', { name: 'Enviar Consulta' }).click();
      await expect(
        page.getByText('Algo salió mal, por favor recarga la página e intentalo de nuevo.').first(),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel(f.message, { exact: true })).toHaveValue(/publico una solicitud/);
    } finally {
      await startService('api');
    }
  });
});
