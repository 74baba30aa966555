import { notificationPageSchema, notificationsReadSchema } from '@lotengo/shared/contracts/alerts';
import { alertsOnDisk, notificationsOnDisk, requestFitting, restarted } from './support/alerts-helpers';
import { bearer, url } from './support/test-app';
import { t, LUCIA, DIEGO, CAMILA, lucia, publishRequest } from './support/notifications-setup';

describe('reading and marking, only by the recipient', () => {
  async function twoForDiego() {
    const p = lucia();
    await publishRequest('camila', requestFitting(p, CAMILA));
    const s = t.store.state;
    const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    for (const prop of s.properties
      .filter(
        (x) =>
          x.userCode === LUCIA &&
          x.status === 1 &&
          !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
      )
      .slice(0, 2)) {
      await t.http
        .post(url('inboxSend'))
        .set(bearer('lucia'))
        .send({ propertyId: prop.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId })
        .expect(201);
    }
  }

  it('lists mine newest first, paged, with the unread count; mark one, mark all', async () => {
    await twoForDiego();
    const page1 = notificationPageSchema.parse(
      (
        await t.http
          .get(url('notifications', { userCode: DIEGO }))
          .query({ pageSize: 1 })
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(page1).toMatchObject({ page: 1, pageSize: 1, total: 2, unread: 2 });
    const page2 = notificationPageSchema.parse(
      (
        await t.http
          .get(url('notifications', { userCode: DIEGO }))
          .query({ pageSize: 1, page: 2 })
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(page1.items[0]!.notificationId).toBeGreaterThan(page2.items[0]!.notificationId);
    expect(page1.items.every((n) => n.userCode === DIEGO)).toBe(true);
    // The polling fallback: only what came after an event.
    const after = notificationPageSchema.parse(
      (
        await t.http
          .get(url('notifications', { userCode: DIEGO }))
          .query({ afterEventId: page2.items[0]!.eventId })
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(after.items.map((n) => n.notificationId)).toEqual([page1.items[0]!.notificationId]);

    const one = notificationsReadSchema.parse(
      (
        await t.http
          .post(url('notificationRead', { notificationId: page2.items[0]!.notificationId }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(one).toEqual({ updated: 1, unread: 1 });
    expect(
      (
        await t.http
          .post(url('notificationRead', { notificationId: page2.items[0]!.notificationId }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    ).toEqual({ updated: 0, unread: 1 });
    const all = notificationsReadSchema.parse(
      (
        await t.http
          .post(url('notificationsReadAll', { userCode: DIEGO }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(all).toEqual({ updated: 1, unread: 0 });
    expect(notificationsOnDisk(t, DIEGO).every((n) => n.readAt !== null)).toBe(true);
    // Lucía's stay unread.
    expect(notificationsOnDisk(t, LUCIA).some((n) => n.readAt === null)).toBe(true);
  });

  it(
    '401 without a session, 403 for someone else’s, 404 unknown, 400 bad input; JSON ' + 'reasons, nothing written',
    async () => {
      await twoForDiego();
      const diegos = notificationsOnDisk(t, DIEGO)[0]!;
      await t.http.get(url('notifications', { userCode: DIEGO })).expect(401);
      expect(
        (
          await t.http
            .get(url('notifications', { userCode: DIEGO }))
            .set(bearer('lucia'))
            .expect(403)
        ).body.message,
      ).toEqual(expect.any(String));
      await t.http.post(url('notificationRead', { notificationId: diegos.notificationId })).expect(401);
      expect(
        (
          await t.http
            .post(url('notificationRead', { notificationId: diegos.notificationId }))
            .set(bearer('lucia'))
            .expect(403)
        ).body,
      ).toEqual({ message: 'Esta notificación no es tuya', field: 'notificationId' });
      expect(
        (
          await t.http
            .post(url('notificationRead', { notificationId: 999999 }))
            .set(bearer('lucia'))
            .expect(404)
        ).body.field,
      ).toBe('notificationId');
      await t.http
        .post(url('notificationsReadAll', { userCode: DIEGO }))
        .set(bearer('lucia'))
        .expect(403);
      await t.http
        .get(url('notificationPreferences', { userCode: DIEGO }))
        .set(bearer('lucia'))
        .expect(403);
      await t.http
        .put(url('notificationPreferences', { userCode: DIEGO }))
        .set(bearer('lucia'))
        .send({ kinds: {} })
        .expect(403);
      await t.http.get(url('notificationPreferences', { userCode: DIEGO })).expect(401);
      await t.http
        .get(url('notifications', { userCode: DIEGO }))
        .query({ pageSize: 1000 })
        .set(bearer('diego'))
        .expect(400);
      await t.http
        .get(url('notifications', { userCode: DIEGO }))
        .query({ afterEventId: '-1' })
        .set(bearer('diego'))
        .expect(400);
      for (const body of [
        { kinds: { 'no-such-kind': false } },
        { kinds: { 'offer-received': 'no' } },
        { kinds: [] },
        [],
        { kinds: null },
      ]) {
        const res = await t.http
          .put(url('notificationPreferences', { userCode: DIEGO }))
          .set(bearer('diego'))
          .send(body as object);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      expect(notificationsOnDisk(t, DIEGO).every((n) => n.readAt === null)).toBe(true);
      expect(alertsOnDisk(t).preferences).toEqual([]);
    },
  );

  it('survive a restart: a new app over the same file serves them', async () => {
    await twoForDiego();
    const before = notificationsOnDisk(t, DIEGO);
    const again = restarted(t);
    const page = notificationPageSchema.parse(
      (
        await again.http
          .get(url('notifications', { userCode: DIEGO }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(page.items.map((n) => n.notificationId).sort()).toEqual(before.map((n) => n.notificationId).sort());
  });
});
