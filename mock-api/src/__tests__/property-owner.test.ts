import { z } from 'zod';
import { inboxEntrySchema, ownPropertySchema, propertyDetailSchema, propertySchema, propertyStatusChangeSchema } from '@lotengo/shared/contracts';
import type { StoredProperty } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { uploadPhoto, validProperty } from './support/property-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  // Give lucia's rejected offers reasons, so the owner list has counts to show.
  t = makeTestApp({}, {}, (state) => {
    const lucias = new Set(state.properties.filter((p) => p.userCode === 1).map((p) => p.propertyId));
    const reasons = ['precio', 'precio', 'fotos'] as const;
    state.inbox.filter((e) => lucias.has(e.propertyId) && e.isAccepted === 2).forEach((e, i) => {
      e.rejectReason = reasons[i % reasons.length];
    });
  });
});
afterAll(() => t.cleanup());

const luciaProperty = (pred: (p: StoredProperty) => boolean = () => true) => t.store.state.properties.find((p) => p.userCode === 1 && p.status === 1 && pred(p))!;
const pendingOf = (propertyId: number) => t.store.state.inbox.filter((e) => e.propertyId === propertyId && e.isAccepted === 0);
const bodyOf = (p: StoredProperty, extra: Record<string, unknown> = {}) =>
  validProperty({ ubigeoId: p.ubigeoId, price: p.price, tprocessId: p.tprocessId, tpropertyId: p.tpropertyId, multimedias: p.multimedias, ...extra });

describe('GET /property/{id}', () => {
  it('reads a published property with everything the edit form needs; 404 unknown, 400 bad id', async () => {
    const p = luciaProperty((x) => x.multimedias.length > 0);
    const detail = propertyDetailSchema.parse((await t.http.get(url('property', { id: p.propertyId })).set(bearer('lucia')).expect(200)).body);
    expect(detail).toMatchObject({ propertyId: p.propertyId, status: 1, address: p.address, characteristics: p.characteristics, declarationProperties: p.declarationProperties });
    expect(detail.multimedias[0]?.fileUrl).toMatch(/^http:\/\/.+\/mvp\/static\/photos\//);
    expect(detail.urlPhotoPrincipal).toBe(detail.multimedias[0]?.fileUrl);
    await t.http.get(url('property', { id: 999999 })).set(bearer('lucia')).expect(404);
    const bad = await t.http.get(url('property', { id: 'abc' })).set(bearer('lucia')).expect(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('POST /property/{id}/update', () => {
  it('needs a token (401), a registered user (403), an existing id (404) and ownership (403)', async () => {
    const p = luciaProperty();
    await t.http.post(url('propertyUpdate', { id: p.propertyId })).send(bodyOf(p)).expect(401);
    await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('daniel')).send(bodyOf(p)).expect(403);
    await t.http.post(url('propertyUpdate', { id: 999999 })).set(bearer('lucia')).send(bodyOf(p)).expect(404);
    const other = await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('diego')).send(bodyOf(p, { userCode: 2 })).expect(403);
    expect(other.body).toEqual({ message: 'Esta propiedad no es tuya', field: 'id' });
    const moved = await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('lucia')).send(bodyOf(p, { userCode: 2 })).expect(403);
    expect(moved.body.field).toBe('userCode');
  });

  it('saves every field durably, additions included; photos reordered, kept, added; the agency name goes with the agency', async () => {
    const p = luciaProperty((x) => x.multimedias.length > 0);
    const before = [...p.multimedias];
    const fresh = await uploadPhoto(t, 'lucia');
    const body = bodyOf(p, {
      address: 'Calle Los Pinos 120',
      price: 2100,
      referenceAddress: 'Frente al parque Kennedy',
      totalArea: 120,
      coveredArea: 95.5,
      yearConstruction: 2015,
      typeOwner: 'Inmobiliaria',
      agencyName: 'Inmobiliaria Sol',
      // New photo first: it becomes the cover.
      multimedias: [fresh, ...before],
    });
    const res = await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('lucia')).send(body).expect(200);
    expect(res.body).toEqual({ propertyId: p.propertyId });
    const stored = t.readDisk().properties.find((x) => x.propertyId === p.propertyId)!;
    expect(stored).toMatchObject({ address: 'Calle Los Pinos 120', price: 2100, referenceAddress: 'Frente al parque Kennedy', totalArea: 120, coveredArea: 95.5, yearConstruction: 2015, agencyName: 'Inmobiliaria Sol', status: 1, userCode: 1 });
    expect(stored.multimedias.map((m) => m.fileUrl)).toEqual([new URL(fresh.fileUrl).pathname, ...before.map((m) => m.fileUrl)]);
    expect(stored.updatedAt).toEqual(expect.any(String));
    const detail = propertyDetailSchema.parse((await t.http.get(url('property', { id: p.propertyId })).set(bearer('lucia')).expect(200)).body);
    expect(new URL(detail.urlPhotoPrincipal!).pathname).toBe(new URL(fresh.fileUrl).pathname);

    await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('lucia')).send({ ...body, typeOwner: 'Propietario', multimedias: [] }).expect(200);
    const after = t.readDisk().properties.find((x) => x.propertyId === p.propertyId)!;
    expect(after.agencyName).toBeUndefined();
    expect(after.multimedias).toEqual([]);
  });

  it.each([
    ['price', { price: -5 }],
    ['address', { address: '   ' }],
    ['referenceAddress', { referenceAddress: 'x'.repeat(151) }],
    ['coveredArea', { coveredArea: 100001 }],
    ['totalArea', { totalArea: -1 }],
    ['yearConstruction', { yearConstruction: 1500 }],
    ['agencyName', { typeOwner: 'Inmobiliaria', agencyName: ' ' }],
    ['ubigeoId', { ubigeoId: 150100 }],
    ['propertyId', { propertyId: 1 }],
  ])('rejects a bad %s (400 naming it) without writing', async (field, patch) => {
    const p = luciaProperty((x) => x.propertyId !== 1);
    const before = JSON.stringify(t.readDisk().properties.find((x) => x.propertyId === p.propertyId));
    const res = await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('lucia')).send(bodyOf(p, patch)).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(JSON.stringify(t.readDisk().properties.find((x) => x.propertyId === p.propertyId))).toBe(before);
  });
});

