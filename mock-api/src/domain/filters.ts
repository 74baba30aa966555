import { PROCESS_BUY, PROCESS_RENT, type SearchFields, type SearchFilter } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { badRequest } from '../http/errors';
import { type Catalog, ubigeoContains, ubigeoLevel } from './catalog';
import { LIVE_REQUEST_SQL } from './request-lifecycle';

export type Filter = SearchFields & Pick<SearchFilter, 'indexableOnly'>;

/** A filter may only name things that exist: an unknown id is a 400, never an empty result. */
export function checkFilterRefs(f: Filter, catalog: Catalog): void {
  if (f.ubigeoId && !catalog.ubigeo(f.ubigeoId)) throw badRequest(`ubigeoId ${f.ubigeoId} no existe`, 'ubigeoId');
  if (f.tprocessId && f.tprocessId !== PROCESS_RENT && f.tprocessId !== PROCESS_BUY)
    throw badRequest('tprocessId debe ser 0, 2 (alquiler) o 3 (compra/venta)', 'tprocessId');
  if (f.tpropertyId && !catalog.propertyTypeName(f.tpropertyId))
    throw badRequest(`tpropertyId ${f.tpropertyId} no existe`, 'tpropertyId');
}

/** What both searches filter alike (0 means "no filter"): place by prefix, operation, type, minimum bedrooms and
 * bathrooms. */
function listingMatchesFilter(x: StoredHouseRequest | StoredProperty, f: Filter): boolean {
  if (f.ubigeoId && !ubigeoContains(f.ubigeoId, x.ubigeoId)) return false;
  if (f.tprocessId && x.tprocessId !== f.tprocessId) return false;
  if (f.tpropertyId && x.tpropertyId !== f.tpropertyId) return false;
  if (f.numBedrooms && x.numberBedrooms < f.numBedrooms) return false;
  if (f.numBathrooms && x.numberBathrooms < f.numBathrooms) return false;
  return true;
}

/**
 * docs/product/entities.md request search: 0 means "no filter" for each field. ubigeoId matches by prefix (a
 * department or province code covers its districts); bedrooms/bathrooms are minimums; the price
 * range must overlap the request's budget; the area range applies to coveredArea.
 */
export function requestMatchesFilter(r: StoredHouseRequest, f: Filter): boolean {
  if (!listingMatchesFilter(r, f)) return false;
  if (f.priceMin && r.costEnd < f.priceMin) return false;
  if (f.priceMax && r.costInit > f.priceMax) return false;
  if (f.areaMin && r.coveredArea < f.areaMin) return false;
  if (f.areaMax && r.coveredArea > f.areaMax) return false;
  if (f.indexableOnly && !r.indexable) return false;
  return true;
}

/** The linking search over the caller's own properties: place, price inside [priceMin, priceMax], operation, type. */
export function propertyMatchesFilter(p: StoredProperty, f: Filter): boolean {
  if (!listingMatchesFilter(p, f)) return false;
  if (f.priceMin && p.price < f.priceMin) return false;
  if (f.priceMax && p.price > f.priceMax) return false;
  return true;
}

/** The same place rule in SQL: a department or province code covers the range of its districts' codes. */
function ubigeoRange(filter: number): [number, number] {
  switch (ubigeoLevel(filter)) {
    case 'department':
      return [filter, filter + 9999];
    case 'province':
      return [filter, filter + 99];
    default:
      return [filter, filter];
  }
}

/**
 * The request search (requestMatchesFilter over live requests) as a WHERE clause and its parameters,
 * so SQLite counts and pages it through its indexes; the search's tests check it against the function.
 */
export function requestSearchSql(f: Filter): { where: string; params: number[] } {
  const where = [LIVE_REQUEST_SQL];
  const params: number[] = [];
  const add = (clause: string, ...values: number[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (f.ubigeoId) add('ubigeoId BETWEEN ? AND ?', ...ubigeoRange(f.ubigeoId));
  if (f.tprocessId) add('tprocessId = ?', f.tprocessId);
  if (f.tpropertyId) add('tpropertyId = ?', f.tpropertyId);
  if (f.numBedrooms) add('numberBedrooms >= ?', f.numBedrooms);
  if (f.numBathrooms) add('numberBathrooms >= ?', f.numBathrooms);
  if (f.priceMin) add('costEnd >= ?', f.priceMin);
  if (f.priceMax) add('costInit <= ?', f.priceMax);
  if (f.areaMin) add('coveredArea >= ?', f.areaMin);
  if (f.areaMax) add('coveredArea <= ?', f.areaMax);
  if (f.indexableOnly) add('indexable = 1');
  return { where: where.join(' AND '), params };
}
