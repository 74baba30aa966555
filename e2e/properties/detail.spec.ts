/**
 * A property's detail page, from both sides (issue: "Decide from the whole property"). Sofía (an agent no
 * other journey uses) publishes a flat in Barranco with three photos in a chosen order, opens visit hours
 * and sends it with "¡Lo tengo!" to a request of Andrea (no other journey uses her either). Andrea, on a
 * phone-sized screen, opens the offer's detail from "Mis Ofertas": the three photos in that order, the
 * description, swipe and keys, full screen; she books the visit from the detail and the card shows it.
 * Jorge, who neither received it nor has a matching request, gets the Spanish refusal at the same URL.
 * Then Sofía opens her property from a match in her profile: the requests it matches are on the detail,
 * she sends it to Andrea's second request there, and the profile's row says "Enviado" too.
 */
import {
  addHours,
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  login,
  paths,
  propertyOf,
  propertyPayload,
  publishProperty,
  publishRequest,
  requestPayload,
  test,
  uploadPhoto,
  type Page,
} from '../support';
import { jpegFromBrowser, peruDate } from './photo-files';

const BARRANCO = 150104;
const sofia = demoUser.sofia;
const andrea = demoUser.andrea;
const jorge = demoUser.jorge;

test.describe('detalle de una propiedad', () => {
  test(
    'la buscadora ve todas las fotos en orden, la descripción, agenda desde el detalle; un ' +
      'tercero recibe la negativa',
    async ({ browser, page }) => {
      test.setTimeout(150_000);
      const stamp = Date.now() % 100_000;
      const title = `Depa luminoso frente al malecón ${stamp}`;
      const address = `Jr. Colina ${stamp}, Barranco`;
      const reference = `Cerca del Puente de los Suspiros ${stamp}`;

      // Andrea's request, and Sofía's property with three photos in a chosen order (the third uploaded first).
      const sought = { costInit: 1000, costEnd: 2000, tpropertyId: 2 };
      const first = await publishRequest(
        andrea,
        requestPayload(andrea.userCode, BARRANCO, { referenceAddress: reference, ...sought }),
      );
      await page.goto(paths.home);
      const files = await Promise.all([
        jpegFromBrowser(page, 'terraza.jpg', { width: 1200, height: 900, hue: 30 }),
        jpegFromBrowser(page, 'sala.jpg', { width: 1200, height: 900, hue: 140 }),
        jpegFromBrowser(page, 'cocina.jpg', { width: 1200, height: 900, hue: 260 }),
      ]);
      const uploaded = [];
      for (const f of files) uploaded.push(await uploadPhoto(sofia, f));
      const order = [uploaded[2]!, uploaded[0]!, uploaded[1]!];
      const description = `Departamento con vista al mar, cocina abierta y terraza. Código de prueba ${stamp}.`;
      const { propertyId } = await publishProperty(
        sofia,
        propertyPayload(sofia.userCode, BARRANCO, {
          title,
          description,
          address,
          price: 1500,
          tpropertyId: 2,
          numberBedrooms: 2,
          numberBathrooms: 2,
          numberParkinglot: 1,
          multimedias: order,
        }),
      );
      await addHours(sofia, [
        {
          propertyId,
          typeVisit: 'Presencial',
          dateVisitAvailable: peruDate(6),
          hourAvailableDateMin: '11:00 am a 01:00 pm',
        },
      ]);
      const stored = await propertyOf(sofia, propertyId);
      const fileNames = stored.multimedias.map((m) => m.fileUrl.split('/').pop());
      expect(fileNames).toEqual(order.map((m) => m.fileUrl.split('/').pop()));

      // Sofía sends it with "¡Lo tengo!"; the dialog links to her property's page too.
      await login(page, sofia);
      await page.goto(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${BARRANCO}&op=2`);
      const request = page.getByTestId('request-card').filter({ hasText: reference });
      await request.getByRole('button', { name: '¡Lo tengo!' }).click();
      const link = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
      const mine = link.getByTestId('link-property-item').filter({ hasText: address });
      await expect(mine.getByRole('link', { name: `Ver el detalle de ${title}` })).toHaveAttribute(
        'href',
        paths.propertyDetail(propertyId),
      );
      await mine.getByRole('button', { name: /^Enviar/ }).click();
      await expectToast(page, 'Enviado correctamente', 'Ok...');

      // Andrea, on a phone: from her offer to its detail.
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const seeker = await phone.newPage();
      await login(seeker, andrea);
      await seeker.goto(paths.inbox);
      const offer = seeker.getByRole('article', { name: title });
      await offer.getByRole('link', { name: `Ver el detalle de ${title}` }).click();
      await expect(seeker).toHaveURL(new RegExp(`${paths.propertyDetail(propertyId)}$`));
      await expectDetail(seeker, title, description, fileNames as string[]);
      // Nothing overflows sideways at 360 px.
      expect(await seeker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await checkA11y(seeker);

      // Keys, a swipe (the track's own scroll, as a finger does it) and the buttons move the photos.
      const counter = seeker.locator('.ltg-stage--page .ltg-counter');
      const track = seeker.getByRole('list', { name: `Fotos de ${title}` });
      await track.focus();
      await seeker.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('2 de 3');
      await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
      await expect(counter).toHaveText('3 de 3');
      await seeker.getByRole('button', { name: 'Foto anterior' }).click();
      await expect(counter).toHaveText('2 de 3');

      // Full screen: the same photo at full size; Escape closes it and the focus goes back.
      const open = seeker.getByRole('button', { name: 'Ver en pantalla completa' });
      await open.click();
      const full = seeker.getByRole('dialog', { name: `Fotos de ${title}` });
      await expect(full.locator('.ltg-counter')).toHaveText('2 de 3');
      await seeker.keyboard.press('ArrowRight');
      await expect(full.locator('.ltg-counter')).toHaveText('3 de 3');
      await checkA11y(seeker);
      await seeker.keyboard.press('Escape');
      await expect(full).toBeHidden();
      await expect(open).toBeFocused();
      await expect(counter).toHaveText('3 de 3');

      // Reload and back keep working on the page's own URL.
      await seeker.reload();
      await expect(seeker.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // Book the visit from the detail: the scheduler of the card, the same texts.
      await seeker.getByRole('button', { name: `Me gusta: ${title}`, exact: true }).click();
      const scheduler = seeker.getByRole('dialog', { name: 'Agenda aquí tu visita' });
      await expect(scheduler).toBeVisible();
      await scheduler.getByRole('radio', { name: 'Visita Presencial' }).check();
      await scheduler.getByRole('group', { name: 'Fecha' }).getByRole('radio').first().check();
      await scheduler
        .getByRole('group', { name: 'Horario' })
        .getByRole('radio', { name: '11:00 am a 01:00 pm' })
        .check();
      await scheduler.getByRole('button', { name: 'Agenda tu visita' }).click();
      await expectToast(
        seeker,
        'Se notificará al usuario titular de esa propiedad sobre su preferencia',
        'Muy bien...',
      );
      await expect(scheduler).toBeHidden();
      await expect(seeker.getByRole('region', { name: 'Tu visita' })).toContainText('11:00 am a 01:00 pm');
      await expect(seeker.getByRole('button', { name: `No me gusta: ${title}`, exact: true })).toBeDisabled();
      await dismissToasts(seeker);

      // Back to "Mis Ofertas": the card shows the visit, without a reload of the detail's changes.
      await seeker.goBack();
      await expect(seeker).toHaveURL(new RegExp(`${paths.inbox}$`));
      const card = seeker.getByRole('article', { name: title });
      await expect(card.getByRole('region', { name: 'Tu visita' })).toContainText('11:00 am a 01:00 pm');
      await expect(card.getByText('Te gusta')).toBeVisible();
      await phone.close();

      // Jorge has the URL but no reason to see it: the Spanish refusal.
      const other = await browser.newContext();
      const stranger = await other.newPage();
      await login(stranger, jorge);
      await stranger.goto(paths.propertyDetail(propertyId));
      const refusal = stranger.getByRole('alert');
      await expect(refusal.getByRole('heading', { level: 1, name: 'No puedes ver esta propiedad' })).toBeVisible();
      await expect(refusal).toContainText('Solo la ven su propietario, las personas a quienes se la enviaron');
      await expect(stranger.getByText(address)).toHaveCount(0);
      await checkA11y(stranger);
      await other.close();

      // Sofía, from a match in her profile: the detail lists the requests her property matches, with Enviar.
      const second = await publishRequest(
        andrea,
        requestPayload(andrea.userCode, BARRANCO, { referenceAddress: `Otra búsqueda ${stamp}`, ...sought }),
      );
      await page.goto(paths.profileTab('propiedades', 'matchs'));
      const profileMatches = page.getByRole('region', { name: 'Mis Matchs' });
      await profileMatches
        .getByRole('region', { name: new RegExp(`Para tu propiedad ${propertyId}:`) })
        .first()
        .getByRole('link', { name: `Ver el detalle de ${title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.propertyDetail(propertyId)}\\?ver=matchs$`));
      const onDetail = page.getByRole('region', { name: /^Solicitudes que coinciden con tu propiedad/ });
      const sentLabel = (id: number) =>
        new RegExp(`^Enviado: tu propiedad ${propertyId} ya está en la solicitud ${id}`);
      await expect(onDetail.getByRole('button', { name: sentLabel(first.houseRequestId) })).toBeDisabled();
      await onDetail
        .getByRole('button', { name: `Enviar tu propiedad ${propertyId} a la solicitud ${second.houseRequestId}` })
        .click();
      await expectToast(page, 'Enviado correctamente', 'Ok...');
      await expect(onDetail.getByRole('button', { name: sentLabel(second.houseRequestId) })).toBeDisabled();
      await expect(page.getByRole('link', { name: `Editar la propiedad ${propertyId}` })).toBeVisible();
      // The header's unread badge is another area's (see e2e/profile/matches.spec.ts).
      await checkA11y(page, { exclude: [`.site-header a[href="${paths.inbox}"]`] });
      await page.goBack();
      await expect(
        profileMatches.getByRole('button', { name: sentLabel(second.houseRequestId) }).first(),
      ).toBeDisabled();
    },
  );
});

async function expectDetail(page: Page, title: string, description: string, fileNames: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  const srcs = await page
    .locator('.ltg-stage--page .ltg-track img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''));
  // The page shows the screen-size variant (?w=) of each upload, in the owner's order.
  expect(srcs.map((s) => new URL(s).pathname.split('/').pop())).toEqual(fileNames);
  expect(srcs.every((s) => new URL(s).searchParams.get('w') === '960')).toBe(true);
  await expect(page.locator('.ltg-stage--page .ltg-counter')).toHaveText('1 de 3');
  // The first photo is really shown.
  await expect
    .poll(() =>
      page
        .locator('.ltg-stage--page .ltg-track img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}
