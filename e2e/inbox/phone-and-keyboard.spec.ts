/**
 * Mis Ofertas on a 360 px phone (reject with a reason, like without hours) and done with the keyboard
 * only (like, then the scheduler's three choices and "Agenda tu visita"). Each seeker gets a fresh
 * offer through the API, so the journeys do not depend on what others did before.
 */
import {
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  hoursOf,
  inboxOf,
  login,
  type Page,
  paths,
  propertiesOf,
  sendOffer,
  test,
} from '../support';

const { andrea, rosa, carlos, lucia } = demoUser;
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('en 360 px: Andrea rechaza una oferta con motivo y acepta otra sin horarios', async ({ page }) => {
  const carlosProperties = await propertiesOf(carlos);
  const withAndWithout = await Promise.all(
    carlosProperties.map(async (p) => ({ p, hours: (await hoursOf(andrea, p.propertyId)).length })),
  );
  const already = new Set((await inboxOf(andrea)).map((e) => e.propertyId));
  const noHours = withAndWithout.filter((x) => x.hours === 0 && !already.has(x.p.propertyId)).map((x) => x.p);
  expect(noHours.length, 'Carlos tiene propiedades sin horarios').toBeGreaterThanOrEqual(2);
  const toReject = await sendOffer(carlos, noHours[0]!.propertyId, andrea);
  const toLike = await sendOffer(carlos, noHours[1]!.propertyId, andrea);

  await login(page, andrea);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(paths.inbox);
  await expectToast(page, 'Buzón cargado con éxito', 'OK...');
  await dismissToasts(page);
  await expect(card(page, toReject.propertyDetail.title).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  const rejectCard = card(page, toReject.propertyDetail.title).first();
  await rejectCard.getByRole('button', { name: `No me gusta: ${toReject.propertyDetail.title}`, exact: true }).click();
  await expectToast(page, 'Dislike hecho');
  await rejectCard.getByRole('button', { name: 'Las fotos no coinciden' }).click();
  await expect(rejectCard.getByRole('button', { name: 'Las fotos no coinciden' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rejectCard.getByText('Rechazada')).toBeVisible();
  await dismissToasts(page);

  const likeCard = card(page, toLike.propertyDetail.title).first();
  await likeCard.getByRole('button', { name: `Me gusta: ${toLike.propertyDetail.title}`, exact: true }).click();
  await expectToast(page, 'Se notificará al usuario titular de esa propiedad sobre su preferencia', 'Muy bien...');
  await expect(
    likeCard.getByRole('button', { name: `No me gusta: ${toLike.propertyDetail.title}`, exact: true }),
  ).toBeDisabled();
  await expect(likeCard.getByRole('region', { name: 'Tu visita' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
});

test('solo con el teclado: Rosa da like y agenda su visita', async ({ page }) => {
  const already = new Set((await inboxOf(rosa)).map((e) => e.propertyId));
  // One with a title of its own: this journey finds the card by the stored title, and an untitled
  // property is shown under a made-up one (default-titles.spec.ts covers that).
  const candidates = (await propertiesOf(lucia)).filter(
    (p) => !already.has(p.propertyId) && p.title !== 'no-title-property',
  );
  let chosen: { propertyId: number } | undefined;
  for (const p of candidates) if ((await hoursOf(rosa, p.propertyId)).length) chosen = chosen ?? p;
  expect(chosen, 'una propiedad de Lucía con horarios libres').toBeDefined();
  const offer = await sendOffer(lucia, chosen!.propertyId, rosa);
  const title = offer.propertyDetail.title;

  await login(page, rosa);
  await page.goto(paths.inbox);
  await expectToast(page, 'Buzón cargado con éxito', 'OK...');
  await dismissToasts(page);
  await expect(card(page, title).first()).toBeVisible();

  // Tab through the page until the like button of that offer has the focus.
  const likeName = `Me gusta: ${title}`;
  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, likeName);
  }
  expect(reached, 'el botón Me gusta se alcanza con Tab').toBe(true);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Agenda aquí tu visita' });
  await expect(dialog).toBeVisible();
  // Focus starts on the first visit type; Space picks it.
  await expect(dialog.getByRole('group', { name: 'Tipo de visita' }).getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('group', { name: 'Fecha' }).getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('group', { name: 'Horario' }).getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('group', { name: 'Horario' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Agenda tu visita' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Se notificará al usuario titular de esa propiedad sobre su preferencia', 'Muy bien...');
  await expect(dialog).toBeHidden();
  await expect(card(page, title).first().getByRole('region', { name: 'Tu visita' })).toBeVisible();
  expect((await inboxOf(rosa)).find((e) => e.idInboxProperty === offer.idInboxProperty)?.isAccepted).toBe(1);
});
