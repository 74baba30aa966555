/**
 * The first alert of brand-new members, on a stack that has just started: nobody here has had a
 * notification before, so the page's live channel opens with nothing to resume after. An owner with a
 * page open hears of the first request that fits — even when it is made in the moment between the bell's
 * first answer and its stream's opening, which a cold server or a slow phone stretches —, the seeker of
 * their first offer, and a member whose stream is blocked (a proxy that drops event streams) of theirs
 * through the polling fallback: each bell says "1 nueva" within 3 s of the change, with no reload. This
 * file runs first in its lane (alerts/ sorts before the other folders), so it meets the API's first stream.
 */
import { alertApiPaths, type NotificationPage } from '@lotengo/shared/contracts/alerts';
import {
  callApi,
  expect,
  newUser,
  paths,
  propertyPayload,
  publishProperty,
  publishRequest,
  register,
  requestPayload,
  sendToInbox,
  test,
  userCodeOf,
  type Browser,
  type NewUser,
  type Page,
} from '../support';

const SAN_BORJA = 150130;
/** The promise: the bell moves within 3 s of the change that caused it. */
const WITHIN_MS = 3_000;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones(, \d+ nuevas?)?$/ });

/** A new member registered through the real form, signed in on their own page; `block` drops their event streams. */
async function newMember(browser: Browser, firstName: string, { block = false } = {}) {
  const user: NewUser = newUser({ firstName, lastName: 'Primera' });
  const context = await browser.newContext();
  if (block) await context.route(/\/notifications\/stream(\?|$)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await register(page, user);
  await expect(page.getByText('User Registrado Correctamente')).toBeVisible();
  const member = { email: user.email, password: user.password, userCode: await userCodeOf(user) };
  return { user, member, page, close: () => context.close() };
}

/**
 * Holds the page's stream ticket until released, as a cold server or a slow phone stretches that moment:
 * a change made meanwhile falls between the bell's first answer and the stream's opening.
 */
async function holdStreamOpening(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const ticketAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/notifications\/stream-ticket$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { ticketAsked, release };
}

/** The member's page is open on `path` with a quiet bell, and stays so (a reload would drop the mark). */
async function openQuiet(page: Page, path: string) {
  await page.goto(path);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  await page.evaluate(() => Object.assign(window, { __sinRecargar: true }));
}

async function expectFirstWithin(page: Page, since: number) {
  await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 nueva', { timeout: WITHIN_MS });
  expect(Date.now() - since, 'de la escritura a la campana').toBeLessThanOrEqual(WITHIN_MS + 500);
  expect(await page.evaluate(() => (window as { __sinRecargar?: boolean }).__sinRecargar)).toBe(true);
}

test('miembros nuevos: la primera alerta llega a la página abierta en segundos, también por sondeo', async ({
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const owner = await newMember(browser, 'Olga');
  const seeker = await newMember(browser, 'Sara');
  const property = await publishProperty(
    owner.member,
    propertyPayload(owner.member.userCode, SAN_BORJA, { address: `Av. Aviación ${tag}`, price: 1300 }),
  );
  const hold = await holdStreamOpening(owner.page);
  await openQuiet(owner.page, paths.properties);
  // The bell has its first answer (the ticket comes after it) and its stream is not open yet.
  await hold.ticketAsked;

  // The seeker publishes a request that fits: the owner's first notification, made in that moment.
  let since = Date.now();
  const request = await publishRequest(
    seeker.member,
    requestPayload(seeker.member.userCode, SAN_BORJA, { referenceAddress: `Cerca del Pentagonito ${tag}` }),
  );
  hold.release();
  await expectFirstWithin(owner.page, since);

  // The owner sends the property: the seeker's first notification, and their "Mis Ofertas" badge.
  await openQuiet(seeker.page, paths.myRequests);
  since = Date.now();
  await sendToInbox(owner.member, {
    propertyId: property.propertyId,
    houseRequestId: request.houseRequestId,
    userCode: seeker.member.userCode,
  });
  await expectFirstWithin(seeker.page, since);

  // A third member whose event streams never open: the channel polls, and the first alert still comes.
  const blocked = await newMember(browser, 'Pía', { block: true });
  await publishProperty(
    blocked.member,
    propertyPayload(blocked.member.userCode, SAN_BORJA, { address: `Calle Morelli ${tag}`, price: 1250 }),
  );
  await openQuiet(blocked.page, paths.properties);
  // The stream has been refused often enough for the channel to poll instead.
  await expect(blocked.page.getByRole('banner').locator('[data-alert-channel]')).toHaveAttribute(
    'data-alert-channel',
    'polling',
    { timeout: 15_000 },
  );
  since = Date.now();
  await publishRequest(
    seeker.member,
    requestPayload(seeker.member.userCode, SAN_BORJA, { referenceAddress: `Cerca de Limatambo ${tag}` }),
  );
  await expectFirstWithin(blocked.page, since);
  // The polling member's notification is the API's too (nothing shown that the server does not hold).
  const mine = await callApi<NotificationPage>(blocked.member, alertApiPaths.notifications, {
    userCode: blocked.member.userCode,
  });
  expect(mine.unread).toBe(1);

  await Promise.all([owner.close(), seeker.close(), blocked.close()]);
});
