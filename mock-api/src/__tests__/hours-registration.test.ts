import { z } from 'zod';
import { availableHourSchema, TIME_SLOTS, todayInPeru } from '@lotengo/shared/contracts';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/** POST /hours/hours-registration: replaces the property's list; owner only; no past dates, no duplicate rows. */
const hours = z.array(availableHourSchema);

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const lucias = () => t.store.state.properties.filter((p) => p.userCode === 1);
const row = (
  propertyId: number,
  dateVisitAvailable: string,
  hourAvailableDateMin: string = TIME_SLOTS[0],
  typeVisit = 'Presencial',
) => ({
  propertyId,
  typeVisit,
  dateVisitAvailable,
  hourAvailableDateMin,
});
const readHours = async (propertyId: number, who: 'lucia' | 'diego' = 'lucia') =>
  hours.parse((await t.http.get(url('hoursByProperty', { propertyId })).set(bearer(who)).expect(200)).body);

describe('POST /hours/hours-registration replaces the list', () => {
  it('a second save replaces the first one; other properties keep theirs', async () => {
    const [a, b] = lucias();
    const bBefore = t.readDisk().hours.filter((h) => h.propertyId === b.propertyId);
    await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([row(a.propertyId, '2030-04-01'), row(a.propertyId, '2030-04-02', TIME_SLOTS[1], 'Virtual')])
      .expect(201);
    expect((await readHours(a.propertyId)).map((h) => h.dateVisitAvailable)).toEqual(['2030-04-01', '2030-04-02']);

    const res = await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([row(a.propertyId, '2030-04-09', TIME_SLOTS[3])])
      .expect(201);
    expect(res.body).toBe(true);
    expect(await readHours(a.propertyId)).toEqual([row(a.propertyId, '2030-04-09', TIME_SLOTS[3])]);
    expect(t.readDisk().hours.filter((h) => h.propertyId === b.propertyId)).toEqual(bBefore);
  });

  it('accepts today (in Peru) and refuses yesterday and 2020-01-06 with 400 naming the row', async () => {
    const [a] = lucias();
    const today = todayInPeru();
    await t.http
      .post(url('hoursRegistration'))
      .set(bearer('lucia'))
      .send([row(a.propertyId, today)])
      .expect(201);
    const yesterday = todayInPeru(new Date(Date.now() - 86_400_000));
    for (const [i, body] of [
      [1, [row(a.propertyId, '2030-01-01'), row(a.propertyId, yesterday)]],
      [0, [row(a.propertyId, '2020-01-06')]],
    ] as const) {
      const before = t.readDisk().hours;
      const res = await t.http.post(url('hoursRegistration')).set(bearer('lucia')).send(body).expect(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/ya pasó/), field: `${i}.dateVisitAvailable` });
      expect(t.readDisk().hours).toEqual(before);
    }
  });

  it('refuses a duplicate row (same type, date and slot) with 400, writing nothing', async () => {
    const [a] = lucias();
    const before = t.readDisk().hours;
    const body = [
      row(a.propertyId, '2030-04-01'),
      row(a.propertyId, '2030-04-01', TIME_SLOTS[0], 'Virtual'),
      row(a.propertyId, '2030-04-01'),
    ];
    const res = await t.http.post(url('hoursRegistration')).set(bearer('lucia')).send(body).expect(400);
    expect(res.body).toEqual({ message: expect.stringMatching(/repetido/), field: '2.hourAvailableDateMin' });
    expect(t.readDisk().hours).toEqual(before);
  });

  it('only the owner: 401 without a token, 403 for someone else, and the list stays', async () => {
    const [a] = lucias();
    const before = t.readDisk().hours;
    await t.http
      .post(url('hoursRegistration'))
      .send([row(a.propertyId, '2030-04-01')])
      .expect(401);
    const res = await t.http
      .post(url('hoursRegistration'))
      .set(bearer('diego'))
      .send([row(a.propertyId, '2030-04-01')])
      .expect(403);
    expect(res.body.field).toBe('0.propertyId');
    expect(t.readDisk().hours).toEqual(before);
  });
});
