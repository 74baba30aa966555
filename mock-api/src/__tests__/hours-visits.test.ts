import { z } from 'zod';
import { availableHourSchema, TIME_SLOTS } from '@lotengo/shared/contracts';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const hours = z.array(availableHourSchema);

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const luciaProperty = () => t.store.state.properties.find((p) => p.userCode === 1)!;
const slot = (
  propertyId: number,
  dateVisitAvailable: string,
  hourAvailableDateMin: string = TIME_SLOTS[0],
  typeVisit = 'Presencial',
) => ({ propertyId, typeVisit, dateVisitAvailable, hourAvailableDateMin });

describe('POST /hours/hours-registration', () => {
  it('needs a token (401) and your own property (403)', async () => {
    const p = luciaProperty();
    await t.http
      .post(url('hoursRegistration'))
      .send([slot(p.propertyId, '2030-01-10')])
      .expect(401);
    const res = await t.http
      .post(url('hoursRegistration'))
      .set(bearer('diego'))
      .send([slot(p.propertyId, '2030-01-10')])
      .expect(403);
    expect(res.body.field).toBe('0.propertyId');
  });

  it("answers true and replaces the property's list (sending it again changes nothing)", async () => {
    const p = luciaProperty();
    const others = t.readDisk().hours.filter((h) => h.propertyId !== p.propertyId).length;
    const body = [slot(p.propertyId, '2030-01-10'), slot(p.propertyId, '2030-01-11', TIME_SLOTS[2], 'Virtual')];
    const res = await t.http.post(url('hoursRegistration')).set(bearer('lucia')).send(body).expect(201);
    expect(res.body).toBe(true);
    expect(t.readDisk().hours).toHaveLength(others + 2);
    await t.http.post(url('hoursRegistration')).set(bearer('lucia')).send(body).expect(201);
    expect(t.readDisk().hours).toHaveLength(others + 2);
  });

  it.each([
    ['body', []],
    ['body', { propertyId: 1 }],
    [
      '0.dateVisitAvailable',
      [
        {
          propertyId: 1,
          typeVisit: 'Presencial',
          dateVisitAvailable: '2030-02-30',
          hourAvailableDateMin: TIME_SLOTS[0],
        },
      ],
    ],
    [
      '0.dateVisitAvailable',
      [
        {
          propertyId: 1,
          typeVisit: 'Presencial',
          dateVisitAvailable: '10/01/2030',
          hourAvailableDateMin: TIME_SLOTS[0],
        },
      ],
    ],
    [
      '0.hourAvailableDateMin',
      [{ propertyId: 1, typeVisit: 'Presencial', dateVisitAvailable: '2030-01-10', hourAvailableDateMin: '8:00 pm' }],
    ],
    [
      '0.typeVisit',
      [
        {
          propertyId: 1,
          typeVisit: 'Telepatía',
          dateVisitAvailable: '2030-01-10',
          hourAvailableDateMin: TIME_SLOTS[0],
        },
      ],
    ],
  ])('rejects bad input (400, field %s) without writing', async (field, body) => {
    const p = luciaProperty();
    const fixed = Array.isArray(body) ? body.map((h) => ({ ...h, propertyId: p.propertyId })) : body;
    const before = t.readDisk().hours.length;
    const res = await t.http.post(url('hoursRegistration')).set(bearer('lucia')).send(fixed).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(t.readDisk().hours).toHaveLength(before);
  });

  it('404 for an unknown property, and nothing of the batch is written', async () => {
    const p = luciaProperty();
    const before = t.readDisk().hours.length;
    const res = await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([slot(p.propertyId, '2030-03-01'), slot(99999, '2030-03-01')])
      .expect(404);
    expect(res.body.field).toBe('1.propertyId');
    expect(t.readDisk().hours).toHaveLength(before);
  });
});

