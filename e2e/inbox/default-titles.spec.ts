/**
 * People read titles, not placeholders. A request and a property published without a title
 * keep the stored defaults (docs/product/entities.md), but the inbox group, the offer card and the visit scheduler name
 * them after what they are ("Departamento en alquiler · Miraflores"), never "no-title-…".
 */
import { DAY_MS, todayInPeru } from '@lotengo/shared/contracts';
import {
  addHours,
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  paths,
  propertyPayload,
  publishProperty,
  publishRequest,
  register,
  requestOf,
  requestPayload,
  sendToInbox,
  test,
  userCodeOf,
} from '../support';

const MIRAFLORES = 150122;
const GENERATED = 'Departamento en alquiler · Miraflores';

const inAWeek = () => todayInPeru(new Date(Date.now() + 7 * DAY_MS));

test('una solicitud y una propiedad sin título se leen por lo que son en Mis Ofertas y al agendar', async ({
  page,
}) => {
  const seeker = newUser({ firstName: 'Inés', lastName: 'Sin Título' });
  await register(page, seeker);
  await expectToast(page, 'User Registrado Correctamente', 'OK');
  await dismissToasts(page);

  // Arranged through the API, neither with a title: the stored ones are the defaults.
  const userCode = await userCodeOf(seeker);
  const request = await publishRequest(
    seeker,
    requestPayload(userCode, MIRAFLORES, { referenceAddress: 'Cerca del malecón', costInit: 1000, costEnd: 1600 }),
  );
  const stored = await requestOf(seeker, request.houseRequestId);
  expect(stored.title).toBe('no-title-request');
  const { propertyId } = await publishProperty(
    demoUser.lucia,
    propertyPayload(demoUser.lucia.userCode, MIRAFLORES, {
      address: `Calle Sin Nombre ${Date.now() % 10_000}`,
      price: 1400,
    }),
  );
  await addHours(demoUser.lucia, [
    { propertyId, typeVisit: 'Presencial', dateVisitAvailable: inAWeek(), hourAvailableDateMin: '9:00 am a 11:00 am' },
  ]);
  await sendToInbox(demoUser.lucia, {
    propertyId,
    userCode,
    houseRequestId: request.houseRequestId,
    isAccepted: 0,
    isRead: 0,
  });

  await page.goto(paths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Para tu solicitud ${GENERATED}` })).toBeVisible();
  const card = page.getByRole('article', { name: GENERATED, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('no-title');
  await checkA11y(page);

  // Liking opens the scheduler (the property has hours): it names the property the same way.
  await card.getByRole('button', { name: `Me gusta: ${GENERATED}`, exact: true }).click();
  const scheduler = page.getByRole('dialog', { name: 'Agenda aquí tu visita' });
  await expect(scheduler).toBeVisible();
  await expect(scheduler).toContainText(GENERATED);
  await expect(scheduler).not.toContainText('no-title');
  await checkA11y(page);
});
