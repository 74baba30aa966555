import { z } from 'zod';
import { inboxEntrySchema } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

/** Lucía's Miraflores property fits Diego's Miraflores request and was not sent yet (the demo pair). */
function demoPair(): { property: StoredProperty; request: StoredHouseRequest } {
  const s = t.store.state;
  const request = s.houseRequests.find((r) => r.userCode === 2 && r.ubigeoId === 150122 && r.tprocessId === 2)!;
  const property = s.properties.find(
    (p) =>
      p.userCode === 1 &&
      p.ubigeoId === 150122 &&
      p.tprocessId === 2 &&
      p.price >= request.costInit &&
      p.price <= request.costEnd,
  )!;
  expect(s.inbox.some((e) => e.propertyId === property.propertyId && e.houseRequestId === request.houseRequestId)).toBe(
    false,
  );
  return { property, request };
}
const send = (p: StoredProperty, r: StoredHouseRequest) => ({
  propertyId: p.propertyId,
  userCode: r.userCode,
  houseRequestId: r.houseRequestId,
  isAccepted: 0,
  isRead: 0,
  dateInbox: new Date().toISOString(),
});

describe('GET /inboxProperty/getBuzon/{userCode}', () => {
  it('is private (401, 403 for another user, 400 for a bad id)', async () => {
    await t.http.get(url('inbox', { id: 2 })).expect(401);
    await t.http
      .get(url('inbox', { id: 2 }))
      .set(bearer('lucia'))
      .expect(403);
    await t.http
      .get(url('inbox', { id: 'dos' }))
      .set(bearer('diego'))
      .expect(400);
  });

  it('lists the offers to my requests, newest first, with the property detail', async () => {
    const res = await t.http
      .get(url('inbox', { id: 2 }))
      .set(bearer('diego'))
      .expect(200);
    const rows = z.array(inboxEntrySchema).parse(res.body);
    const expected = t.store.state.inbox
      .filter((e) => e.userCode === 2)
      .map((e) => e.idInboxProperty)
      .sort((a, b) => b - a);
    expect(rows.map((e) => e.idInboxProperty)).toEqual(expected);
    expect(new Set(rows.map((e) => e.isAccepted))).toEqual(new Set([0, 1, 2]));
    for (const e of rows) expect(e.propertyDetail.propertyId).toBe(e.propertyId);
    const dates = rows.map((e) => e.dateInbox);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('POST /inboxProperty/enviar-al-inbox-property', () => {
  it('needs a token (401) and a registered user (403)', async () => {
    const { property, request } = demoPair();
    await t.http.post(url('inboxSend')).send(send(property, request)).expect(401);
    await t.http.post(url('inboxSend')).set(bearer('daniel')).send(send(property, request)).expect(403);
  });

  it('sends my property to someone else’s request: pending, unread, dated by the server', async () => {
    const { property, request } = demoPair();
    const before = Date.now();
    const res = await t.http
      .post(url('inboxSend'))
      .set(bearer('lucia'))
      .send({ ...send(property, request), dateInbox: '2001-01-01T00:00:00.000Z' })
      .expect(201);
    const entry = inboxEntrySchema.parse(res.body);
    expect(entry).toMatchObject({
      propertyId: property.propertyId,
      userCode: 2,
      houseRequestId: request.houseRequestId,
      isAccepted: 0,
      isRead: 0,
    });
    expect(Date.parse(entry.dateInbox)).toBeGreaterThanOrEqual(before - 1000);
    expect(t.readDisk().inbox.find((e) => e.idInboxProperty === entry.idInboxProperty)).toMatchObject({
      senderUserCode: 1,
      isAccepted: 0,
    });
    // It shows up first in Diego's inbox and in Lucía's "sent by me" for that request.
    const inbox = await t.http
      .get(url('inbox', { id: 2 }))
      .set(bearer('diego'))
      .expect(200);
    expect(inbox.body[0].idInboxProperty).toBe(entry.idInboxProperty);
    const sent = await t.http
      .get(url('inboxSentByMe', { houseRequestId: request.houseRequestId }))
      .set(bearer('lucia'))
      .expect(200);
    expect(sent.body).toEqual([property.propertyId]);
  });

  it('refuses sending to your own request (403, the message of docs/product/texts.md)', async () => {
    const { property, request } = demoPair();
    const ownRequest = t.store.state.houseRequests.find((r) => r.userCode === 1)!;
    const res = await t.http.post(url('inboxSend')).set(bearer('lucia')).send(send(property, ownRequest)).expect(403);
    expect(res.body).toEqual({ message: 'Esta es una solicitud generada por usted mismo', field: 'houseRequestId' });
    expect(request).toBeDefined();
  });

  it('refuses sending someone else’s property (403)', async () => {
    const { property, request } = demoPair();
    const res = await t.http.post(url('inboxSend')).set(bearer('camila')).send(send(property, request)).expect(403);
    expect(res.body.field).toBe('propertyId');
  });

  it('refuses the same property to the same request twice (409), even concurrently', async () => {
    const { property, request } = demoPair();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => t.http.post(url('inboxSend')).set(bearer('lucia')).send(send(property, request))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.field).toBe('propertyId');
    expect(
      t
        .readDisk()
        .inbox.filter((e) => e.propertyId === property.propertyId && e.houseRequestId === request.houseRequestId),
    ).toHaveLength(1);
  });

  it('404 for unknown property or request; 400 when userCode is not the request owner', async () => {
    const { property, request } = demoPair();
    expect(
      (
        await t.http
          .post(url('inboxSend'))
          .set(bearer('lucia'))
          .send({ ...send(property, request), propertyId: 9999 })
          .expect(404)
      ).body.field,
    ).toBe('propertyId');
    expect(
      (
        await t.http
          .post(url('inboxSend'))
          .set(bearer('lucia'))
          .send({ ...send(property, request), houseRequestId: 9999 })
          .expect(404)
      ).body.field,
    ).toBe('houseRequestId');
    expect(
      (
        await t.http
          .post(url('inboxSend'))
          .set(bearer('lucia'))
          .send({ ...send(property, request), userCode: 3 })
          .expect(400)
      ).body.field,
    ).toBe('userCode');
  });

  it.each([
    ['propertyId', { propertyId: 'uno' }],
    ['houseRequestId', { houseRequestId: undefined }],
    ['isAccepted', { isAccepted: 1 }],
    ['dateInbox', { dateInbox: 'ayer' }],
  ])('rejects a bad %s (400)', async (field, patch) => {
    const { property, request } = demoPair();
    const res = await t.http
      .post(url('inboxSend'))
      .set(bearer('lucia'))
      .send({ ...send(property, request), ...patch })
      .expect(400);
    expect(res.body.field).toBe(field);
  });
});

describe('GET /inboxProperty/changeIsAccepted/{idInboxProperty}/{value}', () => {
  const pendingOfDiego = () => t.store.state.inbox.find((e) => e.userCode === 2 && e.isAccepted === 0)!;

  it('needs a token (401) and the inbox owner (403)', async () => {
    const e = pendingOfDiego();
    await t.http.get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 1 })).expect(401);
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 1 }))
      .set(bearer('lucia'))
      .expect(403);
    expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.isAccepted).toBe(0);
  });

  it('accepts a pending offer (0 → 1) once; any later change is a 409', async () => {
    const e = pendingOfDiego();
    const res = await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 1 }))
      .set(bearer('diego'))
      .expect(200);
    expect(inboxEntrySchema.parse(res.body)).toMatchObject({ idInboxProperty: e.idInboxProperty, isAccepted: 1 });
    expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.isAccepted).toBe(1);
    const again = await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
      .set(bearer('diego'))
      .expect(409);
    expect(again.body.field).toBe('value');
    expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.isAccepted).toBe(1);
  });

  it('rejects a pending offer (0 → 2); accepting it afterwards is a 409', async () => {
    const e = pendingOfDiego();
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 1 }))
      .set(bearer('diego'))
      .expect(409);
    expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.isAccepted).toBe(2);
  });

  it('only values 1 or 2 (400) and known ids (404)', async () => {
    const e = pendingOfDiego();
    for (const value of ['0', '3', 'si']) {
      const res = await t.http
        .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value }))
        .set(bearer('diego'))
        .expect(400);
      expect(res.body.field).toBe('value');
    }
    expect(
      (
        await t.http
          .get(url('inboxChangeIsAccepted', { idInboxProperty: 99999, value: 1 }))
          .set(bearer('diego'))
          .expect(404)
      ).body.field,
    ).toBe('idInboxProperty');
    expect(
      (
        await t.http
          .get(url('inboxChangeIsAccepted', { idInboxProperty: 'x', value: 1 }))
          .set(bearer('diego'))
          .expect(400)
      ).body.field,
    ).toBe('idInboxProperty');
  });
});

