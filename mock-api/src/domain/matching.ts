import type { StoredHouseRequest, StoredProperty } from '../db/schema';

/**
 * When a property answers a request (both directions of "matches"): same operation (rent↔rent,
 * sale↔buy share the id), same property type, same district, price inside the budget, at least the
 * bedrooms and bathrooms asked for, a different owner, and both active.
 */
export function propertyFitsRequest(p: StoredProperty, r: StoredHouseRequest): boolean {
  return (
    p.userCode !== r.userCode &&
    p.status === 1 &&
    r.status === 1 &&
    p.tprocessId === r.tprocessId &&
    p.tpropertyId === r.tpropertyId &&
    p.ubigeoId === r.ubigeoId &&
    p.price >= r.costInit &&
    p.price <= r.costEnd &&
    p.numberBedrooms >= r.numberBedrooms &&
    p.numberBathrooms >= r.numberBathrooms
  );
}