describe('photos must be the caller’s uploads', () => {
  it('refuses a URL this API never stored, another user’s upload, a repeated photo (400 naming the photo)', async () => {
    const p = luciaProperty();
    const mine = await uploadPhoto(t, 'lucia');
    const hers = await uploadPhoto(t, 'renzo');
    const never = { name: 'x', tipo: 'image/png', fileUrl: mine.fileUrl.replace(/[0-9a-f]{12}$/, '000000000000') };
    const elsewhere = { name: 'x', tipo: 'image/png', fileUrl: 'https://example.com/foto.png' };
    for (const [list, field] of [
      [[never], 'multimedias.0.fileUrl'],
      [[mine, hers], 'multimedias.1.fileUrl'],
      [[elsewhere], 'multimedias.0.fileUrl'],
      [[mine, mine], 'multimedias.1.fileUrl'],
    ] as const) {
      const create = await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(validProperty({ multimedias: list })).expect(400);
      expect(create.body.field).toBe(field);
      const update = await t.http.post(url('propertyUpdate', { id: p.propertyId })).set(bearer('lucia')).send(bodyOf(p, { multimedias: list })).expect(400);
      expect(update.body.field).toBe(field);
    }
    // Seeded photos of someone else's property are not yours to reuse either.
    const renzos = t.store.state.properties.find((x) => x.userCode === 6 && x.multimedias.length > 0)!;
    const res = await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(validProperty({ multimedias: renzos.multimedias })).expect(400);
    expect(res.body.field).toBe('multimedias.0.fileUrl');
  });
});

