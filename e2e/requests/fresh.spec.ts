/**
 * Requests that stay fresh: a seeker presses "Ya encontré" on a request an owner has a pending offer on;
 * it leaves the public search, and the owner's sent offer reads "Solicitud cerrada". At 360 px.
 * The world is made for this run through the API (a new request of Rosa's, a new flat of Carlos's sent
 * to it), so no other journey's data changes.
 */
import {
  checkA11y,
  demoUser,
  dismissToasts,
  expect,
  expectToast,
  login,
  paths,
  propertyPayload,
  publishProperty,
  publishRequest,
  requestPayload,
  sendToInbox,
  test,
} from '../support';

const JESUS_MARIA = 150113;
const searchUrl = `${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${JESUS_MARIA}`;

test.use({ viewport: { width: 360, height: 740 } });

test('"Ya encontré" saca la solicitud de la búsqueda y la oferta pendiente dice "Solicitud cerrada"', async ({
  page,
  browser,
}) => {
  // Two sign-ins, two browsers and four accessibility checks: more than the default minute on two cores.
  test.setTimeout(150_000);
  const rosa = demoUser.rosa;
  const carlos = demoUser.carlos;
  const title = `Busco depa con patio ${Date.now().toString(36)}`;
  const { houseRequestId } = await publishRequest(rosa, requestPayload(rosa.userCode, JESUS_MARIA, { title }));
  const { propertyId } = await publishProperty(
    carlos,
    propertyPayload(carlos.userCode, JESUS_MARIA, { title: `Depa para ${title}` }),
  );
  await sendToInbox(carlos, { propertyId, userCode: rosa.userCode, houseRequestId, isAccepted: 0, isRead: 0 });

  // Before: listed in the public search, and fresh.
  await page.goto(searchUrl);
  const publicCard = page.getByTestId('request-card').filter({ hasText: title });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByTestId('request-freshness')).toHaveText('Activa hoy');

  // The seeker closes it from Mis Solicitudes.
  await login(page, rosa);
  await page.goto(paths.myRequests);
  const own = page.getByTestId('request-card').filter({ hasText: title });
  await expect(own.getByRole('button', { name: `Pausar la solicitud ${houseRequestId}` })).toBeVisible();
  await checkA11y(page);
  const close = own.getByRole('button', { name: `Ya encontré: cerrar la solicitud ${houseRequestId}` });
  // The card's buttons fit its 360 px column.
  const box = (await close.boundingBox())!;
  const cardBox = (await own.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  await close.click();
  await expectToast(page, 'Solicitud cerrada', 'OK...');
  await expect(own.getByTestId('request-freshness')).toContainText('Cerrada');
  await expect(own.getByRole('button', { name: `Reabrir la solicitud ${houseRequestId}` })).toBeFocused();
  await dismissToasts(page);
  await checkA11y(page);

  // It left the public search.
  await page.goto(searchUrl);
  await expect(page.getByTestId('results-count')).toHaveText(/Resultados/);
  await expect(page.getByTestId('request-card').filter({ hasText: title })).toHaveCount(0);

  // The owner's side, in another browser: the pending offer reads "Solicitud cerrada".
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const owner = await other.newPage();
    await login(owner, carlos);
    await owner.goto(paths.inbox);
    await owner.getByRole('tab', { name: 'Propiedades que enviaste' }).click();
    const sent = owner.getByTestId('sent-offer').filter({ hasText: title });
    await expect(sent).toBeVisible();
    await expect(sent.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(sent.getByText('Solicitud cerrada', { exact: true })).toBeVisible();
    await checkA11y(owner);
  } finally {
    await other.close();
  }
});
