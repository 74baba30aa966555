/**
 * Alerts that reach people away from the site, read in the lane's mail inbox (maildev): a request
 * posted → the fitting owner's mail within 10 s, whose button opens that request's page and its «¡Lo tengo!»; the
 * mail's own unsubscribe link (no sign-in) → "Nunca" in the profile and no further mail of that kind;
 * a daily summary holds the day's events once; a provider's bounce stops an address's mail, and the profile
 * says why and turns it back on. Every mail fits a 360 px screen.
 * Demo users no other journey reads mail of; each journey's records carry a mark of their own.
 */
import { alertApiPaths } from '@lotengo/shared/contracts/alerts';
import {
  callApi,
  checkA11y,
  demoUser,
  E2E_URLS,
  expect,
  login,
  paths,
  propertyPayload,
  publishProperty,
  publishRequest,
  requestPayload,
  sendToInbox,
  test,
  userCodeOf,
  type Browser,
  type Page,
} from '../support';
import { headerOf, linkOf, mailSource, mailsTo, waitForMail, type CaughtMail } from '../support/mail';
import { LOCAL_WEBHOOK_SECRET } from '../../scripts/lib/conformance/defaults';

const BARRANCO = 150104;
const mark = () => Date.now().toString(36);
const member = async (u: (typeof demoUser)[keyof typeof demoUser]) => ({ ...u, userCode: await userCodeOf(u) });
/** The mail whose button leads to that request's own page. */
const aboutRequest = (houseRequestId: number) => (m: CaughtMail) =>
  m.html.includes(`/solicitud/${houseRequestId}-busco-`);

/** The mail as a phone shows it: nothing wider than 360 px (no horizontal scroll). */
async function expectFitsPhone(browser: Browser, mail: CaughtMail) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await page.setContent(mail.html);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `«${mail.subject}» a 360 px`).toBeLessThanOrEqual(client);
  await page.close();
}

/** An active flat of `owner`'s in Barranco that a 2-bedroom request at 800–1,500 fits. */
async function flatOf(owner: Awaited<ReturnType<typeof member>>, title: string) {
  return publishProperty(
    owner,
    propertyPayload(owner.userCode, BARRANCO, { title, address: `Av. Grau ${mark()}`, price: 1300, numberBedrooms: 2 }),
  );
}

async function emailChoice(page: Page, kind: string, frequency: string) {
  return page.getByRole('group', { name: kind, exact: true }).getByRole('radio', { name: frequency });
}

test('una solicitud publicada: el correo del propietario llega en 10 s y su botón abre la solicitud', async ({
  page,
  browser,
}) => {
  const owner = await member(demoUser.carlos);
  const seeker = await member(demoUser.rosa);
  const flat = `Depa con aviso por correo ${mark()}`;
  await flatOf(owner, flat);
  const posted = Date.now();
  const request = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, BARRANCO, { referenceAddress: `Cerca del puente ${mark()}` }),
  );
  const mail = await waitForMail(owner.email, aboutRequest(request.houseRequestId), 10_000);
  const took = Date.now() - posted;
  test.info().annotations.push({ type: 'correo recibido en', description: `${took} ms` });
  expect(took).toBeLessThan(10_000);
  expect(mail.subject).toMatch(/^Una solicitud (casi )?encaja con tu propiedad/);
  expect(mail.text).toContain('Barranco');
  // Nothing of the seeker's: no phone, no e-mail address.
  expect(`${mail.html}${mail.text}`).not.toContain(seeker.email);
  const source = await mailSource(mail.id);
  expect(headerOf(source, 'List-Unsubscribe')).toMatch(
    /^<http:\/\/localhost:\d+\/mvp\/email\/unsubscribe\?u=\d+&k=request-match&s=[\w-]+>$/,
  );
  expect(headerOf(source, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(headerOf(source, 'Content-Type')).toMatch(/^multipart\/alternative/);
  await expectFitsPhone(browser, mail);

  await login(page, owner);
  // The button: the request's own page on the site's address, then its «¡Lo tengo!».
  const button = linkOf(mail, 'Ver la solicitud y responder');
  expect(button).toMatch(new RegExp(`^https?://[^/]+/solicitud/${request.houseRequestId}-busco-`));
  await page.goto(button);
  await page.getByRole('main').getByRole('link', { name: '¡Lo tengo!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(flat)).toBeVisible();
});

test('dejar de recibir desde el correo, sin ingresar: el perfil dice «Nunca» y no llega otro de ese tipo', async ({
  page,
  browser,
}) => {
  const owner = await member(demoUser.renzo);
  const control = await member(demoUser.sofia);
  const seeker = await member(demoUser.andrea);
  await flatOf(owner, `Depa de Renzo ${mark()}`);
  await flatOf(control, `Depa de Sofía ${mark()}`);
  const first = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, BARRANCO, { referenceAddress: `Cerca de la bajada ${mark()}` }),
  );
  const mail = await waitForMail(owner.email, aboutRequest(first.houseRequestId));

  // The link in the mail, opened where nobody is signed in: a question, one button.
  const anonymous = await browser.newContext();
  const leave = await anonymous.newPage();
  await leave.goto(linkOf(mail, 'Dejar de recibir solicitudes que encajan con tus propiedades'));
  await leave.getByRole('button', { name: 'Dejar de recibir' }).click();
  await expect(
    leave.getByText('Listo: ya no te enviaremos solicitudes que encajan con tus propiedades por correo.'),
  ).toBeVisible();
  await anonymous.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, owner);
  await page.goto(paths.profileTab('notificaciones'));
  await expect(await emailChoice(page, 'Una solicitud nueva encaja con una de mis propiedades', 'Nunca')).toBeChecked();
  await expect(await emailChoice(page, 'Me enviaron una propiedad', 'Al instante')).toBeChecked();
  // The choices on a phone: every input labelled (axe), no horizontal scroll.
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Another fitting request: the other owner's mail comes, Renzo's does not.
  const second = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, BARRANCO, { referenceAddress: `Cerca del mirador ${mark()}` }),
  );
  await waitForMail(control.email, aboutRequest(second.houseRequestId));
  await page.waitForTimeout(1_000);
  expect(await mailsTo(owner.email, aboutRequest(second.houseRequestId))).toHaveLength(0);
});

