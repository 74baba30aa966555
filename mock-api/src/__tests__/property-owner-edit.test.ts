import { propertyDetailSchema } from '@lotengo/shared/contracts';
import { uploadPhoto, validProperty } from './support/property-helpers';
import { bearer, url } from './support/test-app';
import { t, luciaProperty, bodyOf } from './support/property-owner-setup';

describe('GET /property/{id}', () => {
  it('reads a published property with everything the edit form needs; 404 unknown, 400 bad id', async () => {
    const p = luciaProperty((x) => x.multimedias.length > 0);
    const detail = propertyDetailSchema.parse(
      (
        await t.http
          .get(url('property', { id: p.propertyId }))
          .set(bearer('lucia'))
          .expect(200)
      ).body,
    );
    expect(detail).toMatchObject({
      propertyId: p.propertyId,
      status: 1,
      address: p.address,
      characteristics: p.characteristics,
      declarationProperties: p.declarationProperties,
    });
    expect(detail.multimedias[0]?.fileUrl).toMatch(/^http:\/\/.+\/mvp\/static\/photos\//);
    expect(detail.urlPhotoPrincipal).toBe(detail.multimedias[0]?.fileUrl);
    await t.http
      .get(url('property', { id: 999999 }))
      .set(bearer('lucia'))
      .expect(404);
    const bad = await t.http
      .get(url('property', { id: 'abc' }))
      .set(bearer('lucia'))
      .expect(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('POST /property/{id}/update', () => {
  it('needs a token (401), a registered user (403), an existing id (404) and ownership (403)', async () => {
    const p = luciaProperty();
    await t.http
      .post(url('propertyUpdate', { id: p.propertyId }))
      .send(bodyOf(p))
      .expect(401);
    await t.http
      .post(url('propertyUpdate', { id: p.propertyId }))
      .set(bearer('daniel'))
      .send(bodyOf(p))
      .expect(403);
    await t.http
      .post(url('propertyUpdate', { id: 999999 }))
      .set(bearer('lucia'))
      .send(bodyOf(p))
      .expect(404);
    const other = await t.http
      .post(url('propertyUpdate', { id: p.propertyId }))
      .set(bearer('diego'))
      .send(bodyOf(p, { userCode: 2 }))
      .expect(403);
    expect(other.body).toEqual({ message: 'Esta propiedad no es tuya', field: 'id' });
    const moved = await t.http
      .post(url('propertyUpdate', { id: p.propertyId }))
      .set(bearer('lucia'))
      .send(bodyOf(p, { userCode: 2 }))
      .expect(403);
    expect(moved.body.field).toBe('userCode');
  });

  it(
    'saves every field durably, additions included; photos reordered, kept, added; the agency name ' +
      'goes with the agency',
    async () => {
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
      const res = await t.http
        .post(url('propertyUpdate', { id: p.propertyId }))
        .set(bearer('lucia'))
        .send(body)
        .expect(200);
      expect(res.body).toEqual({ propertyId: p.propertyId });
      const stored = t.readDisk().properties.find((x) => x.propertyId === p.propertyId)!;
      expect(stored).toMatchObject({
        address: 'Calle Los Pinos 120',
        price: 2100,
        referenceAddress: 'Frente al parque Kennedy',
        totalArea: 120,
        coveredArea: 95.5,
        yearConstruction: 2015,
        agencyName: 'Inmobiliaria Sol',
        status: 1,
        userCode: 1,
      });
      expect(stored.multimedias.map((m) => m.fileUrl)).toEqual([
        new URL(fresh.fileUrl).pathname,
        ...before.map((m) => m.fileUrl),
      ]);
      expect(stored.updatedAt).toEqual(expect.any(String));
      const detail = propertyDetailSchema.parse(
        (
          await t.http
            .get(url('property', { id: p.propertyId }))
            .set(bearer('lucia'))
            .expect(200)
        ).body,
      );
      expect(new URL(detail.urlPhotoPrincipal!).pathname).toBe(new URL(fresh.fileUrl).pathname);

      await t.http
        .post(url('propertyUpdate', { id: p.propertyId }))
        .set(bearer('lucia'))
        .send({ ...body, typeOwner: 'Propietario', multimedias: [] })
        .expect(200);
      const after = t.readDisk().properties.find((x) => x.propertyId === p.propertyId)!;
      expect(after.agencyName).toBeUndefined();
      expect(after.multimedias).toEqual([]);
    },
  );

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
    const res = await t.http
      .post(url('propertyUpdate', { id: p.propertyId }))
      .set(bearer('lucia'))
      .send(bodyOf(p, patch))
      .expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(JSON.stringify(t.readDisk().properties.find((x) => x.propertyId === p.propertyId))).toBe(before);
  });
});

describe('photos must be the caller’s uploads', () => {
  it(
    'refuses a URL this API never stored, another user’s upload, a repeated photo ' + '(400 naming the photo)',
    async () => {
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
        const create = await t.http
          .post(url('propertyRegistration'))
          .set(bearer('lucia'))
          .send(validProperty({ multimedias: list }))
          .expect(400);
        expect(create.body.field).toBe(field);
        const update = await t.http
          .post(url('propertyUpdate', { id: p.propertyId }))
          .set(bearer('lucia'))
          .send(bodyOf(p, { multimedias: list }))
          .expect(400);
        expect(update.body.field).toBe(field);
      }
      // Seeded photos of someone else's property are not yours to reuse either.
      const renzos = t.store.state.properties.find((x) => x.userCode === 6 && x.multimedias.length > 0)!;
      const res = await t.http
        .post(url('propertyRegistration'))
        .set(bearer('lucia'))
        .send(validProperty({ multimedias: renzos.multimedias }))
        .expect(400);
      expect(res.body.field).toBe('multimedias.0.fileUrl');
    },
  );
});
