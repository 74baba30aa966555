import {
  notificationEventSchema,
  offerEventSchema,
  STREAM_EVENTS,
  streamTicketSchema,
} from '@lotengo/shared/contracts/alerts';
import { openSse, type SseConnection, type SseEvent } from '../bench/sse-client';
import {
  alertsOnDisk,
  listen,
  notificationsOnDisk,
  restarted as restartedApp,
  streamTicket,
} from './support/alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';
import { alertsOf } from '../app';

const DIEGO = 2;
const LUCIA = 1;

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const open: SseConnection[] = [];
beforeEach(async () => {
  t = makeTestApp({}, { alerts: { heartbeatMs: 50 } });
  server = await listen(t);
});
afterEach(async () => {
  open.splice(0).forEach((c) => c.close());
  await server.close();
  t.cleanup();
});

const ticket = (who: 'diego' | 'lucia') => streamTicket(t, who);

async function stream(query: Record<string, string>, headers: Record<string, string> = {}): Promise<SseConnection> {
  const c = await openSse(`${server.base}/notifications/stream?${new URLSearchParams(query)}`, headers);
  open.push(c);
  return c;
}

/** Lucía offers her next unsent property to one of Diego's requests (one notification + one offer event for him). */
async function luciaOffersToDiego(): Promise<number> {
  const s = t.store.state;
  const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
  const p = s.properties.find(
    (x) =>
      x.userCode === LUCIA &&
      x.status === 1 &&
      !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
  )!;
  const res = await t.http
    .post(url('inboxSend'))
    .set(bearer('lucia'))
    .send({ propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId })
    .expect(201);
  return res.body.idInboxProperty as number;
}

const offerFor = (id: number) => (e: SseEvent) =>
  e.event === STREAM_EVENTS.offer && offerEventSchema.parse(JSON.parse(e.data)).idInboxProperty === id;
const noteFor = (id: number) => (e: SseEvent) =>
  e.event === STREAM_EVENTS.notification &&
  notificationEventSchema.parse(JSON.parse(e.data)).notification.subject.idInboxProperty === id;
const ids = (c: SseConnection) => c.events.filter((e) => e.id !== undefined).map((e) => Number(e.id));

describe('who may open the stream', () => {
  it(
    '401 JSON without a ticket, with a forged one, with one already used; the ticket itself ' +
      'needs a registered user',
    async () => {
      expect(await stream({})).toMatchObject({ status: 401, body: { message: expect.any(String) } });
      expect(await stream({ ticket: 'forjado-forjado-forjado' })).toMatchObject({
        status: 401,
        body: { message: expect.stringContaining('ticket') },
      });
      const good = await ticket('diego');
      expect((await stream({ ticket: good })).status).toBe(200);
      expect(await stream({ ticket: good })).toMatchObject({ status: 401 });
      await t.http.post(url('streamTicket')).expect(401);
      await t.http.post(url('streamTicket')).set(bearer('daniel')).expect(403);
      expect(await stream({}, { Authorization: 'Bearer no.es.un.token' })).toMatchObject({ status: 401 });
      expect((await stream({ lastEventId: 'abc', ticket: await ticket('diego') })).status).toBe(400);
    },
  );

  it('an expired ticket is refused', async () => {
    const short = makeTestApp({}, { alerts: { ticketTtlMs: 1 } });
    const s = await listen(short);
    try {
      const res = await short.http.post(url('streamTicket')).set(bearer('diego')).expect(200);
      await new Promise((r) => setTimeout(r, 20));
      const c = await openSse(`${s.base}/notifications/stream?ticket=${res.body.ticket}`);
      expect(c.status).toBe(401);
    } finally {
      await s.close();
      short.cleanup();
    }
  });

  it('the usual bearer token opens it too (fetch-based clients), never a token in the URL', async () => {
    const c = await stream({}, bearer('diego'));
    expect(c.status).toBe(200);
  });
});

