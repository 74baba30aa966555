/**
 * Every operation of the shared contract, called once on the seeded mock with a request a real client
 * would send: each must answer one of its success statuses, with an answer its contract accepts (and
 * the live stream's events theirs). The mock's own check (http/contract.ts) would turn a breach into a
 * 500; this names the operation and the field instead. A new operation without a step here fails the last
 * test.
 */
import { buildPath, TIME_SLOTS, todayInPeru, DAY_MS } from '@lotengo/shared/contracts';
import {
  operationList,
  operations,
  successStatusesOf,
  type NamedOperation,
  type OperationId,
} from '@lotengo/shared/contracts/operations';
import supertest from 'supertest';
import { mountedOperationsOf } from '../app';
import { openSse } from '../bench/sse-client';
import { answerProblem, streamEventProblem, unmountedOperations } from '../http/contract';
import { readMailSettings } from '../mail/settings';
import { signUnsubscribe, unsubscribeSecret } from '../mail/unsubscribe';
import { listen, propertyFitting, requestFitting } from './support/alerts-helpers';
import { PNG, validProperty } from './support/property-helpers';
import { account, bearer, makeTestApp, type TestApp } from './support/test-app';
import { DEPLOYER_TOKEN, deployCredentials } from './support/telemetry-setup';

const LUCIA = 1;
const DIEGO = 2;
type Who = 'lucia' | 'diego' | 'newbie';

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const toured = new Set<OperationId>();

beforeAll(async () => {
  t = makeTestApp({}, { alerts: { heartbeatMs: 50 }, deployCredentials });
  server = await listen(t);
});
afterAll(async () => {
  await server.close();
  t.cleanup();
});

const opOf = (id: OperationId): NamedOperation => operationList.find((op) => op.operationId === id)!;

interface Call {
  who?: Who;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
  /** Sends the request another way (a file, a form); the method and path are still the operation's. */
  send?: (req: supertest.Test) => supertest.Test;
}

/** Calls operation `id` as its contract says (method, path) and checks the answer against it. */
async function call(id: OperationId, { who, params, query, body, send }: Call = {}): Promise<supertest.Response> {
  const op = opOf(id);
  let req = t.http[op.method](`/mvp${buildPath(op.path, params)}`);
  if (who) req = req.set(bearer(who));
  if (query) req = req.query(query);
  if (send) req = send(req);
  else if (body) req = req.send(body);
  const res = await req;
  toured.add(id);
  const expected = successStatusesOf(op);
  const problem = !expected.includes(res.status as never)
    ? `estado ${res.status} (${JSON.stringify(res.body)})`
    : op.answer.schema
      ? answerProblem(op, res.status, res.body)
      : null;
  expect(`${id}: ${problem ?? 'dentro del contrato'}`).toBe(`${id}: dentro del contrato`);
  return res;
}

const state = () => t.store.state;
const inDays = (days: number) => todayInPeru(new Date(Date.now() + days * DAY_MS));