test('el resumen diario, elegido en el perfil con el teclado, junta los avisos del día una sola vez', async ({
  page,
  browser,
}) => {
  const seeker = await member(demoUser.camila);
  const owner = await member(demoUser.jorge);
  await login(page, seeker);
  await page.goto(paths.profileTab('notificaciones'));
  const instant = await emailChoice(page, 'Me enviaron una propiedad', 'Al instante');
  await instant.focus();
  // Native radios: the arrow key moves to "Un resumen diario" and chooses it.
  await page.keyboard.press('ArrowDown');
  await expect(await emailChoice(page, 'Me enviaron una propiedad', 'Un resumen diario')).toBeChecked();
  await expect(page.getByText('Preferencias de correo guardadas')).toBeVisible();

  // A request of her own, active, for the two offers (Camila's seeded ones may be closed).
  const { houseRequestId } = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, BARRANCO, { referenceAddress: `Cerca del resumen ${mark()}` }),
  );
  const titles = [`Casa del resumen A ${mark()}`, `Casa del resumen B ${mark()}`];
  for (const title of titles) {
    const p = await publishProperty(
      owner,
      propertyPayload(owner.userCode, BARRANCO, { title, address: `Jr. Unión ${mark()}`, price: 2500 }),
    );
    const offer = { propertyId: p.propertyId, userCode: seeker.userCode, houseRequestId };
    await sendToInbox(owner, offer);
  }
  const path = alertApiPaths.emailSummaryNow;
  expect(await callApi(seeker, path, { userCode: seeker.userCode }, {})).toEqual({ queued: 1 });
  const summary = await waitForMail(
    seeker.email,
    (m) => m.subject.startsWith('Tu resumen de Lo Tengo') && m.text.includes(titles[0]!),
  );
  for (const title of titles) expect(summary.text.split(title)).toHaveLength(2);
  await expectFitsPhone(browser, summary);
  // Asked again: nothing new to summarise, no second mail; and no instant mail of those offers.
  expect(await callApi(seeker, path, { userCode: seeker.userCode }, {})).toEqual({ queued: 0 });
  await page.waitForTimeout(1_000);
  const withTitles = await mailsTo(seeker.email, (m) => titles.some((t) => m.text.includes(t)));
  expect(withTitles.map((m) => m.id)).toEqual([summary.id]);

  // The mail client's own "unsubscribe" (RFC 8058): one POST to the header's address, no session.
  const header = headerOf(await mailSource(summary.id), 'List-Unsubscribe')!;
  const oneClick = await fetch(header.replace(/^<|>$/g, ''), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  await page.reload();
  await expect(await emailChoice(page, 'Me enviaron una propiedad', 'Nunca')).toBeChecked();
  // The summary is off whatever fed it, and the profile shows it; her address itself still gets mail.
  await expect(page.getByRole('switch', { name: 'Recibir el resumen diario' })).not.toBeChecked();
  await expect(page.getByText(`Te escribimos a ${seeker.email}.`)).toBeVisible();
});

test('un rebote que avisa el proveedor: sin correos, el perfil dice por qué y cómo volver a recibirlos', async ({
  page,
}) => {
  const owner = await member(demoUser.miguel);
  const control = await member(demoUser.valeria);
  const seeker = await member(demoUser.andrea);
  // Postmark's bounce webhook as Postmark posts it: HTTP Basic with the webhook's secret.
  const bounced = await fetch(`${E2E_URLS.api}${alertApiPaths.emailProviderEvents}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`postmark:${LOCAL_WEBHOOK_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({ RecordType: 'Bounce', Type: 'HardBounce', TypeCode: 1, Email: owner.email, Inactive: true }),
  });
  expect(await bounced.json()).toEqual({ address: owner.email, suppressed: true, reason: 'bounce' });
  const reactivate = () => callApi(owner, alertApiPaths.emailReactivate, { userCode: owner.userCode }, {});
  try {
    // A request both owners' flats fit: the other owner's mail comes, none to the bounced address.
    await flatOf(owner, `Depa de Miguel ${mark()}`);
    await flatOf(control, `Depa de Valeria ${mark()}`);
    const request = await publishRequest(
      seeker,
      requestPayload(seeker.userCode, BARRANCO, { referenceAddress: `Cerca del malecón ${mark()}` }),
    );
    await waitForMail(control.email, aboutRequest(request.houseRequestId));
    await page.waitForTimeout(1_000);
    expect(await mailsTo(owner.email, aboutRequest(request.houseRequestId))).toHaveLength(0);

    // Her profile, on a phone: why no mail comes, and the one button that fixes it.
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, owner);
    await page.goto(paths.profileTab('notificaciones'));
    const status = page.getByRole('status').filter({ hasText: 'No te enviamos correos: tu buzón los rechazó' });
    await expect(status).toContainText(`el buzón de ${owner.email} rechazó nuestros correos`);
    await checkA11y(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await status.getByRole('button', { name: 'Volver a recibir correos' }).click();
    await expect(page.getByText('Listo: volveremos a escribirte')).toBeVisible();
    await expect(page.getByText(`Te escribimos a ${owner.email}.`)).toBeVisible();
  } finally {
    // Her address gets mail again for the journeys after this one, whatever happened above.
    await reactivate();
  }
});
