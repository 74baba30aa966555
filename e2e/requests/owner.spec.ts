/**
 * An owner filters the search, opens "¡Lo tengo!", sends a property and sees it marked as sent; the
 * owner of a request is refused, and only a request's owner can open it for editing (docs/product/screens.md,
 * docs/product/rules.md, docs/product/texts.md). Demo data (mock-api seed): Lucía owns a Miraflores flat that fits
 * Diego's Miraflores request and has not been sent yet; her San Isidro flat was already sent to Diego's San Isidro
 * request.
 */
import { checkA11y, demoUser, dismissToasts, expect, expectToast, login, paths, test, type Page } from '../support';

const DIEGO_MIRAFLORES = 'Busco departamento de 2 dormitorios en Miraflores';
const DIEGO_SAN_ISIDRO = 'Pareja joven busca departamento en alquiler en San Isidro';
const LUCIA_OFICINA = 'Busco oficina de 60 m² en San Isidro';

async function search(
  page: Page,
  { district, operation, type }: { district: string; operation?: string; type?: string },
) {
  await page.getByLabel('Departamento', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Provincia', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Distrito', { exact: true }).selectOption({ label: district });
  if (operation) await page.getByLabel('Tipo de operación', { exact: true }).selectOption({ label: operation });
  if (type) await page.getByLabel('Tipo de propiedad', { exact: true }).selectOption({ label: type });
  await page.getByRole('button', { name: 'BUSCAR', exact: true }).click();
}

test.describe('propietario y "¡Lo tengo!"', () => {
  test('filtra, abre "Enlaza tu propiedad", envía una propiedad y la ve como enviada', async ({ page }) => {
    await login(page, demoUser.lucia);
    await page.goto(paths.requests);
    await search(page, { district: 'MIRAFLORES', operation: 'ALQUILAR' });
    await expect(page).toHaveURL(/ubigeo=150122/);
    await expect(page).toHaveURL(/op=2/);
    const card = page
      .getByTestId('request-card')
      .filter({ hasText: DIEGO_MIRAFLORES })
      .filter({ hasText: 'Cerca al Parque Kennedy' });
    await expect(card).toBeVisible();
    // Every card shown is a rental in Miraflores.
    for (const c of await page.getByTestId('request-card').all()) {
      await expect(c).toContainText('MIRAFLORES');
      await expect(c).toContainText('ALQUILAR');
    }
    await checkA11y(page);

    await card.getByRole('button', { name: '¡Lo tengo!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(DIEGO_MIRAFLORES)).toBeVisible();
    const items = dialog.getByTestId('link-property-item');
    await expect(items.first()).toBeVisible();
    // Static backdrop: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await checkA11y(page);

    const send = dialog.getByRole('button', { name: /^Enviar: / }).first();
    if (test.info().retry === 0) await expect(send).toBeVisible();
    if (await send.isVisible()) {
      const label = (await send.getAttribute('aria-label')) ?? '';
      const item = items.filter({ hasText: label.replace(/^Enviar: /, '') });
      await send.click();
      await expectToast(page, 'Enviado correctamente', 'Ok...');
      await expect(item.getByText('Enviado', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: /^Enviar/ })).toHaveCount(0);
    }
    await dismissToasts(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    // Opened again (data from the server): still marked as sent, no second Enviar for it.
    await card.getByRole('button', { name: '¡Lo tengo!' }).click();
    await expect(dialog.getByText('Enviado', { exact: true }).first()).toBeVisible();
  });

  test('un envío anterior ya aparece como "Enviado"', async ({ page }) => {
    await login(page, demoUser.lucia);
    await page.goto(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=150131&op=2`);
    const card = page
      .getByTestId('request-card')
      .filter({ hasText: DIEGO_SAN_ISIDRO })
      .filter({ hasText: 'Cerca al Parque El Olivar' });
    await card.getByRole('button', { name: '¡Lo tengo!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
    await expect(dialog.getByText('Enviado', { exact: true }).first()).toBeVisible();
  });

  test('la solicitud propia se rechaza con "Atención" y nadie más puede editarla', async ({ page }) => {
    await login(page, demoUser.lucia);
    await page.goto(paths.requests);
    await search(page, { district: 'SAN ISIDRO', type: 'Oficina' });
    const own = page
      .getByTestId('request-card')
      .filter({ hasText: LUCIA_OFICINA })
      .filter({ hasText: 'Zona del Centro Financiero' });
    await own.getByRole('button', { name: '¡Lo tengo!' }).click();
    await expectToast(page, 'Esta es una solicitud generada por usted mismo', 'Atención');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Someone else's request: the edit page refuses with a clear message and shows no form.
    await page.goto(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=150122&op=2`);
    const other = page
      .getByTestId('request-card')
      .filter({ hasText: DIEGO_MIRAFLORES })
      .filter({ hasText: 'Cerca al Parque Kennedy' });
    const code = ((await other.getByText(/^Código: \d+$/).textContent()) ?? '').replace(/\D/g, '');
    await page.goto(paths.editRequest(code));
    await expect(page.getByText('Solo el titular de esta solicitud puede modificarla.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar solicitud' })).toHaveCount(0);
    await checkA11y(page);
  });
});
