import { z } from 'zod';
import { propertyCreatedSchema, propertySchema } from '@lotengo/shared/contracts';
import { uploadPhoto, validProperty } from './support/property-helpers';
import { propertyReader } from '../domain/property-access';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const list = z.array(propertySchema);

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

describe('GET /property', () => {
  it('lists the active properties the caller may read, newest first, paged, total in X-Total-Count', async () => {
    const res = await t.http.get(url('properties')).set(bearer('renzo')).query({ page: 2, pageSize: 5 }).expect(200);
    const rows = list.parse(res.body);
    const mayRead = propertyReader(t.store.state, demoUser.renzo.userCode);
    const expected = t.store.state.properties
      .filter((p) => p.status === 1 && mayRead(p))
      .map((p) => p.propertyId)
      .sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(5);
    expect(rows.map((p) => p.propertyId)).toEqual(expected.slice(5, 10));
    expect(rows.length).toBeGreaterThan(0);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    await t.http.get(url('properties')).set(bearer('renzo')).query({ pageSize: 500 }).expect(400);
    await t.http.get(url('properties')).set(bearer('renzo')).query({ page: 'x' }).expect(400);
  });

  it('reads show names, process type VENDER/ALQUILAR and a photo URL or null', async () => {
    const rows = list.parse((await t.http.get(url('properties')).set(bearer('renzo')).expect(200)).body);
    expect(rows.some((p) => p.urlPhotoPrincipal === null)).toBe(true);
    const withPhoto = rows.find((p) => p.urlPhotoPrincipal)!;
    expect(withPhoto.urlPhotoPrincipal).toMatch(/^http:\/\/.+\/mvp\/static\/photos\/\w+-\d\.svg$/);
    expect(new Set(rows.map((p) => p.processType))).toEqual(new Set(['ALQUILAR', 'VENDER']));
    expect(rows.every((p) => p.district !== '' && p.propertyType !== '')).toBe(true);
  });
});

describe('POST /property/property-registration', () => {
  it('needs a token (401), a registered user (403) and your own userCode (403)', async () => {
    await t.http.post(url('propertyRegistration')).send(validProperty()).expect(401);
    await t.http.post(url('propertyRegistration')).set(bearer('daniel')).send(validProperty()).expect(403);
    const res = await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty({ userCode: 2 }))
      .expect(403);
    expect(res.body.field).toBe('userCode');
  });

  it('answers the new propertyId and stores it durably with status 1', async () => {
    const photo = await uploadPhoto(t, 'lucia');
    const res = await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty({ propertyId: 0, multimedias: [photo] }))
      .expect(201);
    const { propertyId } = propertyCreatedSchema.parse(res.body);
    expect(propertyId).toBe(Math.max(...t.store.state.properties.map((p) => p.propertyId)));
    const stored = t.readDisk().properties.find((p) => p.propertyId === propertyId)!;
    expect(stored).toMatchObject({
      userCode: 1,
      status: 1,
      title: 'no-title-property',
      price: 1500,
      characteristics: [1, 3],
      typeOwner: 'Propietario',
    });
    expect(stored.agencyName).toBeUndefined();
    const mine = list.parse(
      (
        await t.http
          .get(url('userProperties', { userCode: 1 }))
          .set(bearer('lucia'))
          .expect(200)
      ).body,
    );
    // Stored relative to the API (survives a change of host), read back absolute from the caller's host.
    expect(stored.multimedias[0]?.fileUrl).toBe(new URL(photo.fileUrl).pathname);
    expect(mine[0]).toMatchObject({ propertyId, status: 1 });
    // supertest listens on a new port per call: compare the path, the host is the caller's.
    expect(new URL(mine[0]!.urlPhotoPrincipal!).pathname).toBe(new URL(photo.fileUrl).pathname);
  });

  it('a plot of land needs no counts: missing counts are stored as 0 (not given)', async () => {
    const {
      numberBedrooms: _b,
      numberBathrooms: _ba,
      numberParkinglot: _p,
      ...plot
    } = validProperty({ tpropertyId: 3, tprocessId: 3, price: 95000 });
    const res = await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(plot).expect(201);
    const stored = t.readDisk().properties.find((p) => p.propertyId === res.body.propertyId)!;
    expect(stored).toMatchObject({ tpropertyId: 3, numberBedrooms: 0, numberBathrooms: 0, numberParkinglot: 0 });
    await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty({ numberBedrooms: 0, numberParkinglot: 0 }))
      .expect(201);
  });

  it('keeps the agency name only for an Inmobiliaria, and requires it there', async () => {
    const res = await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty({ typeOwner: 'Inmobiliaria' }))
      .expect(400);
    expect(res.body.field).toBe('agencyName');
    const ok = await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty({ typeOwner: 'Inmobiliaria', agencyName: 'Inmobiliaria Sol' }))
      .expect(201);
    expect(t.readDisk().properties.find((p) => p.propertyId === ok.body.propertyId)?.agencyName).toBe(
      'Inmobiliaria Sol',
    );
  });

  it.each([
    ['address', { address: '' }],
    ['ubigeoId', { ubigeoId: 150000 }],
    ['ubigeoId', { ubigeoId: 150199 }],
    ['tpropertyId', { tpropertyId: 77 }],
    ['tprocessId', { tprocessId: 5 }],
    ['price', { price: -1 }],
    ['price', { price: 'mil' }],
    ['numberBedrooms', { numberBedrooms: -1 }],
    ['numberBathrooms', { numberBathrooms: 11 }],
    ['numberParkinglot', { numberParkinglot: 1.5 }],
    ['declarationProperties', { declarationProperties: 2 }],
    ['characteristics.1', { characteristics: [1, 999] }],
    ['typeOwner', { typeOwner: 'Banco' }],
    ['multimedias.0.fileUrl', { multimedias: [{ name: 'x', tipo: 'image/png', fileUrl: 'javascript:alert(1)' }] }],
    ['multimedias.0.tipo', { multimedias: [{ name: 'x', tipo: 'text/html', fileUrl: 'http://x.test/a' }] }],
  ])('rejects a bad %s (400) without writing', async (field, patch) => {
    const before = t.readDisk().properties.length;
    const res = await t.http
      .post(url('propertyRegistration'))
      .set(bearer('lucia'))
      .send(validProperty(patch))
      .expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(t.readDisk().properties).toHaveLength(before);
  });
});

