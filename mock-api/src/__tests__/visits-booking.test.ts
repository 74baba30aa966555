import { inboxEntrySchema, TIME_SLOTS, visitSchema } from '@lotengo/shared/contracts';
import { limaToday } from '../domain/bookings';
import { bearer, url } from './support/test-app';
import { hours, t, diegoOffers, bodyFor, book, offerToCamila, slotsSeenBy } from './support/visits-setup';

describe('booking a visit belongs to an offer', () => {
  it('books an offered slot (201), answers the visit and accepts the offer', async () => {
    const { withHours, hour } = diegoOffers();
    const res = await book('diego', bodyFor(withHours, hour)).expect(201);
    const visit = visitSchema.parse(res.body);
    expect(visit).toMatchObject({
      idInboxProperty: withHours.idInboxProperty,
      visitDate: hour.dateVisitAvailable,
      visitHour: hour.hourAvailableDateMin,
      status: 1,
    });
    expect(visit.address).not.toBe('');
    const disk = t.readDisk();
    expect(disk.inbox.find((e) => e.idInboxProperty === withHours.idInboxProperty)).toMatchObject({
      isAccepted: 1,
      isRead: 1,
    });
    expect(disk.visits.find((v) => v.visitId === visit.visitId)).toMatchObject({
      idInboxProperty: withHours.idInboxProperty,
      status: 1,
    });
    // docs/product/rules.md then accepts the entry: the same decision again is a harmless no-op.
    const again = await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: withHours.idInboxProperty, value: 1 }))
      .set(bearer('diego'))
      .expect(200);
    expect(inboxEntrySchema.parse(again.body).isAccepted).toBe(1);
  });

  it('one visit per offer: booking again moves it (200) and frees the old slot', async () => {
    const { withHours, hour } = diegoOffers();
    const first = visitSchema.parse((await book('diego', bodyFor(withHours, hour)).expect(201)).body);
    const other = t.store.state.hours.find(
      (h) =>
        h.propertyId === hour.propertyId &&
        h.hourId !== hour.hourId &&
        (h.dateVisitAvailable !== hour.dateVisitAvailable || h.hourAvailableDateMin !== hour.hourAvailableDateMin),
    )!;
    const moved = visitSchema.parse((await book('diego', bodyFor(withHours, other)).expect(200)).body);
    expect(moved.visitId).toBe(first.visitId);
    expect(
      t.readDisk().visits.filter((v) => v.idInboxProperty === withHours.idInboxProperty && v.status === 1),
    ).toHaveLength(1);
    const camilaOffer = await offerToCamila(withHours);
    expect(await slotsSeenBy('camila', hour)).toContain(hour.hourAvailableDateMin);
    await book('camila', bodyFor(camilaOffer, hour, 3)).expect(201);
  });

  it(
    'a slot booked by one seeker is no longer offered to anyone else (but still to its ' + 'holder and the owner)',
    async () => {
      const { withHours, hour } = diegoOffers();
      const camilaOffer = await offerToCamila(withHours);
      expect(await slotsSeenBy('camila', hour)).toContain(hour.hourAvailableDateMin);
      await book('diego', bodyFor(withHours, hour)).expect(201);
      expect(await slotsSeenBy('camila', hour)).not.toContain(hour.hourAvailableDateMin);
      expect(await slotsSeenBy(null, hour)).not.toContain(hour.hourAvailableDateMin);
      expect(await slotsSeenBy('diego', hour)).toContain(hour.hourAvailableDateMin);
      expect(await slotsSeenBy('lucia', hour)).toContain(hour.hourAvailableDateMin);
      const all = hours.parse(
        (
          await t.http
            .get(url('hoursByProperty', { propertyId: hour.propertyId }))
            .set(bearer('camila'))
            .expect(200)
        ).body,
      );
      expect(
        all.some(
          (h) =>
            h.dateVisitAvailable === hour.dateVisitAvailable && h.hourAvailableDateMin === hour.hourAvailableDateMin,
        ),
      ).toBe(false);
      // The loser of the race: 409 with a Spanish reason, and nothing written.
      const res = await book('camila', bodyFor(camilaOffer, hour, 3)).expect(409);
      expect(res.body).toEqual({ message: expect.stringMatching(/reservado/), field: 'visitHour' });
      expect(t.readDisk().inbox.find((e) => e.idInboxProperty === camilaOffer.idInboxProperty)?.isAccepted).toBe(0);
    },
  );

  it('a date whose every slot is taken disappears from the dates list', async () => {
    const { withHours } = diegoOffers();
    const date = '2030-06-03';
    await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([
        {
          propertyId: withHours.propertyId,
          typeVisit: 'Virtual',
          dateVisitAvailable: date,
          hourAvailableDateMin: TIME_SLOTS[1],
        },
      ])
      .expect(201);
    const dates = async (who: 'camila' | 'diego') =>
      hours
        .parse(
          (
            await t.http
              .get(url('hoursByPropertyAndTypeVisit', { propertyId: withHours.propertyId, typeVisit: 'Virtual' }))
              .set(bearer(who))
              .expect(200)
          ).body,
        )
        .map((h) => h.dateVisitAvailable);
    expect(await dates('camila')).toContain(date);
    await book('diego', {
      ...bodyFor(
        withHours,
        t.store.state.hours.find((h) => h.dateVisitAvailable === date)!,
      ),
    }).expect(201);
    expect(await dates('camila')).not.toContain(date);
    expect(await dates('diego')).toContain(date);
  });

  it('refuses what is not an open offer of yours: 401, 403, 404, 409 (rejected, withdrawn)', async () => {
    const { withHours, hour } = diegoOffers();
    const body = bodyFor(withHours, hour);
    await t.http.post(url('visitRegistration')).send(body).expect(401);
    expect((await book('diego', { ...body, userCode: 3 }).expect(403)).body.field).toBe('userCode');
    const { idInboxProperty: _omit, ...withoutOffer } = body;
    expect((await book('camila', { ...withoutOffer, userCode: 3 }).expect(403)).body.field).toBe('propertyId');
    expect((await book('camila', { ...body, userCode: 3 }).expect(403)).body.field).toBe('idInboxProperty');
    expect((await book('diego', { ...body, idInboxProperty: 99999 }).expect(404)).body.field).toBe('idInboxProperty');
    expect((await book('diego', { ...body, propertyId: 99999 }).expect(404)).body.field).toBe('propertyId');
    // Withdrawn (the owner closed the property): 409, no like either.
    await t.store.mutate(
      (s) => void (s.inbox.find((e) => e.idInboxProperty === withHours.idInboxProperty)!.isWithdrawn = 1),
    );
    expect((await book('diego', body).expect(409)).body.message).toMatch(/ya no está disponible/);
    expect(
      (
        await t.http
          .get(url('inboxChangeIsAccepted', { idInboxProperty: withHours.idInboxProperty, value: 1 }))
          .set(bearer('diego'))
          .expect(409)
      ).body.message,
    ).toMatch(/ya no está disponible/);
    // Rejected: 409.
    const rejected = t.store.state.inbox.find((e) => e.userCode === 2 && e.isAccepted === 2)!;
    const res = await book('diego', {
      propertyId: rejected.propertyId,
      userCode: 2,
      idInboxProperty: rejected.idInboxProperty,
      typeVisit: 'Presencial',
      visitDate: '',
      visitHour: '',
    }).expect(409);
    expect(res.body.message).toMatch(/Rechazaste/);
    expect(t.readDisk().visits.filter((v) => v.idInboxProperty === rejected.idInboxProperty)).toHaveLength(0);
  });

  it('400: past dates, slots never offered, an empty date while hours exist, a date without slot', async () => {
    const { withHours, hour } = diegoOffers();
    const body = bodyFor(withHours, hour);
    const past = '2020-01-06';
    await t.store.mutate((s) =>
      s.hours.push({
        hourId: 99999,
        propertyId: withHours.propertyId,
        typeVisit: hour.typeVisit,
        dateVisitAvailable: past,
        hourAvailableDateMin: TIME_SLOTS[0],
      }),
    );
    expect((await book('diego', { ...body, visitDate: past, visitHour: TIME_SLOTS[0] }).expect(400)).body).toEqual({
      message: expect.stringMatching(/pasada/),
      field: 'visitDate',
    });
    expect((await book('diego', { ...body, visitDate: '2031-01-01' }).expect(400)).body.field).toBe('visitHour');
    expect((await book('diego', { ...body, visitDate: '', visitHour: '' }).expect(400)).body.field).toBe('visitDate');
    expect((await book('diego', { ...body, visitHour: '' }).expect(400)).body.field).toBe('visitHour');
    expect((await book('diego', { ...body, visitDate: 'mañana' }).expect(400)).body.field).toBe('visitDate');
    expect(t.readDisk().visits.filter((v) => v.idInboxProperty === withHours.idInboxProperty)).toHaveLength(0);
  });

  it('without owner hours: a visit without date (status 1) and the offer accepted', async () => {
    const { withoutHours } = diegoOffers();
    const res = await book('diego', {
      propertyId: withoutHours.propertyId,
      userCode: 2,
      typeVisit: 'Presencial',
      visitDate: '',
      visitHour: '',
    }).expect(201);
    expect(visitSchema.parse(res.body)).toMatchObject({
      idInboxProperty: withoutHours.idInboxProperty,
      visitDate: '',
      visitHour: '',
      status: 1,
    });
    expect(t.readDisk().inbox.find((e) => e.idInboxProperty === withoutHours.idInboxProperty)?.isAccepted).toBe(1);
  });

  it('past slots are not offered any more', async () => {
    const { withHours, hour } = diegoOffers();
    await t.store.mutate((s) =>
      s.hours.push({
        hourId: 99998,
        propertyId: withHours.propertyId,
        typeVisit: hour.typeVisit,
        dateVisitAvailable: '2020-01-06',
        hourAvailableDateMin: TIME_SLOTS[0],
      }),
    );
    const rows = hours.parse(
      (
        await t.http
          .get(url('hoursByProperty', { propertyId: hour.propertyId }))
          .set(bearer('diego'))
          .expect(200)
      ).body,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((h) => h.dateVisitAvailable >= limaToday())).toBe(true);
  });
});