describe('close and reopen', () => {
  const seekerInbox = async (userCode: number) => z.array(inboxEntrySchema).parse((await t.http.get(url('inbox', { id: userCode })).set(bearer('diego')).expect(200)).body);

  it('are owner only: 401, 403 unregistered, 404 unknown, 403 someone else’s', async () => {
    const p = luciaProperty();
    for (const key of ['propertyClose', 'propertyReopen'] as const) {
      await t.http.post(url(key, { id: p.propertyId })).expect(401);
      await t.http.post(url(key, { id: p.propertyId })).set(bearer('daniel')).expect(403);
      await t.http.post(url(key, { id: 999999 })).set(bearer('lucia')).expect(404);
      await t.http.post(url(key, { id: p.propertyId })).set(bearer('diego')).expect(403);
    }
    expect(t.store.state.properties.find((x) => x.propertyId === p.propertyId)?.status).toBe(1);
  });

  it('close withdraws every pending offer, hides the property from others, refuses sending it; reopen undoes it', async () => {
    // A lucia property with a pending offer in diego's inbox (the seed's "¡Lo tengo!" demo).
    const entry = t.store.state.inbox.find((e) => e.userCode === 2 && e.isAccepted === 0 && t.store.state.properties.find((p) => p.propertyId === e.propertyId)?.userCode === 1)!;
    expect(entry).toBeDefined();
    const id = entry.propertyId;
    const decided = t.store.state.inbox.filter((e) => e.propertyId === id && e.isAccepted !== 0).map((e) => e.idInboxProperty);
    const pending = pendingOf(id).length;

    const closed = propertyStatusChangeSchema.parse((await t.http.post(url('propertyClose', { id })).set(bearer('lucia')).expect(200)).body);
    expect(closed).toEqual({ propertyId: id, status: 2, changedOffers: pending });
    const disk = t.readDisk();
    expect(disk.properties.find((p) => p.propertyId === id)).toMatchObject({ status: 2, closedAt: expect.any(String) });
    expect(disk.inbox.filter((e) => e.propertyId === id && e.isAccepted === 0).every((e) => e.isWithdrawn === 1)).toBe(true);
    expect(disk.inbox.filter((e) => decided.includes(e.idInboxProperty)).every((e) => !e.isWithdrawn)).toBe(true);
    expect((await seekerInbox(2)).find((e) => e.idInboxProperty === entry.idInboxProperty)?.isWithdrawn).toBe(1);
    await t.http.post(url('propertyClose', { id })).set(bearer('lucia')).expect(409);

    // The owner still sees it, marked closed; so do the people it was sent to (property-access.test.ts); nobody else.
    const mine = z.array(ownPropertySchema).parse((await t.http.get(url('userProperties', { userCode: 1 })).set(bearer('lucia')).expect(200)).body);
    expect(mine.find((p) => p.propertyId === id)?.status).toBe(2);
    const all = z.array(propertySchema).parse((await t.http.get(url('properties')).set(bearer('lucia')).query({ pageSize: 100 }).expect(200)).body);
    expect(all.some((p) => p.propertyId === id)).toBe(false);
    const linkable = z.array(propertySchema).parse((await t.http.post(url('propertyFilters', { userCode: 1 })).set(bearer('lucia')).send({}).expect(200)).body);
    expect(linkable.some((p) => p.propertyId === id)).toBe(false);
    await t.http.get(url('property', { id })).expect(401);
    const outsider = (['camila', 'renzo', 'carlos', 'mariana'] as const).find((k) => !t.store.state.inbox.some((e) => e.propertyId === id && e.userCode === demoUser[k].userCode))!;
    await t.http.get(url('property', { id })).set(bearer(outsider)).expect(403);
    expect(propertyDetailSchema.parse((await t.http.get(url('property', { id })).set(bearer('lucia')).expect(200)).body).status).toBe(2);
    const request = t.store.state.houseRequests.find((r) => r.userCode !== 1 && !t.store.state.inbox.some((e) => e.propertyId === id && e.houseRequestId === r.houseRequestId))!;
    const send = await t.http
      .post(url('inboxSend'))
      .set(bearer('lucia'))
      .send({ propertyId: id, userCode: request.userCode, houseRequestId: request.houseRequestId })
      .expect(409);
    expect(send.body).toEqual({ message: expect.stringMatching(/cerrada/), field: 'propertyId' });

    const reopened = propertyStatusChangeSchema.parse((await t.http.post(url('propertyReopen', { id })).set(bearer('lucia')).expect(200)).body);
    expect(reopened).toEqual({ propertyId: id, status: 1, changedOffers: pending });
    expect(t.readDisk().inbox.filter((e) => e.propertyId === id).every((e) => !e.isWithdrawn)).toBe(true);
    expect((await seekerInbox(2)).find((e) => e.idInboxProperty === entry.idInboxProperty)?.isWithdrawn).toBe(0);
    await t.http.post(url('propertyReopen', { id })).set(bearer('lucia')).expect(409);
    await t.http.get(url('property', { id })).set(bearer('lucia')).expect(200);
  });
});

describe('GET /property/getProperty/{userCode} for the owner', () => {
  it('carries each property’s status and its reject-reason counts from the inbox', async () => {
    const rows = z.array(ownPropertySchema).parse((await t.http.get(url('userProperties', { userCode: 1 })).set(bearer('lucia')).expect(200)).body);
    for (const row of rows) {
      const expected: Record<string, number> = {};
      for (const e of t.store.state.inbox) {
        if (e.propertyId === row.propertyId && e.isAccepted === 2 && e.rejectReason) expected[e.rejectReason] = (expected[e.rejectReason] ?? 0) + 1;
      }
      expect(row.rejectReasons).toEqual(expected);
    }
    expect(rows.some((r) => (r.rejectReasons.precio ?? 0) > 0)).toBe(true);
  });
});
