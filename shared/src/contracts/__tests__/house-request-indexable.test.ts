import { houseRequestSchema } from '../house-request';
import { houseRequestCreateSchema, houseRequestUpdateSchema } from '../house-request-write';
import { searchFilterSchema } from '../search';
import { makeHouseRequest } from '../../testing/fixtures';

/** A create payload as the form sends it, without the choice. */
const payload = {
  referenceAddress: 'Cerca al parque Kennedy',
  ubigeoId: 150122,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  tpropertyId: 1,
  tprocessId: 2,
  costInit: 800,
  costEnd: 1200,
  numberCommonArea: 0,
  userCode: 7,
};

const messageOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe("a request's search engine choice (indexable)", () => {
  it('is always in a request as read, true when the backend does not say', () => {
    const { indexable: _, ...older } = makeHouseRequest();
    expect(houseRequestSchema.parse(older).indexable).toBe(true);
    expect(houseRequestSchema.parse({ ...older, indexable: false }).indexable).toBe(false);
  });

  it.each([
    ['create', houseRequestCreateSchema],
    ['update', houseRequestUpdateSchema],
  ])('is optional on %s, so the server decides what a missing one means', (_, schema) => {
    expect(schema.parse(payload).indexable).toBeUndefined();
    expect(schema.parse({ ...payload, indexable: false }).indexable).toBe(false);
    expect(schema.parse({ ...payload, indexable: true }).indexable).toBe(true);
  });

  it.each(['no', 0, null, 'false'])('refuses %p with a Spanish reason naming the field', (bad) => {
    const result = houseRequestCreateSchema.safeParse({ ...payload, indexable: bad });
    expect(result.success).toBe(false);
    expect(messageOf(result)).toEqual(['indexable: indexable debe ser true o false']);
  });

  it('is a filter of the search only when asked, and a boolean', () => {
    expect(searchFilterSchema.parse({}).indexableOnly).toBeUndefined();
    expect(searchFilterSchema.parse({ indexableOnly: true }).indexableOnly).toBe(true);
    const bad = searchFilterSchema.safeParse({ indexableOnly: 'sí' });
    expect(messageOf(bad)).toEqual(['indexableOnly: indexableOnly debe ser true o false']);
  });
});
