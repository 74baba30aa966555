/**
 * The profile's matches on the production build: a seeker and an owner whose request and property fit see each other
 * in "Mis Matchs" with a WhatsApp link carrying the other's number and a message naming the code; the
 * owner sends from there; the footer's "Revisar mis coincidencias" lands on the matches; an unrelated
 * user's searches carry no phone number (checked on the network).
 */
import { checkA11y, demoUser, expect, expectToast, login, paths, test, type Page } from '../support';
import { seedMatchingPair, type MatchPair } from './seed-match';

let pair: MatchPair;
test.beforeAll(async () => {
  pair = await seedMatchingPair(demoUser.diego, demoUser.lucia);
});

const matches = (page: Page) => page.getByRole('region', { name: 'Mis Matchs' });

/** The first group titled like that (the exact matches come before the near ones). */
const group = (page: Page, heading: RegExp) => matches(page).getByRole('region', { name: heading }).first();

function expectWhatsApp(href: string | null, phone: string, code: string) {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/51${phone}`);
  expect(url.searchParams.get('text')).toContain(code);
}

test.describe('Mis Matchs', () => {
  test('la solicitante ve la propiedad que encaja, por qué encaja y el WhatsApp del propietario (360 px)', async ({
    page,
  }) => {
    await login(page, demoUser.diego);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(paths.profileTab('solicitudes'));
    await expect(page.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
    const mine = page.getByRole('region', { name: 'Mis solicitudes' });
    await expect(mine.getByText(/^\d+ Resultados$/)).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Añade una nueva solicitud' })).toHaveAttribute(
      'href',
      paths.requestsCreate(0, 0),
    );

    const g = group(page, new RegExp(`Para tu solicitud ${pair.requestId}:`));
    await expect(g).toBeVisible({ timeout: 20_000 });
    await expect(g.getByRole('heading', { name: pair.propertyTitle })).toBeVisible();
    await expect(g.getByText('Coincide en: distrito, precio, 2 dormitorios, 1 baño, 1 estacionamiento')).toBeVisible();
    const wa = g.getByRole('link', { name: new RegExp(`WhatsApp al propietario de la propiedad ${pair.propertyId}`) });
    expectWhatsApp(await wa.getAttribute('href'), demoUser.lucia.phoneNumber, `código ${pair.propertyId}`);
    await expect(wa).toHaveAttribute('target', '_blank');
    await expect(wa).toHaveAttribute('rel', /noopener/);

    // Nothing overflows sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page);
  });

  test('el propietario ve la solicitud, la envía desde sus coincidencias y tiene el WhatsApp de quien busca', async ({
    page,
  }) => {
    await login(page, demoUser.lucia);
    await page.goto(paths.profile);
    await page.getByRole('tab', { name: 'Mis propiedades' }).click();
    await expect(page).toHaveURL(/\?tab=propiedades/);
    const mine = page.getByRole('region', { name: 'Mis propiedades' });
    await expect(mine.getByRole('link', { name: 'Añade una nueva propiedad' })).toHaveAttribute(
      'href',
      paths.propertyCreate,
    );
    await expect(mine.getByText(/^\d+ Resultados$/)).toBeVisible();

    const g = group(page, new RegExp(`Para tu propiedad ${pair.propertyId}:`));
    await expect(g).toBeVisible({ timeout: 20_000 });
    await expect(g.getByRole('heading', { name: pair.requestTitle })).toBeVisible();
    const wa = g.getByRole('link', { name: new RegExp(`WhatsApp a quien publicó la solicitud ${pair.requestId}`) });
    expectWhatsApp(await wa.getAttribute('href'), demoUser.diego.phoneNumber, `solicitud ${pair.requestId}`);
    // The header's unread badge (not this page) names the link "Mis Ofertas, N nueva(s)" while
    // showing "Mis Ofertas N": reported to its owner; everything of the profile itself is checked.
    await checkA11y(page, { exclude: [`.site-header a[href="${paths.inbox}"]`] });

    await g
      .getByRole('button', { name: `Enviar tu propiedad ${pair.propertyId} a la solicitud ${pair.requestId}` })
      .click();
    await expectToast(page, 'Enviado correctamente', 'Ok...');
    await expect(
      g.getByRole('button', { name: new RegExp(`^Enviado: tu propiedad ${pair.propertyId}`) }),
    ).toBeDisabled();

    // A reload keeps the tab, and the server remembers it was sent.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Mis propiedades' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      group(page, new RegExp(`Para tu propiedad ${pair.propertyId}:`)).getByRole('button', { name: /^Enviado:/ }),
    ).toBeDisabled({ timeout: 20_000 });
  });

  test('"Revisar mis coincidencias" del pie abre directamente Mis Matchs', async ({ page }) => {
    await login(page, demoUser.diego);
    await page.goto(paths.inbox);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Revisar mis coincidencias' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.profile.replace(/\//g, '\\/')}\\?tab=solicitudes&ver=matchs$`));
    const heading = matches(page).getByRole('heading', { level: 2, name: 'Mis Matchs' });
    await expect(heading).toBeFocused({ timeout: 20_000 });
    await expect(heading).toBeInViewport();
  });
});

test('una usuaria que no es parte no recibe ningún teléfono en búsquedas ni en la lista popular', async ({ page }) => {
  const answers: { url: string; body: unknown }[] = [];
  page.on('response', async (res) => {
    if (!/\/mvp\/house-request(\/|$|\?)/.test(new URL(res.url()).pathname) || res.request().method() === 'OPTIONS')
      return;
    try {
      answers.push({ url: res.url(), body: await res.json() });
    } catch {
      // Not JSON (e.g. aborted): nothing to check.
    }
  });
  await login(page, demoUser.camila);
  await page.goto(paths.requests);
  await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible();
  await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(1);
  const items = answers.flatMap((a) => (Array.isArray(a.body) ? a.body : [a.body])) as Record<string, unknown>[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.filter((i) => 'phoneNumber' in i)).toEqual([]);
  expect(JSON.stringify(answers)).not.toContain(demoUser.diego.phoneNumber);
});
