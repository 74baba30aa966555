import { z } from 'zod';
import { inboxEntrySchema, markReadAnswerSchema, unreadCountSchema } from '@lotengo/shared/contracts';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const unreadOf = (userCode: number) =>
  t.store.state.inbox.filter((e) => e.userCode === userCode && e.isRead === 0).length;

describe('unread offers', () => {
  it('counts my unread offers; opening Mis Ofertas marks them read (once)', async () => {
    const before = unreadOf(2);
    expect(before).toBeGreaterThan(0);
    const count = unreadCountSchema.parse(
      (
        await t.http
          .get(url('inboxUnreadCount', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(count.unread).toBe(before);
    const marked = markReadAnswerSchema.parse(
      (
        await t.http
          .post(url('inboxMarkRead', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(marked.updated).toBe(before);
    expect(t.readDisk().inbox.filter((e) => e.userCode === 2 && e.isRead === 0)).toHaveLength(0);
    expect(
      (
        await t.http
          .get(url('inboxUnreadCount', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    ).toEqual({ unread: 0 });
    expect(
      (
        await t.http
          .post(url('inboxMarkRead', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    ).toEqual({ updated: 0 });
    // Nobody else's inbox moved.
    expect(t.readDisk().inbox.filter((e) => e.userCode !== 2 && e.isRead === 0).length).toBe(
      t.store.state.inbox.filter((e) => e.userCode !== 2 && e.isRead === 0).length,
    );
  });

  it('a new offer arrives unread and counts', async () => {
    await t.http
      .post(url('inboxMarkRead', { userCode: 2 }))
      .set(bearer('diego'))
      .expect(200);
    const s = t.store.state;
    const request = s.houseRequests.find((r) => r.userCode === 2)!;
    const property = s.properties.find(
      (p) =>
        p.userCode === 1 &&
        !s.inbox.some((e) => e.propertyId === p.propertyId && e.houseRequestId === request.houseRequestId),
    )!;
    const res = await t.http
      .post(url('inboxSend'))
      .set(bearer('lucia'))
      .send({
        propertyId: property.propertyId,
        userCode: 2,
        houseRequestId: request.houseRequestId,
        isAccepted: 0,
        isRead: 0,
      })
      .expect(201);
    expect(inboxEntrySchema.parse(res.body)).toMatchObject({ isRead: 0, isWithdrawn: 0 });
    expect(
      (
        await t.http
          .get(url('inboxUnreadCount', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    ).toEqual({ unread: 1 });
  });

  it('only the inbox owner: 401, 403, 400', async () => {
    await t.http.get(url('inboxUnreadCount', { userCode: 2 })).expect(401);
    await t.http
      .get(url('inboxUnreadCount', { userCode: 2 }))
      .set(bearer('lucia'))
      .expect(403);
    await t.http.post(url('inboxMarkRead', { userCode: 2 })).expect(401);
    await t.http
      .post(url('inboxMarkRead', { userCode: 2 }))
      .set(bearer('lucia'))
      .expect(403);
    await t.http
      .post(url('inboxMarkRead', { userCode: 'dos' }))
      .set(bearer('diego'))
      .expect(400);
    expect(t.readDisk().inbox.filter((e) => e.userCode === 2 && e.isRead === 0).length).toBe(unreadOf(2));
  });
});

describe('reject reasons', () => {
  const pendingOfDiego = () => t.store.state.inbox.find((e) => e.userCode === 2 && e.isAccepted === 0)!;
  const reason = (id: number | string, rejectReason: unknown) =>
    t.http.post(url('inboxRejectReason', { idInboxProperty: id })).send({ rejectReason });

  it('a rejected offer takes one reason, which can be changed, and reads back on the entry', async () => {
    const e = pendingOfDiego();
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
      .set(bearer('diego'))
      .expect(200);
    const res = await reason(e.idInboxProperty, 'precio').set(bearer('diego')).expect(200);
    expect(inboxEntrySchema.parse(res.body)).toMatchObject({ isAccepted: 2, rejectReason: 'precio' });
    await reason(e.idInboxProperty, 'fotos').set(bearer('diego')).expect(200);
    expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.rejectReason).toBe('fotos');
    const inbox = z.array(inboxEntrySchema).parse(
      (
        await t.http
          .get(url('inbox', { id: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.rejectReason).toBe('fotos');
  });

  it(
    'refuses a reason on an offer not rejected (409), someone else’s (403), unknown ' + '(404), a bad reason (400)',
    async () => {
      const e = pendingOfDiego();
      expect((await reason(e.idInboxProperty, 'precio').set(bearer('diego')).expect(409)).body.field).toBe(
        'idInboxProperty',
      );
      await reason(e.idInboxProperty, 'precio').expect(401);
      await reason(e.idInboxProperty, 'precio').set(bearer('lucia')).expect(403);
      await reason(99999, 'precio').set(bearer('diego')).expect(404);
      await t.http
        .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
        .set(bearer('diego'))
        .expect(200);
      const bad = await reason(e.idInboxProperty, 'color').set(bearer('diego')).expect(400);
      expect(bad.body).toEqual({ message: expect.any(String), field: 'rejectReason' });
      expect(t.readDisk().inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.rejectReason).toBeUndefined();
    },
  );

  it('the same decision again is a no-op (200); the other one stays a 409', async () => {
    const e = pendingOfDiego();
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 2 }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value: 1 }))
      .set(bearer('diego'))
      .expect(409);
  });

  it('withdrawn offers read isWithdrawn 1 and cannot be liked or rejected (409)', async () => {
    const e = pendingOfDiego();
    await t.store.mutate((s) => void (s.inbox.find((x) => x.idInboxProperty === e.idInboxProperty)!.isWithdrawn = 1));
    const inbox = z.array(inboxEntrySchema).parse(
      (
        await t.http
          .get(url('inbox', { id: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(inbox.find((x) => x.idInboxProperty === e.idInboxProperty)?.isWithdrawn).toBe(1);
    expect(inbox.filter((x) => x.idInboxProperty !== e.idInboxProperty).every((x) => x.isWithdrawn === 0)).toBe(true);
    for (const value of [1, 2]) {
      const res = await t.http
        .get(url('inboxChangeIsAccepted', { idInboxProperty: e.idInboxProperty, value }))
        .set(bearer('diego'))
        .expect(409);
      expect(res.body.message).toMatch(/ya no está disponible/);
    }
  });
});