describe('the mock answers every operation of the contract inside it', () => {
  it('mounts every operation', () => {
    expect(unmountedOperations(mountedOperationsOf(t.app))).toEqual([]);
  });

  it('option and location lists', async () => {
    for (const id of [
      'getUbigeos',
      'getDepartments',
      'getTypeProcesses',
      'getTypeProcessesForProperty',
      'getTypeProcessesForRequest',
      'getTypeProperties',
      'getCharacteristics',
      'getProfileImages',
      'getConfigParameters',
      'getHealth',
      'getCapabilities',
    ] as const)
      await call(id);
    await call('getProvinces', { params: { department: 'LIMA' } });
    await call('getDistricts', { params: { department: 'LIMA', province: 'LIMA' } });
  });

  it('users', async () => {
    const diego = account('diego');
    await call('getUserByUid', { who: 'diego', params: { uid: diego.uid } });
    await call('getUserByEmail', { params: { email: diego.email } });
    await call('updateUser', { who: 'diego', body: { userCode: DIEGO, firstName: 'Diego' } });
    const newbie = account('newbie');
    const registration = { userFirebaseId: newbie.uid, firstName: 'Nueva', lastName: 'Persona', email: newbie.email };
    await call('registerUser', { who: 'newbie', body: { ...registration, phoneNumber: '987654321' } });
  });

  it('properties, requests and matches', async () => {
    const { body: created } = await call('registerProperty', { who: 'lucia', body: validProperty() });
    const propertyId = created.propertyId as number;
    await call('getProperties', { who: 'diego', query: { page: 1, pageSize: 5 } });
    await call('getUserProperties', { who: 'lucia', params: { userCode: LUCIA } });
    await call('searchUserProperties', { who: 'lucia', params: { userCode: LUCIA }, body: { ubigeoId: 150122 } });
    await call('getProperty', { who: 'lucia', params: { id: propertyId } });
    await call('updateProperty', { who: 'lucia', params: { id: propertyId }, body: validProperty({ price: 1600 }) });
    await call('closeProperty', { who: 'lucia', params: { id: propertyId } });
    await call('reopenProperty', { who: 'lucia', params: { id: propertyId } });

    const p = state().properties.find((x) => x.propertyId === propertyId)!;
    const { body: request } = await call('registerHouseRequest', { who: 'diego', body: requestFitting(p, DIEGO) });
    const id = request.houseRequestId as number;
    await call('updateHouseRequest', {
      who: 'diego',
      params: { id },
      body: requestFitting(p, DIEGO, { costEnd: 3000 }),
    });
    await call('searchHouseRequests', { body: { ubigeoId: 150000, page: 1, pageSize: 12 } });
    await call('getPopularHouseRequests');
    await call('getMyHouseRequests', { who: 'diego', params: { userCode: DIEGO } });
    await call('getHouseRequest', { params: { id } });
    await call('getPropertyMatches', { who: 'diego', params: { userCode: DIEGO } });
    await call('getHouseRequestMatches', { who: 'lucia', params: { userCode: LUCIA } });
  });

  it('an offer: sent, seen, rejected with a reason', async () => {
    const r = state().houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const { body: p } = await call('registerProperty', { who: 'lucia', body: propertyFitting(r, LUCIA) });
    const offer = { propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId };
    const { body: sent } = await call('sendToInbox', { who: 'lucia', body: { ...offer, isAccepted: 0, isRead: 0 } });
    await call('getSentPropertyIds', { who: 'lucia', params: { houseRequestId: r.houseRequestId } });
    await call('getSentOffers', { who: 'lucia', params: { userCode: LUCIA } });
    await call('getInboxUnreadCount', { who: 'diego', params: { userCode: DIEGO } });
    await call('getInbox', { who: 'diego', params: { id: DIEGO } });
    await call('markInboxRead', { who: 'diego', params: { userCode: DIEGO } });
    const idInboxProperty = sent.idInboxProperty as number;
    await call('changeIsAccepted', { who: 'diego', params: { idInboxProperty, value: 2 } });
    await call('setRejectReason', { who: 'diego', params: { idInboxProperty }, body: { rejectReason: 'precio' } });
  });

  it('availability and a visit, booked and cancelled', async () => {
    const { body: own } = await call('getUserProperties', { who: 'lucia', params: { userCode: LUCIA } });
    const propertyId = (own as Array<{ propertyId: number }>)[0]!.propertyId;
    const date = inDays(10);
    const hour = { propertyId, typeVisit: 'Presencial', dateVisitAvailable: date, hourAvailableDateMin: TIME_SLOTS[0] };
    await call('registerHours', { who: 'lucia', body: [hour] });
    await call('getHoursByProperty', { params: { propertyId } });
    await call('getHoursByPropertyAndType', { params: { propertyId, typeVisit: 'Presencial' } });
    await call('getHoursByPropertyTypeAndDate', { params: { propertyId, typeVisit: 'Presencial', date } });

    const s = state();
    const taken = new Set(s.visits.filter((v) => v.status === 1).map((v) => `${v.visitDate}|${v.visitHour}`));
    const pending = s.inbox.filter((e) => e.userCode === DIEGO && e.isAccepted === 0 && !e.isWithdrawn);
    const entry = pending.find((e) =>
      s.hours.some(
        (h) => h.propertyId === e.propertyId && !taken.has(`${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
      ),
    )!;
    const slot = s.hours.find(
      (h) => h.propertyId === entry.propertyId && !taken.has(`${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
    )!;
    const booking = {
      propertyId: entry.propertyId,
      userCode: DIEGO,
      idInboxProperty: entry.idInboxProperty,
      typeVisit: slot.typeVisit,
      visitDate: slot.dateVisitAvailable,
      visitHour: slot.hourAvailableDateMin,
      status: 1,
    };
    const { body: visit } = await call('registerVisit', { who: 'diego', body: booking });
    await call('getMyVisits', { who: 'diego', params: { userCode: DIEGO } });
    await call('getOwnerVisits', { who: 'lucia', params: { userCode: LUCIA } });
    await call('cancelVisit', { who: 'diego', params: { visitId: visit.visitId } });
  });

  it("a request's lifecycle", async () => {
    const r = state().houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const params = { id: r.houseRequestId };
    await call('pauseHouseRequest', { who: 'diego', params });
    await call('reopenHouseRequest', { who: 'diego', params });
    await call('renewHouseRequest', { who: 'diego', params });
    await call('closeHouseRequest', { who: 'diego', params });
  });

  it('notifications, preferences and e-mail', async () => {
    const params = { userCode: DIEGO };
    const { body: page } = await call('getNotifications', { who: 'diego', params, query: { page: 1, pageSize: 5 } });
    const first = (page as { items: Array<{ notificationId: number }> }).items[0]!;
    await call('markNotificationRead', { who: 'diego', params: { notificationId: first.notificationId } });
    await call('markAllNotificationsRead', { who: 'diego', params });
    await call('getNotificationPreferences', { who: 'diego', params });
    await call('updateNotificationPreferences', {
      who: 'diego',
      params,
      body: { kinds: { 'request-match': true }, email: { 'offer-received': 'daily' } },
    });
    await call('sendEmailSummaryNow', { who: 'diego', params });

    const settings = readMailSettings({}, { apiPort: 3000 });
    const link = {
      u: DIEGO,
      k: 'visit-booked',
      s: signUnsubscribe(unsubscribeSecret(t.store.db, settings), DIEGO, 'visit-booked'),
    };
    const page1 = await call('showUnsubscribe', { query: link });
    expect(page1.headers['content-type']).toMatch(/^text\/html/);
    await call('unsubscribe', { query: link, send: (req) => req.type('form').send('List-Unsubscribe=One-Click') });

    // Postmark's bounce record, with the webhook's shared secret; then Diego sees it and lifts it.
    const secret = Buffer.from(`postmark:${settings.webhookSecret}`).toString('base64');
    const bounce = { RecordType: 'Bounce', Type: 'HardBounce', TypeCode: 1, Email: account('diego').email };
    await call('receiveProviderEvent', { send: (req) => req.set('Authorization', `Basic ${secret}`).send(bounce) });
    const { body: status } = await call('getEmailStatus', { who: 'diego', params });
    expect(status.state).toBe('suppressed');
    await call('reactivateEmail', { who: 'diego', params });
    // The account registered above is not verified yet (a fresh emulator sign-up): it asks for the link.
    const newbie = t.store.state.users.find((u) => u.userFirebaseId === account('newbie').uid)!;
    await call('sendEmailVerification', { who: 'newbie', params: { userCode: newbie.userCode } });
  });

  it('the live stream: a ticket, then every event replayed inside its contract', async () => {
    const { body: ticket } = await call('createStreamTicket', { who: 'diego' });
    const query = `ticket=${ticket.ticket}&lastEventId=0`;
    const stream = await openSse(`${server.base}${operations.openNotificationStream.path}?${query}`);
    try {
      expect(stream.status).toBe(200);
      toured.add('openNotificationStream');
      await stream.waitFor((e) => e.event === 'notification');
      const problems = stream.events.map((e) => streamEventProblem(e.event, JSON.parse(e.data))).filter(Boolean);
      expect(problems).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('demand, contact, photos and telemetry', async () => {
    await call('getDemandSummary', { query: { ubigeoId: 150000, tprocessId: 2 } });
    await call('getPropertyDemand', { query: { ubigeoId: 150122, tprocessId: 2, tpropertyId: 2, price: 1500 } });
    await call('getSupply', { query: { ubigeoId: 150122, tprocessId: 2, tpropertyId: 2, costEnd: 2000 } });
    await call('sendContactMessage', {
      body: { firstName: 'Ana', lastName: 'Díaz', email: 'ana@correo.pe', message: 'Hola, una consulta.' },
    });
    const { body: photo } = await call('uploadImage', {
      who: 'lucia',
      send: (req) => req.attach('file', PNG, { filename: 'foto.png', contentType: 'image/png' }),
    });
    const [, , , userCode, fileName] = new URL(photo.fileUrl).pathname.split('/');
    const image = await call('getStoredImage', { params: { userCode: userCode!, fileName: fileName! } });
    expect(image.headers['content-type']).toBe('image/png');
    const version = 'abcd123-0123456789';
    await call('reportRemoteError', { body: { app: 'shell', version, kind: 'load', path: '/page/requests' } });
    await call('reportPageLoad', { body: { versions: { shell: version } } });
    await call('getTelemetrySummary', {
      params: { app: 'shell' },
      send: (req) => req.set('Authorization', `Bearer ${DEPLOYER_TOKEN}`),
    });
  });

  it('toured every operation', () => {
    expect(operationList.map((op) => op.operationId).filter((id) => !toured.has(id))).toEqual([]);
  });
});
