import type { StoredHouseRequest, StoredProperty } from '../db/schema';

/* Bodies that the matching rules pair with a given record: the benchmark publishes them, the tests too. */

/** A request body (for `userCode`) that the property meets exactly: same place, operation, type; price inside the
 * budget. */
export const requestFitting = (p: StoredProperty, userCode: number, extra: Record<string, unknown> = {}) => ({
  referenceAddress: 'Cerca al parque',
  ubigeoId: p.ubigeoId,
  numberBedrooms: Math.max(1, Math.min(p.numberBedrooms, 10)),
  numberBathrooms: Math.max(1, Math.min(p.numberBathrooms, 10)),
  // Requests ask for at least 1 of each count; a property without the figure (0) never fails it.
  numberParkinglot: Math.max(1, Math.min(p.numberParkinglot, 10)),
  tpropertyId: p.tpropertyId,
  tprocessId: p.tprocessId,
  costInit: Math.floor(p.price * 0.5),
  costEnd: Math.ceil(p.price * 1.2),
  numberCommonArea: 0,
  numberServicesAreas: 0,
  isTerraza: '0',
  userCode,
  ...extra,
});

/** A property body (for `userCode`) that meets the request exactly. */
export const propertyFitting = (r: StoredHouseRequest, userCode: number, extra: Record<string, unknown> = {}) => ({
  address: 'Calle Los Pinos 123',
  ubigeoId: r.ubigeoId,
  numberBedrooms: Math.max(r.numberBedrooms, 1),
  numberBathrooms: Math.max(r.numberBathrooms, 1),
  numberParkinglot: Math.max(r.numberParkinglot, 0),
  coveredArea: Math.max(r.coveredArea, 1),
  price: Math.round((r.costInit + r.costEnd) / 2),
  tprocessId: r.tprocessId,
  tpropertyId: r.tpropertyId,
  declarationProperties: 1,
  userCode,
  characteristics: [],
  multimedias: [],
  typeOwner: 'Propietario',
  ...extra,
});