describe('live events', () => {
  it(
    'a new offer reaches the seeker as a notification and an offer event (badge count), the owner as an offer event ' +
      'only; unbuffered, with heartbeats',
    async () => {
      const diego = await stream({ ticket: await ticket('diego') }, { 'Accept-Encoding': 'gzip, deflate, br' });
      const lucia = await stream({ ticket: await ticket('lucia') });
      expect(diego.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(diego.headers['content-encoding']).toBeUndefined();
      const id = await luciaOffersToDiego();
      const note = notificationEventSchema.parse(JSON.parse((await diego.waitFor(noteFor(id), 2000)).data));
      expect(note.notification).toMatchObject({ kind: 'offer-received', userCode: DIEGO, readAt: null });
      expect(note.unread).toBe(notificationsOnDisk(t, DIEGO).filter((n) => n.readAt === null).length);
      const seekerOffer = offerEventSchema.parse(JSON.parse((await diego.waitFor(offerFor(id), 2000)).data));
      expect(seekerOffer).toMatchObject({ change: 'created', role: 'seeker', isAccepted: 0, requestState: 'active' });
      expect(seekerOffer.inboxUnread).toBe(
        t.store.state.inbox.filter((e) => e.userCode === DIEGO && e.isRead === 0).length,
      );
      expect(offerEventSchema.parse(JSON.parse((await lucia.waitFor(offerFor(id), 2000)).data))).toMatchObject({
        change: 'created',
        role: 'owner',
      });
      expect(lucia.events.some((e) => e.event === STREAM_EVENTS.notification)).toBe(false);

      // A decision reaches both; the owner gets the notification.
      await t.http
        .get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 1 }))
        .set(bearer('diego'))
        .expect(200);
      await lucia.waitFor(
        (e) => e.event === STREAM_EVENTS.notification && JSON.parse(e.data).notification.kind === 'offer-liked',
        2000,
      );
      await diego.waitFor((e) => offerFor(id)(e) && JSON.parse(e.data).change === 'accepted', 2000);
      // Reading in one tab moves the count in the others.
      await t.http
        .post(url('notificationsReadAll', { userCode: DIEGO }))
        .set(bearer('diego'))
        .expect(200);
      await diego.waitFor((e) => e.event === STREAM_EVENTS.unread && JSON.parse(e.data).unread === 0, 2000);
      await new Promise((r) => setTimeout(r, 120));
      expect(diego.comments).toBeGreaterThan(0);
      // Ids grow and none repeats.
      expect(ids(diego)).toEqual([...new Set(ids(diego))].sort((a, b) => a - b));
    },
  );

  it('closing a request tells the owners of its pending offers (their cards read "Solicitud cerrada")', async () => {
    const id = await luciaOffersToDiego();
    const lucia = await stream({ ticket: await ticket('lucia') });
    const houseRequestId = t.store.state.inbox.find((e) => e.idInboxProperty === id)!.houseRequestId;
    await t.http
      .post(url('houseRequestClose', { id: houseRequestId }))
      .set(bearer('diego'))
      .expect(200);
    const ev = offerEventSchema.parse(JSON.parse((await lucia.waitFor(offerFor(id), 2000)).data));
    expect(ev).toMatchObject({ change: 'request-closed', role: 'owner', requestState: 'closed' });
  });
});

