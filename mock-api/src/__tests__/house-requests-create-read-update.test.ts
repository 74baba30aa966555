import { houseRequestSchema } from '@lotengo/shared/contracts';
import { bearer, url } from './support/test-app';
import { list, t, all, idsNewestFirst, validRequest } from './support/house-requests-setup';

describe('POST /house-request/houserequest-registration', () => {
  it('needs a token (401) and a registered user (403)', async () => {
    await t.http.post(url('houseRequestRegistration')).send(validRequest()).expect(401);
    await t.http.post(url('houseRequestRegistration')).set(bearer('daniel')).send(validRequest()).expect(403);
  });

  it('creates a request for yourself only (403 for another userCode)', async () => {
    const res = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send(validRequest({ userCode: 2 }))
      .expect(403);
    expect(res.body.field).toBe('userCode');
  });

  it('creates it with status 1 and the default title/description, durably', async () => {
    const before = all().length;
    const res = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send(validRequest())
      .expect(201);
    const created = houseRequestSchema.parse(res.body);
    expect(created).toMatchObject({
      houseRequestId: before + 1,
      title: 'no-title-request',
      description: 'no description',
      district: 'MIRAFLORES',
      processType: 'ALQUILAR',
      propertyType: 'Departamento',
      totalArea: 0,
      userCode: 1,
    });
    expect(t.readDisk().houseRequests.find((r) => r.houseRequestId === created.houseRequestId)).toMatchObject({
      status: 1,
      costInit: 800,
      costEnd: 1500,
    });
    // The newest request heads the search.
    const first = await t.http.post(url('houseRequestSearch')).send({ pageSize: 1 }).expect(200);
    expect(first.body[0].houseRequestId).toBe(created.houseRequestId);
  });

  it.each([
    ['referenceAddress', { referenceAddress: undefined }],
    ['referenceAddress', { referenceAddress: 'x'.repeat(151) }],
    ['ubigeoId', { ubigeoId: 150100 }],
    ['ubigeoId', { ubigeoId: 150199 }],
    ['tpropertyId', { tpropertyId: 42 }],
    ['tprocessId', { tprocessId: 1 }],
    ['costInit', { costInit: 2000, costEnd: 1000 }],
    ['costEnd', { costEnd: -5 }],
    ['numberBedrooms', { numberBedrooms: 11 }],
    ['numberBathrooms', { numberBathrooms: '2' }],
    ['isTerraza', { isTerraza: 'si' }],
    ['title', { title: 'x'.repeat(81) }],
    ['coveredArea', { coveredArea: 100001 }],
    ['numberCommonArea', { numberCommonArea: 3 }],
  ])('rejects a bad %s (400) without writing', async (field, patch) => {
    const before = t.readDisk().houseRequests.length;
    const res = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send(validRequest(patch))
      .expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(t.readDisk().houseRequests).toHaveLength(before);
  });
});

describe('reading requests', () => {
  it('GET /house-request/{id} answers one request; 404 unknown; 400 non-numeric', async () => {
    const res = await t.http.get(url('houseRequest', { id: 1 })).expect(200);
    expect(houseRequestSchema.parse(res.body).houseRequestId).toBe(1);
    expect((await t.http.get(url('houseRequest', { id: 99999 })).expect(404)).body.field).toBe('id');
    expect((await t.http.get(url('houseRequest', { id: 'abc' })).expect(400)).body.field).toBe('id');
  });

  it('getHouseRequestMorePopular: top 8 by offers received', async () => {
    const res = await t.http.get(url('houseRequestPopular')).expect(200);
    const rows = list.parse(res.body);
    expect(rows).toHaveLength(8);
    const offers = (id: number) => t.store.state.inbox.filter((e) => e.houseRequestId === id).length;
    const counts = rows.map((r) => r.offersCount);
    expect(counts).toEqual(rows.map((r) => offers(r.houseRequestId)));
    expect(counts).toEqual([...counts].sort((a, b) => b! - a!));
    const maxOffers = Math.max(...all().map((r) => offers(r.houseRequestId)));
    expect(counts[0]).toBe(maxOffers);
  });

  it('getHouseRequestMine: private, only your own, newest first', async () => {
    await t.http.get(url('houseRequestMine', { userCode: 2 })).expect(401);
    await t.http
      .get(url('houseRequestMine', { userCode: 2 }))
      .set(bearer('lucia'))
      .expect(403);
    await t.http
      .get(url('houseRequestMine', { userCode: 'x' }))
      .set(bearer('diego'))
      .expect(400);
    const res = await t.http
      .get(url('houseRequestMine', { userCode: 2 }))
      .set(bearer('diego'))
      .expect(200);
    const rows = list.parse(res.body);
    expect(rows.map((r) => r.houseRequestId)).toEqual(idsNewestFirst(all().filter((r) => r.userCode === 2)));
    expect(rows.every((r) => r.phoneNumber === undefined)).toBe(true);
  });
  // match-house-request: see matches.test.ts.
});

describe('POST /house-request/{id}/update', () => {
  const mineId = () => all().find((r) => r.userCode === 2)!.houseRequestId;

  it('needs a token (401), your own request (403), an existing id (404)', async () => {
    await t.http
      .post(url('houseRequestUpdate', { id: mineId() }))
      .send(validRequest({ userCode: 2 }))
      .expect(401);
    await t.http
      .post(url('houseRequestUpdate', { id: mineId() }))
      .set(bearer('lucia'))
      .send(validRequest({ userCode: 1 }))
      .expect(403);
    await t.http
      .post(url('houseRequestUpdate', { id: 99999 }))
      .set(bearer('diego'))
      .send(validRequest({ userCode: 2 }))
      .expect(404);
    await t.http
      .post(url('houseRequestUpdate', { id: 'x' }))
      .set(bearer('diego'))
      .send(validRequest({ userCode: 2 }))
      .expect(400);
  });

  it('updates the fields, keeps status 1 and the service-area flag, and persists', async () => {
    const id = mineId();
    const before = all().find((r) => r.houseRequestId === id)!;
    const body = validRequest({
      userCode: 2,
      houseRequestId: id,
      title: 'Busco depa luminoso',
      description: 'Con balcón',
      coveredArea: 72.5,
      yearConstruction: 2,
      isTerraza: '1',
      numberServicesAreas: undefined,
    });
    const res = await t.http.post(url('houseRequestUpdate', { id })).set(bearer('diego')).send(body).expect(200);
    expect(houseRequestSchema.parse(res.body)).toMatchObject({
      houseRequestId: id,
      title: 'Busco depa luminoso',
      coveredArea: 72.5,
      isTerraza: '1',
    });
    const disk = t.readDisk().houseRequests.find((r) => r.houseRequestId === id)!;
    expect(disk).toMatchObject({
      title: 'Busco depa luminoso',
      description: 'Con balcón',
      status: 1,
      userCode: 2,
      createdAt: before.createdAt,
    });
    expect(disk.numberServicesAreas).toBe(before.numberServicesAreas);
  });

  it('refuses moving the request to another owner or id', async () => {
    const id = mineId();
    expect(
      (
        await t.http
          .post(url('houseRequestUpdate', { id }))
          .set(bearer('diego'))
          .send(validRequest({ userCode: 1 }))
          .expect(403)
      ).body.field,
    ).toBe('userCode');
    expect(
      (
        await t.http
          .post(url('houseRequestUpdate', { id }))
          .set(bearer('diego'))
          .send(validRequest({ userCode: 2, houseRequestId: id + 1 }))
          .expect(400)
      ).body.field,
    ).toBe('houseRequestId');
  });
});