describe('GET /property/getProperty/{userCode}', () => {
  it('is private: 401 without token, 403 for another user, 400 for a bad code', async () => {
    await t.http.get(url('userProperties', { userCode: 1 })).expect(401);
    await t.http
      .get(url('userProperties', { userCode: 1 }))
      .set(bearer('diego'))
      .expect(403);
    await t.http
      .get(url('userProperties', { userCode: '1; drop' }))
      .set(bearer('lucia'))
      .expect(400);
  });

  it('lists exactly your properties, newest first', async () => {
    const rows = list.parse(
      (
        await t.http
          .get(url('userProperties', { userCode: 6 }))
          .set(bearer('renzo'))
          .expect(200)
      ).body,
    );
    const expected = t.store.state.properties
      .filter((p) => p.userCode === 6)
      .map((p) => p.propertyId)
      .sort((a, b) => b - a);
    expect(rows.map((p) => p.propertyId)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('POST /property/property-filters/{userCode}', () => {
  const diegoMiraflores = () =>
    t.store.state.houseRequests.find((r) => r.userCode === 2 && r.ubigeoId === 150122 && r.tprocessId === 2)!;

  it('is private (401/403)', async () => {
    await t.http
      .post(url('propertyFilters', { userCode: 1 }))
      .send({})
      .expect(401);
    await t.http
      .post(url('propertyFilters', { userCode: 1 }))
      .set(bearer('diego'))
      .send({})
      .expect(403);
  });

  it('finds the caller’s own properties in a district within a price range', async () => {
    const r = diegoMiraflores();
    const res = await t.http
      .post(url('propertyFilters', { userCode: 1 }))
      .set(bearer('lucia'))
      .send({ ubigeoId: r.ubigeoId, priceMin: r.costInit, priceMax: r.costEnd })
      .expect(200);
    const rows = list.parse(res.body);
    const expected = t.store.state.properties.filter(
      (p) => p.userCode === 1 && p.ubigeoId === r.ubigeoId && p.price >= r.costInit && p.price <= r.costEnd,
    );
    expect(rows.map((p) => p.propertyId).sort()).toEqual(expected.map((p) => p.propertyId).sort());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.userCode === 1)).toBe(true);
  });

  it('optionally narrows by operation and property type; 0 means no filter', async () => {
    const all = list.parse(
      (
        await t.http
          .post(url('propertyFilters', { userCode: 1 }))
          .set(bearer('lucia'))
          .send({})
          .expect(200)
      ).body,
    );
    expect(all).toHaveLength(t.store.state.properties.filter((p) => p.userCode === 1).length);
    const sale = list.parse(
      (
        await t.http
          .post(url('propertyFilters', { userCode: 1 }))
          .set(bearer('lucia'))
          .send({ tprocessId: 3, tpropertyId: 0 })
          .expect(200)
      ).body,
    );
    expect(sale.length).toBeGreaterThan(0);
    expect(sale.every((p) => p.processType === 'VENDER')).toBe(true);
    const flats = list.parse(
      (
        await t.http
          .post(url('propertyFilters', { userCode: 1 }))
          .set(bearer('lucia'))
          .send({ tpropertyId: 2 })
          .expect(200)
      ).body,
    );
    expect(flats.every((p) => p.propertyType === 'Departamento')).toBe(true);
    expect(flats.length).toBeLessThan(all.length);
  });

  it('rejects a bad filter (400)', async () => {
    const res = await t.http
      .post(url('propertyFilters', { userCode: 1 }))
      .set(bearer('lucia'))
      .send({ priceMin: 'x' })
      .expect(400);
    expect(res.body.field).toBe('priceMin');
  });
});

// GET /property/match-property: see matches.test.ts (both directions and the phone rules).
