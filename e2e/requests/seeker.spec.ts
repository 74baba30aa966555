/**
 * A seeker publishes a request (an invalid submit first, then a valid one) and edits it; on a 360 px
 * wide phone screen (docs/product/screens.md: Create request, Edit request, My requests; docs/product/rules.md;
 * docs/product/texts.md).
 */
import { checkA11y, demoUser, expect, expectToast, dismissToasts, login, paths, test, type Page } from '../support';

/** Phone-sized: every screen of the journey is checked at 360 px wide. */
const PHONE = { width: 360, height: 780 };

const form = (page: Page) => page.locator('form.lt-req-form');

/** No horizontal scrolling at 360 px: nothing is wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('un buscador crea una solicitud (primero inválida) y la edita, en 360 px', async ({ page }) => {
  const camila = demoUser.camila;
  // Signed in at desktop size (the shared login helper reads the desktop header), then a phone screen.
  await login(page, camila);
  await page.setViewportSize(PHONE);

  await page.goto(paths.requestsCreate(0, 0));
  await expect(page.getByRole('heading', { level: 1, name: 'Crea una nueva solicitud' })).toBeVisible();
  await expect(page.getByText('* Elige un tipo de operación *')).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  // Invalid submit: every field marked, the "Atención" toast, nothing sent.
  await page.getByRole('button', { name: 'Crear y publicar una nueva Solicitud' }).click();
  await expectToast(page, 'Por favor revisar, hay datos incompletos', 'Atención');
  await expect(form(page).getByText('* Requerido').first()).toBeVisible();
  expect(await form(page).getByText('* Requerido').count()).toBeGreaterThanOrEqual(9);
  await expect(form(page).getByText('* Distrito requerido')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.requestsCreate(0, 0)}$`));
  await checkA11y(page);
  await dismissToasts(page);

  const reference = `Cerca al Parque Reducto ${Date.now().toString(36)}`;
  await page.getByLabel('Tipo de operación').selectOption({ label: 'COMPRAR' });
  await expect(page.getByLabel('Presupuesto mínimo')).toHaveAttribute('placeholder', /^\$ [\d,]+\.\d{2}$/);
  await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Casa' });
  await page.getByLabel('Región', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Provincia', { exact: true }).selectOption('LIMA');
  await page.getByLabel('Distrito', { exact: true }).selectOption({ label: 'MIRAFLORES' });
  await page.getByLabel('Referencia de ubicación').fill(reference);
  await page.getByLabel('Área de servicio').selectOption({ label: 'Sí' });
  await page.getByLabel('Áreas comunes').selectOption({ label: 'No' });
  await page.getByLabel('Dormitorios').selectOption('3');
  await page.getByLabel('Baños').selectOption('2');
  await page.getByLabel('Cocheras').selectOption('1');
  // Min above max is refused (ours), then fixed.
  await page.getByLabel('Presupuesto mínimo').fill('300000');
  await page.getByLabel('Presupuesto máximo').fill('250000');
  await page.getByLabel('Presupuesto máximo').blur();
  await expect(page.getByText('* El mínimo no puede ser mayor que el máximo')).toBeVisible();
  await page.getByLabel('Presupuesto mínimo').fill('200000');
  await expect(page.getByText('* El mínimo no puede ser mayor que el máximo')).toHaveCount(0);
  await page.getByLabel('Acepto los términos de confidencialidad y gestión de datos').check();
  await page.getByRole('button', { name: 'Crear y publicar una nueva Solicitud' }).click();

  await expectToast(page, 'Guardado correctamente', 'OK...');
  await expect(page).toHaveURL(new RegExp(`${paths.myRequests}\\?compartir=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes' })).toBeVisible();
  // "Comparte tu solicitud": its own page's link, to WhatsApp in one tap (no share sheet in this browser).
  const share = page.getByRole('region', { name: 'Comparte tu solicitud' });
  await expect(share.getByLabel('Enlace de tu solicitud')).toHaveValue(
    /\/solicitud\/\d+-busco-casa-en-venta-en-miraflores$/,
  );
  const whatsapp = new URL((await share.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href'))!);
  expect(whatsapp.searchParams.get('text')).toContain(await share.getByLabel('Enlace de tu solicitud').inputValue());
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
  await share.getByRole('button', { name: 'Cerrar' }).click();
  await expect(share).toBeHidden();
  await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
  const card = page.getByTestId('request-card').filter({ hasText: reference });
  await expect(card).toBeVisible();
  await expect(card.getByText('$ 200,000 - $ 250,000')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
  await dismissToasts(page);

  // Edit it: the saved values are shown, the new ones are saved.
  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica los datos de tu solicitud' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Solicitud N° \d+: Casa para comprar · Miraflores$/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Distrito', { exact: true })).toHaveValue('150122');
  await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('LIMA');
  await expect(page.getByLabel('Región', { exact: true })).toHaveValue('LIMA');
  await expect(page.getByLabel('Referencia de ubicación')).toHaveValue(reference);
  await expect(page.getByLabel('Presupuesto máximo')).toHaveValue('250000');
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  const title = `Casa familiar con jardín ${Date.now().toString(36)}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Área techada (m²)').fill('140.5');
  await page.getByLabel('Terraza').check();
  await page.getByLabel('Antigüedad de construcción').selectOption({ label: '5-10 años' });
  await page.getByRole('button', { name: 'Actualizar solicitud' }).click();
  await expectToast(page, 'Actualizado Correctamente', 'OK...');
  await expect(page).toHaveURL(new RegExp(`${paths.myRequests}$`));
  const edited = page.getByTestId('request-card').filter({ hasText: title });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('140.5 m²')).toBeVisible();
});
