import { z } from 'zod';
import { ownerVisitSchema, visitSchema } from '@lotengo/shared/contracts';
import { bearer, url } from './support/test-app';
import { t, diegoOffers, bodyFor, book, offerToCamila, slotsSeenBy } from './support/visits-setup';

describe('visits for both sides', () => {
  async function booked() {
    const { withHours, hour } = diegoOffers();
    const visit = visitSchema.parse((await book('diego', bodyFor(withHours, hour)).expect(201)).body);
    return { visit, hour, withHours };
  }

  it(
    'the seeker lists theirs; the owner lists the ones on their properties with the seeker’s ' + 'first name, no phone',
    async () => {
      const { visit } = await booked();
      const mine = z.array(visitSchema).parse(
        (
          await t.http
            .get(url('visitsMine', { userCode: 2 }))
            .set(bearer('diego'))
            .expect(200)
        ).body,
      );
      expect(mine.map((v) => v.visitId)).toContain(visit.visitId);
      expect(mine.every((v) => v.userCode === 2)).toBe(true);
      const res = await t.http
        .get(url('visitsOwner', { userCode: 1 }))
        .set(bearer('lucia'))
        .expect(200);
      const owner = z.array(ownerVisitSchema).parse(res.body);
      expect(owner.find((v) => v.visitId === visit.visitId)).toMatchObject({
        seekerFirstName: 'Diego',
        visitDate: visit.visitDate,
        visitHour: visit.visitHour,
        typeVisit: visit.typeVisit,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/phoneNumber/);
      const lucias = new Set(t.store.state.properties.filter((p) => p.userCode === 1).map((p) => p.propertyId));
      expect(owner.every((v) => lucias.has(v.propertyId))).toBe(true);
    },
  );

  it('lists are private: 401 without token, 403 for someone else', async () => {
    await t.http.get(url('visitsMine', { userCode: 2 })).expect(401);
    await t.http
      .get(url('visitsMine', { userCode: 2 }))
      .set(bearer('lucia'))
      .expect(403);
    await t.http
      .get(url('visitsOwner', { userCode: 1 }))
      .set(bearer('diego'))
      .expect(403);
    await t.http
      .get(url('visitsOwner', { userCode: 'x' }))
      .set(bearer('lucia'))
      .expect(400);
  });

  it('the seeker cancels: the slot is free again and the owner sees it cancelled', async () => {
    const { visit, hour, withHours } = await booked();
    const camilaOffer = await offerToCamila(withHours);
    const res = await t.http
      .post(url('visitCancel', { visitId: visit.visitId }))
      .set(bearer('diego'))
      .expect(200);
    expect(visitSchema.parse(res.body)).toMatchObject({ status: 0, cancelledBy: 'seeker' });
    expect(await slotsSeenBy('camila', hour)).toContain(hour.hourAvailableDateMin);
    const owner = z.array(ownerVisitSchema).parse(
      (
        await t.http
          .get(url('visitsOwner', { userCode: 1 }))
          .set(bearer('lucia'))
          .expect(200)
      ).body,
    );
    expect(owner.find((v) => v.visitId === visit.visitId)).toMatchObject({ status: 0, cancelledBy: 'seeker' });
    await book('camila', bodyFor(camilaOffer, hour, 3)).expect(201);
  });

  it('the owner cancels: the seeker sees it cancelled by the owner and may book again', async () => {
    const { visit, hour, withHours } = await booked();
    await t.http
      .post(url('visitCancel', { visitId: visit.visitId }))
      .set(bearer('lucia'))
      .expect(200);
    const mine = z.array(visitSchema).parse(
      (
        await t.http
          .get(url('visitsMine', { userCode: 2 }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(mine.find((v) => v.visitId === visit.visitId)).toMatchObject({ status: 0, cancelledBy: 'owner' });
    const again = visitSchema.parse((await book('diego', bodyFor(withHours, hour)).expect(201)).body);
    expect(again.visitId).not.toBe(visit.visitId);
  });

  it('cancel: 401, 403 for a third party, 404 unknown, 409 twice', async () => {
    const { visit } = await booked();
    await t.http.post(url('visitCancel', { visitId: visit.visitId })).expect(401);
    expect(
      (
        await t.http
          .post(url('visitCancel', { visitId: visit.visitId }))
          .set(bearer('camila'))
          .expect(403)
      ).body.field,
    ).toBe('visitId');
    expect(
      (
        await t.http
          .post(url('visitCancel', { visitId: 99999 }))
          .set(bearer('diego'))
          .expect(404)
      ).body.field,
    ).toBe('visitId');
    await t.http
      .post(url('visitCancel', { visitId: visit.visitId }))
      .set(bearer('diego'))
      .expect(200);
    expect(
      (
        await t.http
          .post(url('visitCancel', { visitId: visit.visitId }))
          .set(bearer('lucia'))
          .expect(409)
      ).body.message,
    ).toMatch(/cancelada/);
  });
});
