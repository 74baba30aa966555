/**
 * A plot of land publishes as a plot of land. An owner sells a "Terreno": the form asks no
 * bedrooms, bathrooms or parking (docs/product/rules.md requires none), "Crear" publishes it with 0s (not given),
 * it is in "Mis Propiedades", and "¡Lo tengo!" sends it to a buyer's plot request, both named after
 * what they are (their stored titles are the placeholders) instead of "no-title-…".
 */
import { randomBytes } from 'node:crypto';
import { apiPaths } from '@lotengo/shared/contracts';
import {
  callApi,
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  paths,
  register,
  test,
} from '../support';

const LURIN = 150119;

test('un terreno se publica sin dormitorios, baños ni estacionamientos y se envía a quien busca uno', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A buyer's plot request in Lurín with no title (the create form has none): a request's counts stay required.
  const tag = randomBytes(3).toString('hex');
  const reference = `Cerca de la Antigua Panamericana ${tag}`;
  await callApi(
    demoUser.camila,
    apiPaths.houseRequestRegistration,
    {},
    {
      referenceAddress: reference,
      ubigeoId: LURIN,
      numberBedrooms: 1,
      numberBathrooms: 1,
      numberParkinglot: 1,
      tpropertyId: 3,
      tprocessId: 3,
      costInit: 60_000,
      costEnd: 150_000,
      numberCommonArea: 0,
      numberServicesAreas: 0,
      isTerraza: '0',
      userCode: demoUser.camila.userCode,
    },
  );

  await register(page, newUser({ firstName: 'Tomás', lastName: 'Terrenos' }));
  await expectToast(page, 'User Registrado Correctamente', 'OK');
  await dismissToasts(page);
  await page.goto(paths.propertyCreate);
  await expect(page.getByRole('heading', { level: 1, name: '¡Tengo una propiedad para ofrecer!' })).toBeVisible();

  const label = (text: string) => page.getByLabel(text, { exact: true });
  await expect(label('Tipo de propietario').locator('option', { hasText: 'Propietario' })).toBeAttached();
  await label('Tipo de propietario').selectOption('Propietario');
  await label('Tipo de operación').selectOption({ label: 'VENDER' });
  // A home asks the counts (optional); a plot asks none, and a count chosen before is not sent.
  await label('Tipo de propiedad').selectOption({ label: 'Casa' });
  await label('Dormitorios (opcional)').selectOption('3');
  await label('Tipo de propiedad').selectOption({ label: 'Terreno' });
  for (const count of [/^Dormitorios/, /^Baños/, /^Estacionamientos/])
    await expect(page.getByLabel(count)).toHaveCount(0);
  await label('Región').selectOption('LIMA');
  await expect(label('Provincia')).toHaveValue('LIMA');
  await expect(label('Distrito').locator('option', { hasText: /^LURIN$/ })).toBeAttached();
  await label('Distrito').selectOption({ label: 'LURIN' });
  const address = `Parcela ${Date.now() % 10_000}, Lurín`;
  await label('Dirección').fill(address);
  await label('Área de servicio').selectOption({ label: 'No' });
  await label('Áreas comunes').selectOption({ label: 'No' });
  await label('Precio (US$)').fill('95000');
  await label('Área total (m²) (opcional)').fill('500');
  await page.getByLabel(/Declaro que soy el titular/).check();
  await label('Acepto los términos de comisión').check();
  await label('Acepto los términos de confidencialidad y gestión de datos').check();
  await checkA11y(page);

  const sent = page.waitForRequest((r) => r.url().endsWith('/property/property-registration') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    tpropertyId: 3,
    tprocessId: 3,
    numberBedrooms: 0,
    numberBathrooms: 0,
    numberParkinglot: 0,
    price: 95000,
  });
  await expectToast(page, 'Guardado correctamente');
  await expect(page.getByText('* Requerido')).toHaveCount(0);
  await expect(page).toHaveURL(/\/page\/properties\?horarios=\d+/);
  const propertyId = Number(new URL(page.url()).searchParams.get('horarios'));
  const dialog = page.getByRole('dialog', { name: 'Programa tus horarios disponibles' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator(`[data-property-id="${propertyId}"]`);
  await expect(card).toContainText(address);
  await expect(card).toContainText('Terreno');
  await checkA11y(page);

  // "¡Lo tengo!" on the buyer's plot request: both read as what they are, not "no-title-…".
  await dismissToasts(page);
  await page.goto(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${LURIN}&op=3`);
  const request = page.getByTestId('request-card').filter({ hasText: reference });
  await expect(request.getByRole('heading', { level: 3 })).toHaveText('Terreno para comprar · Lurin');
  await request.getByRole('button', { name: '¡Lo tengo!' }).click();
  const link = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
  const mine = link.getByTestId('link-property-item').filter({ hasText: address });
  await expect(mine).toContainText('Terreno en venta · Lurin');
  await expect(link).not.toContainText('no-title');
  await checkA11y(page);
  await mine.getByRole('button', { name: 'Enviar: Terreno en venta · Lurin' }).click();
  await expectToast(page, 'Enviado correctamente', 'Ok...');
  await expect(mine.getByText('Enviado', { exact: true })).toBeVisible();
});