describe('GET /inboxProperty/sent-by-me/{houseRequestId}', () => {
  it('lists only the caller’s properties already sent to that request', async () => {
    const e = t.store.state.inbox.find((x) => x.senderUserCode === 6)!;
    const res = await t.http
      .get(url('inboxSentByMe', { houseRequestId: e.houseRequestId }))
      .set(bearer('renzo'))
      .expect(200);
    const mine = t.store.state.inbox
      .filter((x) => x.houseRequestId === e.houseRequestId && x.senderUserCode === 6)
      .map((x) => x.propertyId);
    expect(res.body).toEqual([...new Set(mine)].sort((a, b) => a - b));
    expect(res.body).toContain(e.propertyId);
    const other = await t.http
      .get(url('inboxSentByMe', { houseRequestId: e.houseRequestId }))
      .set(bearer('camila'))
      .expect(200);
    expect(other.body).toEqual([]);
  });

  it('is private (401) and checks the request exists (404) and the id (400)', async () => {
    await t.http.get(url('inboxSentByMe', { houseRequestId: 1 })).expect(401);
    await t.http
      .get(url('inboxSentByMe', { houseRequestId: 99999 }))
      .set(bearer('lucia'))
      .expect(404);
    await t.http
      .get(url('inboxSentByMe', { houseRequestId: '-1' }))
      .set(bearer('lucia'))
      .expect(400);
  });
});
