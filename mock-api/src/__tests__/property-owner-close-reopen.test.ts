import { z } from 'zod';
import {
  inboxEntrySchema,
  ownPropertySchema,
  propertyDetailSchema,
  propertySchema,
  propertyStatusChangeSchema,
} from '@lotengo/shared/contracts';
import { demoUser } from '../seed/demo-users';
import { bearer, url } from './support/test-app';
import { t, luciaProperty, pendingOf } from './support/property-owner-setup';

describe('close and reopen', () => {
  const seekerInbox = async (userCode: number) =>
    z.array(inboxEntrySchema).parse(
      (
        await t.http
          .get(url('inbox', { id: userCode }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );

  it('are owner only: 401, 403 unregistered, 404 unknown, 403 someone else’s', async () => {
    const p = luciaProperty();
    for (const key of ['propertyClose', 'propertyReopen'] as const) {
      await t.http.post(url(key, { id: p.propertyId })).expect(401);
      await t.http
        .post(url(key, { id: p.propertyId }))
        .set(bearer('daniel'))
        .expect(403);
      await t.http
        .post(url(key, { id: 999999 }))
        .set(bearer('lucia'))
        .expect(404);
      await t.http
        .post(url(key, { id: p.propertyId }))
        .set(bearer('diego'))
        .expect(403);
    }
    expect(t.store.state.properties.find((x) => x.propertyId === p.propertyId)?.status).toBe(1);
  });

  it(
    'close withdraws every pending offer, hides the property from others, refuses sending ' + 'it; reopen undoes it',
    async () => {
      // A lucia property with a pending offer in diego's inbox (the seed's "¡Lo tengo!" demo).
      const entry = t.store.state.inbox.find(
        (e) =>
          e.userCode === 2 &&
          e.isAccepted === 0 &&
          t.store.state.properties.find((p) => p.propertyId === e.propertyId)?.userCode === 1,
      )!;
      expect(entry).toBeDefined();
      const id = entry.propertyId;
      const decided = t.store.state.inbox
        .filter((e) => e.propertyId === id && e.isAccepted !== 0)
        .map((e) => e.idInboxProperty);
      const pending = pendingOf(id).length;

      const closed = propertyStatusChangeSchema.parse(
        (await t.http.post(url('propertyClose', { id })).set(bearer('lucia')).expect(200)).body,
      );
      expect(closed).toEqual({ propertyId: id, status: 2, changedOffers: pending });
      const disk = t.readDisk();
      expect(disk.properties.find((p) => p.propertyId === id)).toMatchObject({
        status: 2,
        closedAt: expect.any(String),
      });
      expect(
        disk.inbox.filter((e) => e.propertyId === id && e.isAccepted === 0).every((e) => e.isWithdrawn === 1),
      ).toBe(true);
      expect(disk.inbox.filter((e) => decided.includes(e.idInboxProperty)).every((e) => !e.isWithdrawn)).toBe(true);
      expect((await seekerInbox(2)).find((e) => e.idInboxProperty === entry.idInboxProperty)?.isWithdrawn).toBe(1);
      await t.http.post(url('propertyClose', { id })).set(bearer('lucia')).expect(409);

      // The owner still sees it, marked closed; so do the people it was sent to (property-access.test.ts); nobody else.
      const mine = z.array(ownPropertySchema).parse(
        (
          await t.http
            .get(url('userProperties', { userCode: 1 }))
            .set(bearer('lucia'))
            .expect(200)
        ).body,
      );
      expect(mine.find((p) => p.propertyId === id)?.status).toBe(2);
      const all = z
        .array(propertySchema)
        .parse((await t.http.get(url('properties')).set(bearer('lucia')).query({ pageSize: 100 }).expect(200)).body);
      expect(all.some((p) => p.propertyId === id)).toBe(false);
      const linkable = z.array(propertySchema).parse(
        (
          await t.http
            .post(url('propertyFilters', { userCode: 1 }))
            .set(bearer('lucia'))
            .send({})
            .expect(200)
        ).body,
      );
      expect(linkable.some((p) => p.propertyId === id)).toBe(false);
      await t.http.get(url('property', { id })).expect(401);
      const outsider = (['camila', 'renzo', 'carlos', 'mariana'] as const).find(
        (k) => !t.store.state.inbox.some((e) => e.propertyId === id && e.userCode === demoUser[k].userCode),
      )!;
      await t.http.get(url('property', { id })).set(bearer(outsider)).expect(403);
      expect(
        propertyDetailSchema.parse((await t.http.get(url('property', { id })).set(bearer('lucia')).expect(200)).body)
          .status,
      ).toBe(2);
      const request = t.store.state.houseRequests.find(
        (r) =>
          r.userCode !== 1 &&
          !t.store.state.inbox.some((e) => e.propertyId === id && e.houseRequestId === r.houseRequestId),
      )!;
      const send = await t.http
        .post(url('inboxSend'))
        .set(bearer('lucia'))
        .send({ propertyId: id, userCode: request.userCode, houseRequestId: request.houseRequestId })
        .expect(409);
      expect(send.body).toEqual({ message: expect.stringMatching(/cerrada/), field: 'propertyId' });

      const reopened = propertyStatusChangeSchema.parse(
        (await t.http.post(url('propertyReopen', { id })).set(bearer('lucia')).expect(200)).body,
      );
      expect(reopened).toEqual({ propertyId: id, status: 1, changedOffers: pending });
      expect(
        t
          .readDisk()
          .inbox.filter((e) => e.propertyId === id)
          .every((e) => !e.isWithdrawn),
      ).toBe(true);
      expect((await seekerInbox(2)).find((e) => e.idInboxProperty === entry.idInboxProperty)?.isWithdrawn).toBe(0);
      await t.http.post(url('propertyReopen', { id })).set(bearer('lucia')).expect(409);
      await t.http.get(url('property', { id })).set(bearer('lucia')).expect(200);
    },
  );
});

describe('GET /property/getProperty/{userCode} for the owner', () => {
  it('carries each property’s status and its reject-reason counts from the inbox', async () => {
    const rows = z.array(ownPropertySchema).parse(
      (
        await t.http
          .get(url('userProperties', { userCode: 1 }))
          .set(bearer('lucia'))
          .expect(200)
      ).body,
    );
    for (const row of rows) {
      const expected: Record<string, number> = {};
      for (const e of t.store.state.inbox) {
        if (e.propertyId === row.propertyId && e.isAccepted === 2 && e.rejectReason)
          expected[e.rejectReason] = (expected[e.rejectReason] ?? 0) + 1;
      }
      expect(row.rejectReasons).toEqual(expected);
    }
    expect(rows.some((r) => (r.rejectReasons.precio ?? 0) > 0)).toBe(true);
  });
});
