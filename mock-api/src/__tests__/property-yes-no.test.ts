import { propertyCreatedSchema, propertyDetailSchema } from '@lotengo/shared/contracts';
import { validProperty } from './support/property-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/** Service area and common areas (docs/product/screens.md create property, yes/no): sent, stored, read back, updated.
 */
let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

describe('numberServicesAreas / numberCommonArea on a property', () => {
  it('are stored on create, read back by GET /property/{id} and changed by update', async () => {
    const created = propertyCreatedSchema.parse(
      (
        await t.http
          .post(url('propertyRegistration'))
          .set(bearer('lucia'))
          .send(validProperty({ numberServicesAreas: 1, numberCommonArea: 0 }))
          .expect(201)
      ).body,
    );
    const read = async () =>
      propertyDetailSchema.parse(
        (
          await t.http
            .get(url('property', { id: created.propertyId }))
            .set(bearer('lucia'))
            .expect(200)
        ).body,
      );
    expect(await read()).toMatchObject({ numberServicesAreas: 1, numberCommonArea: 0 });
    await t.http
      .post(url('propertyUpdate', { id: created.propertyId }))
      .set(bearer('lucia'))
      .send(validProperty({ numberServicesAreas: 0, numberCommonArea: 1 }))
      .expect(200);
    expect(await read()).toMatchObject({ numberServicesAreas: 0, numberCommonArea: 1 });
  });

  it('refuses anything but 0 or 1 with 400 naming the field', async () => {
    for (const field of ['numberServicesAreas', 'numberCommonArea']) {
      const res = await t.http
        .post(url('propertyRegistration'))
        .set(bearer('lucia'))
        .send(validProperty({ [field]: 2 }))
        .expect(400);
      expect(res.body.field).toBe(field);
    }
  });
});