describe('reading hours', () => {
  async function seedSlots() {
    const p = luciaProperty();
    await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([
        slot(p.propertyId, '2030-05-03', TIME_SLOTS[3]),
        slot(p.propertyId, '2030-05-01', TIME_SLOTS[2]),
        slot(p.propertyId, '2030-05-01', TIME_SLOTS[0]),
        slot(p.propertyId, '2030-05-02', TIME_SLOTS[1], 'Virtual'),
      ])
      .expect(201);
    return p.propertyId;
  }

  it('hoursByProperty: every slot of the property, sorted', async () => {
    const id = await seedSlots();
    const rows = hours.parse((await t.http.get(url('hoursByProperty', { propertyId: id })).expect(200)).body);
    expect(rows).toHaveLength(t.store.state.hours.filter((h) => h.propertyId === id).length);
    const keys = rows.map(
      (h) => `${h.dateVisitAvailable} ${TIME_SLOTS.indexOf(h.hourAvailableDateMin as (typeof TIME_SLOTS)[number])}`,
    );
    expect(keys).toEqual([...keys].sort());
  });

  it('hoursByPropertyAndTypeVisit: distinct dates, ascending, for that visit type', async () => {
    const id = await seedSlots();
    const rows = hours.parse(
      (await t.http.get(url('hoursByPropertyAndTypeVisit', { propertyId: id, typeVisit: 'Presencial' })).expect(200))
        .body,
    );
    const dates = rows.map((h) => h.dateVisitAvailable);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(expect.arrayContaining(['2030-05-01', '2030-05-03']));
    expect(dates).not.toContain('2030-05-02');
    expect(rows.every((h) => h.typeVisit === 'Presencial')).toBe(true);
  });

  it('hoursByPropertyAndTypeVisitAndHours: the slots of one date in day order', async () => {
    const id = await seedSlots();
    const rows = hours.parse(
      (
        await t.http
          .get(url('hoursByPropertyTypeAndDate', { propertyId: id, typeVisit: 'Presencial', date: '2030-05-01' }))
          .expect(200)
      ).body,
    );
    expect(rows.map((h) => h.hourAvailableDateMin)).toEqual([TIME_SLOTS[0], TIME_SLOTS[2]]);
    const none = await t.http
      .get(url('hoursByPropertyTypeAndDate', { propertyId: id, typeVisit: 'Virtual', date: '2030-05-01' }))
      .expect(200);
    expect(none.body).toEqual([]);
  });

  it('bad path values: 404 unknown property, 400 type or date', async () => {
    expect((await t.http.get(url('hoursByProperty', { propertyId: 99999 })).expect(404)).body.field).toBe('propertyId');
    expect((await t.http.get(url('hoursByProperty', { propertyId: 'x' })).expect(400)).body.field).toBe('propertyId');
    expect(
      (await t.http.get(url('hoursByPropertyAndTypeVisit', { propertyId: 1, typeVisit: 'Otro' })).expect(400)).body
        .field,
    ).toBe('typeVisit');
    expect(
      (
        await t.http
          .get(url('hoursByPropertyTypeAndDate', { propertyId: 1, typeVisit: 'Virtual', date: '2030-13-01' }))
          .expect(400)
      ).body.field,
    ).toBe('date');
  });
});

describe('POST /visit-planned/visit-registration', () => {
  /** A pending offer in Diego's inbox for a property with hours, and one without hours. */
  function offers() {
    const s = t.store.state;
    const diegoOffers = s.inbox.filter((e) => e.userCode === 2 && e.isAccepted === 0);
    const withHours = diegoOffers.find((e) => s.hours.some((h) => h.propertyId === e.propertyId))!;
    const withoutHours = diegoOffers.find((e) => !s.hours.some((h) => h.propertyId === e.propertyId))!;
    return { withHours, withoutHours, hour: s.hours.find((h) => h.propertyId === withHours.propertyId)! };
  }

  it('needs a token (401), your own userCode (403) and a property offered to you (403)', async () => {
    const { hour } = offers();
    const body = {
      propertyId: hour.propertyId,
      userCode: 2,
      typeVisit: hour.typeVisit,
      visitDate: hour.dateVisitAvailable,
      visitHour: hour.hourAvailableDateMin,
      status: 1,
    };
    await t.http.post(url('visitRegistration')).send(body).expect(401);
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('diego'))
          .send({ ...body, userCode: 3 })
          .expect(403)
      ).body.field,
    ).toBe('userCode');
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('camila'))
          .send({ ...body, userCode: 3 })
          .expect(403)
      ).body.field,
    ).toBe('propertyId');
  });

  it('books one of the offered slots', async () => {
    const { hour } = offers();
    const body = {
      propertyId: hour.propertyId,
      userCode: 2,
      typeVisit: hour.typeVisit,
      visitDate: hour.dateVisitAvailable,
      visitHour: hour.hourAvailableDateMin,
      status: 1,
    };
    const res = await t.http.post(url('visitRegistration')).set(bearer('diego')).send(body).expect(201);
    expect(res.body).toMatchObject({ ...body, visitId: expect.any(Number) });
    expect(t.readDisk().visits.find((v) => v.visitId === res.body.visitId)).toMatchObject({
      propertyId: hour.propertyId,
      userCode: 2,
      status: 1,
    });
  });

  it('books without date when the owner configured no hours (docs/product/rules.md)', async () => {
    const { withoutHours } = offers();
    const res = await t.http
      .post(url('visitRegistration'))
      .set(bearer('diego'))
      .send({ propertyId: withoutHours.propertyId, userCode: 2, typeVisit: 'Presencial', visitDate: '', visitHour: '' })
      .expect(201);
    expect(res.body).toMatchObject({ visitDate: '', visitHour: '', status: 1 });
  });

  it('rejects a slot the owner did not offer, or a date without hour (400)', async () => {
    const { hour } = offers();
    const base = { propertyId: hour.propertyId, userCode: 2, typeVisit: hour.typeVisit };
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('diego'))
          .send({ ...base, visitDate: '2031-01-01', visitHour: TIME_SLOTS[0] })
          .expect(400)
      ).body.field,
    ).toBe('visitHour');
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('diego'))
          .send({ ...base, visitDate: hour.dateVisitAvailable, visitHour: '' })
          .expect(400)
      ).body.field,
    ).toBe('visitHour');
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('diego'))
          .send({ ...base, visitDate: 'mañana', visitHour: TIME_SLOTS[0] })
          .expect(400)
      ).body.field,
    ).toBe('visitDate');
    expect(
      (
        await t.http
          .post(url('visitRegistration'))
          .set(bearer('diego'))
          .send({ ...base, propertyId: 99999, visitDate: '', visitHour: '' })
          .expect(404)
      ).body.field,
    ).toBe('propertyId');
  });
});
