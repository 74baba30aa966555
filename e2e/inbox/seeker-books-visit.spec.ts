/**
 * The transaction end to end: Diego opens "Mis Ofertas" (the badge goes), rejects an offer
 * with a reason, likes one with availability and books a slot, downloads the .ics, and likes one
 * without hours (accepted at once). Camila, who got the same property, no longer sees that slot;
 * Lucía, the owner, sees who is coming and when. Demo data: mock-api seed (Diego has pending offers of
 * Lucía's San Isidro flat, with hours, and of Carlos' Barranco flat, without hours).
 */
import fs from 'node:fs';
import { apiPaths, type AvailableHour, type InboxEntry } from '@lotengo/shared/contracts';
import {
  callApi,
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  hoursOf,
  inboxOf,
  login,
  paths,
  propertiesOf,
  sendOffer,
  test,
  unreadOf,
  type Page,
} from '../support';

const { diego, lucia, camila, renzo } = demoUser;
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** What the journeys share (they run in order on one stack). */
const booked: { offer?: InboxEntry; hour?: AvailableHour } = {};

test.describe.serial('Mis Ofertas: rechazar, agendar, no doble reserva, el propietario ve la visita', () => {
  test('Diego: badge, rechazo con motivo, like con horarios y visita, .ics, like sin horarios', async ({ page }) => {
    const inbox = await inboxOf(diego);
    const pending = inbox.filter((e) => e.isAccepted === 0 && e.isWithdrawn === 0);
    const withHours: InboxEntry[] = [];
    const withoutHours: InboxEntry[] = [];
    for (const e of pending) ((await hoursOf(diego, e.propertyId)).length ? withHours : withoutHours).push(e);
    const toBook = withHours.find((e) => e.propertyDetail.userCode === lucia.userCode)!;
    const toLikeAtOnce = withoutHours[0]!;
    expect(toBook, 'una oferta pendiente de Lucía con horarios').toBeDefined();
    expect(toLikeAtOnce, 'una oferta pendiente sin horarios').toBeDefined();
    // One more pending offer, just for the reject: Renzo sends one of his properties.
    const renzoProperty = (await propertiesOf(renzo)).find((p) => !inbox.some((e) => e.propertyId === p.propertyId))!;
    const toReject = await sendOffer(renzo, renzoProperty.propertyId, diego);
    const unread = await unreadOf(diego);
    expect(unread).toBeGreaterThan(0);

    await login(page, diego);
    // "Mis Ofertas, 3 nuevas" (the visible badge shows the number; the words are for screen readers).
    const badge = page.getByRole('link', {
      name: new RegExp(`^Mis Ofertas ?, ${unread} ${unread === 1 ? 'nueva' : 'nuevas'}$`),
    });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible();
    await expectToast(page, 'Buzón cargado con éxito', 'OK...');
    // Opening Mis Ofertas marks them read: the badge is gone.
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mis Ofertas', exact: true }),
    ).toBeVisible();
    expect(await unreadOf(diego)).toBe(0);
    await expect(card(page, toReject.propertyDetail.title).first()).toBeVisible();
    await checkA11y(page);
    await dismissToasts(page);

    // Reject with a reason; the page does not reload (the scroll stays where it was).
    const rejectCard = card(page, toReject.propertyDetail.title).first();
    await rejectCard.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await rejectCard
      .getByRole('button', { name: `No me gusta: ${toReject.propertyDetail.title}`, exact: true })
      .click();
    await expectToast(page, 'Dislike hecho');
    await rejectCard.getByRole('button', { name: 'Precio', exact: true }).click();
    await expect(rejectCard.getByRole('button', { name: 'Precio', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(50);
    expect((await inboxOf(diego)).find((e) => e.idInboxProperty === toReject.idInboxProperty)).toMatchObject({
      isAccepted: 2,
      rejectReason: 'precio',
    });
    await dismissToasts(page);

    // Like with availability: the scheduler.
    const bookCard = card(page, toBook.propertyDetail.title).first();
    await bookCard.getByRole('button', { name: `Me gusta: ${toBook.propertyDetail.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda aquí tu visita' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio').first().check();
    const type = (await dialog
      .getByRole('group', { name: 'Tipo de visita' })
      .getByRole('radio', { checked: true })
      .getAttribute('value'))!;
    const dateGroup = dialog.getByRole('group', { name: 'Fecha' });
    await dateGroup.getByRole('radio').first().check();
    const date = (await dateGroup.getByRole('radio', { checked: true }).getAttribute('value'))!;
    const slotGroup = dialog.getByRole('group', { name: 'Horario' });
    await slotGroup.getByRole('radio').first().check();
    const slot = (await slotGroup.getByRole('radio', { checked: true }).getAttribute('value'))!;
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Agenda tu visita' }).click();
    await expectToast(page, 'Se notificará al usuario titular de esa propiedad sobre su preferencia', 'Muy bien...');
    await expect(dialog).toBeHidden();
    const visitPanel = bookCard.getByRole('region', { name: 'Tu visita' });
    await expect(visitPanel).toContainText(`Visita ${type}`);
    await expect(visitPanel).toContainText(slot);
    await expect(
      bookCard.getByRole('button', { name: `No me gusta: ${toBook.propertyDetail.title}`, exact: true }),
    ).toBeDisabled();
    booked.offer = toBook;
    booked.hour = {
      propertyId: toBook.propertyId,
      typeVisit: type as AvailableHour['typeVisit'],
      dateVisitAvailable: date,
      hourAvailableDateMin: slot as AvailableHour['hourAvailableDateMin'],
    };

    // The calendar file: Lima time, CRLF lines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      visitPanel.getByRole('button', { name: /^Agregar a mi calendario \(\.ics\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^visita-\\d+-${date}\\.ics$`));
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`DTSTART;TZID=America/Lima:${date.replace(/-/g, '')}T`);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    await dismissToasts(page);

    // Like on a property without hours: accepted at once, no scheduler.
    const atOnce = card(page, toLikeAtOnce.propertyDetail.title).first();
    await atOnce.getByRole('button', { name: `Me gusta: ${toLikeAtOnce.propertyDetail.title}`, exact: true }).click();
    await expectToast(page, 'Se notificará al usuario titular de esa propiedad sobre su preferencia', 'Muy bien...');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      atOnce.getByRole('button', { name: `No me gusta: ${toLikeAtOnce.propertyDetail.title}`, exact: true }),
    ).toBeDisabled();
    await expect(atOnce.getByText('Te gusta')).toBeVisible();
    expect((await inboxOf(diego)).find((e) => e.idInboxProperty === toLikeAtOnce.idInboxProperty)?.isAccepted).toBe(1);
  });

  test('Camila, con una oferta de la misma propiedad, ya no ve ese horario', async ({ page }) => {
    const { offer, hour } = booked;
    test.skip(!offer || !hour, 'depende de la reserva de Diego');
    const camilaOffer = await sendOffer(lucia, offer!.propertyId, camila);
    const sameDay = (await hoursOf(camila, offer!.propertyId)).filter(
      (h) => h.dateVisitAvailable === hour!.dateVisitAvailable,
    );
    expect(sameDay.map((h) => h.hourAvailableDateMin)).not.toContain(hour!.hourAvailableDateMin);

    await login(page, camila);
    await page.goto(paths.inbox);
    await expectToast(page, 'Buzón cargado con éxito', 'OK...');
    const offerCard = card(page, camilaOffer.propertyDetail.title).first();
    await offerCard.getByRole('button', { name: `Me gusta: ${camilaOffer.propertyDetail.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda aquí tu visita' });
    await dialog.getByRole('radio', { name: `Visita ${hour!.typeVisit}` }).check();
    const dateRadio = dialog
      .getByRole('group', { name: 'Fecha' })
      .locator(`input[value="${hour!.dateVisitAvailable}"]`);
    await expect(dialog.getByRole('group', { name: 'Fecha' }).getByRole('radio').first()).toBeVisible();
    if (await dateRadio.count()) {
      await dateRadio.check();
      await expect(dialog.getByRole('group', { name: 'Horario' }).getByRole('radio').first()).toBeVisible();
      await expect(
        dialog.getByRole('group', { name: 'Horario' }).getByRole('radio', { name: hour!.hourAvailableDateMin }),
      ).toHaveCount(0);
    }
    // Booking it anyway (a stale screen) is refused with a Spanish reason.
    const refused = await callApi<{ message: string }>(
      camila,
      apiPaths.visitRegistration,
      {},
      {
        propertyId: offer!.propertyId,
        userCode: camila.userCode,
        idInboxProperty: camilaOffer.idInboxProperty,
        typeVisit: hour!.typeVisit,
        visitDate: hour!.dateVisitAvailable,
        visitHour: hour!.hourAvailableDateMin,
      },
      { accept: [409] },
    );
    expect(refused.message).toMatch(/reservado por otra persona/);
  });

  test('Lucía ve la visita agendada en su propiedad', async ({ page }) => {
    const { hour } = booked;
    test.skip(!hour, 'depende de la reserva de Diego');
    await login(page, lucia);
    await page.goto(paths.inbox);
    await page.getByRole('tab', { name: 'Visitas a mis propiedades' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Visitas a mis propiedades' });
    const item = panel
      .getByRole('listitem')
      .filter({ hasText: 'Visitante: Diego' })
      .filter({ hasText: hour!.hourAvailableDateMin })
      .first();
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Visita ${hour!.typeVisit}`);
    await expect(item).not.toContainText(/9\d{8}/);
    await checkA11y(page);
  });
});