describe('resuming', () => {
  it('from a list answer: what was made between it and the stream is replayed, then live', async () => {
    const list = await t.http
      .get(url('notifications', { userCode: DIEGO }))
      .query({ page: 1, pageSize: 5 })
      .set(bearer('diego'))
      .expect(200);
    const position = list.body.lastEventId as number;
    expect(position).toBe(alertsOf(t.app).hub.lastPublished);
    expect(Math.max(0, ...list.body.items.map((n: { eventId: number }) => n.eventId))).toBeLessThanOrEqual(position);
    // Made after the answer, before the stream opens: the window a member with nothing to resume after lost.
    const missed = await luciaOffersToDiego();
    const c = await stream({ ticket: await ticket('diego'), lastEventId: String(position) });
    await c.waitFor(noteFor(missed), 2000);
    const live = await luciaOffersToDiego();
    await c.waitFor(noteFor(live), 2000);
    expect(c.events.filter(noteFor(missed))).toHaveLength(1);
  });

  it('with Last-Event-ID: exactly what was missed, in order, then live; nothing twice', async () => {
    const first = await stream({ ticket: await ticket('diego') });
    const a = await luciaOffersToDiego();
    await first.waitFor(offerFor(a), 2000);
    const seen = ids(first);
    first.close();
    await new Promise((r) => setTimeout(r, 30));
    const b = await luciaOffersToDiego();
    const c = await luciaOffersToDiego();

    // A reconnection of the same EventSource sends the header; a new one may put it in the query.
    const again = await stream({ ticket: await ticket('diego') }, { 'Last-Event-ID': String(Math.max(...seen)) });
    await again.waitFor(offerFor(c), 2000);
    const replayed = again.events.filter((e) => e.id !== undefined);
    expect(replayed.filter(noteFor(b))).toHaveLength(1);
    expect(replayed.filter(noteFor(c))).toHaveLength(1);
    expect(replayed.some((e) => seen.includes(Number(e.id)))).toBe(false);
    expect(ids(again)).toEqual([...ids(again)].sort((x, y) => x - y));
    const d = await luciaOffersToDiego();
    await again.waitFor(offerFor(d), 2000);
    expect(again.events.filter(noteFor(d))).toHaveLength(1);

    const viaQuery = await stream({ ticket: await ticket('diego'), lastEventId: String(Math.max(...seen)) });
    await viaQuery.waitFor(offerFor(d), 2000);
    expect(ids(viaQuery)).toEqual(ids(again));
    expect(again.events.some((e) => e.event === STREAM_EVENTS.resync)).toBe(false);
  });

  it(
    'after a restart: ids keep growing; missed notifications come from the db, then a ' + 'resync asks for the rest',
    async () => {
      const first = await stream({ ticket: await ticket('diego') });
      const a = await luciaOffersToDiego();
      await first.waitFor(offerFor(a), 2000);
      const last = Math.max(...ids(first));
      const b = await luciaOffersToDiego();
      const missed = notificationsOnDisk(t, DIEGO).filter((n) => n.eventId > last);
      expect(missed.length).toBeGreaterThan(0);

      const restarted = restartedApp(t);
      const s2 = await listen(restarted);
      try {
        const tk = streamTicketSchema.parse(
          (await restarted.http.post(url('streamTicket')).set(bearer('diego')).expect(200)).body,
        ).ticket;
        const c = await openSse(`${s2.base}/notifications/stream?ticket=${tk}`, { 'Last-Event-ID': String(last) });
        open.push(c);
        await c.waitFor((e) => e.event === STREAM_EVENTS.resync, 2000);
        expect(c.events.filter(noteFor(b))).toHaveLength(1);
        expect(c.events.filter((e) => e.event === STREAM_EVENTS.notification).map((e) => Number(e.id))).toEqual(
          missed.map((n) => n.eventId),
        );
        // New events after the restart never reuse an id.
        const maxBefore = alertsOnDisk(t).eventSeq;
        const s = restarted.store.state;
        const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
        const p = s.properties.find(
          (x) =>
            x.userCode === LUCIA &&
            x.status === 1 &&
            !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
        )!;
        await restarted.http
          .post(url('inboxSend'))
          .set(bearer('lucia'))
          .send({ propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId })
          .expect(201);
        const live = await c.waitFor((e) => e.event === STREAM_EVENTS.notification && Number(e.id) > maxBefore, 2000);
        expect(Number(live.id)).toBeGreaterThan(maxBefore);
      } finally {
        await s2.close();
        restarted.cleanup();
      }
    },
  );
});
