import { PROCESS_BUY, PROCESS_RENT, type SearchFields, type SearchFilter } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { badRequest } from '../http/errors';
import { type Catalog, ubigeoContains, ubigeoLevel } from './catalog';
import type { Compilable, Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { prepare, type Query, type RowsOf } from '../db/typed-query';

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

/** One term of a filter in SQL: a column compared with a value. */
type Term<TB extends keyof Database> = readonly [
  column: keyof Database[TB] & string,
  op: '=' | '>=' | '<=',
  value: number,
];

/** What both filters share in SQL (listingMatchesFilter): place, operation, type, minimum bedrooms and bathrooms. */
function listingTerms<TB extends 'houseRequests' | 'properties'>(f: Filter): Term<TB>[] {
  const terms: Term<'houseRequests' | 'properties'>[] = [];
  if (f.ubigeoId) {
    const [from, to] = ubigeoRange(f.ubigeoId);
    terms.push(['ubigeoId', '>=', from], ['ubigeoId', '<=', to]);
  }
  if (f.tprocessId) terms.push(['tprocessId', '=', f.tprocessId]);
  if (f.tpropertyId) terms.push(['tpropertyId', '=', f.tpropertyId]);
  if (f.numBedrooms) terms.push(['numberBedrooms', '>=', f.numBedrooms]);
  if (f.numBathrooms) terms.push(['numberBathrooms', '>=', f.numBathrooms]);
  return terms as Term<TB>[];
}

/** requestMatchesFilter in SQL (over live requests, liveRequest): the search's tests check it against the function. */
export function requestTerms(f: Filter): Term<'houseRequests'>[] {
  const terms = listingTerms<'houseRequests'>(f);
  if (f.priceMin) terms.push(['costEnd', '>=', f.priceMin]);
  if (f.priceMax) terms.push(['costInit', '<=', f.priceMax]);
  if (f.areaMin) terms.push(['coveredArea', '>=', f.areaMin]);
  if (f.areaMax) terms.push(['coveredArea', '<=', f.areaMax]);
  if (f.indexableOnly) terms.push(['indexable', '=', 1]);
  return terms;
}

/** propertyMatchesFilter in SQL: price inside [priceMin, priceMax]. */
export function propertyTerms(f: Filter): Term<'properties'>[] {
  const terms = listingTerms<'properties'>(f);
  if (f.priceMin) terms.push(['price', '>=', f.priceMin]);
  if (f.priceMax) terms.push(['price', '<=', f.priceMax]);
  return terms;
}

/**
 * A typed query whose WHERE holds `terms` (with `values` in their place), compiled once per set of
 * columns and operators: a search with the same filters but other values runs the same prepared
 * statement. `build` gets the values as stand-ins (typed-query.ts's prepare): it hands each to where().
 */
export function byTerms<TB extends keyof Database, B extends Compilable<unknown>>(
  table: TB,
  name: string,
  build: (where: (eb: ExpressionBuilder<Database, TB>) => Expression<SqlBool>, extra: unknown[]) => B,
  extras: number,
): (terms: readonly Term<TB>[], ...extra: unknown[]) => Query<RowsOf<B>> {
  const shapes = new Map<string, (...values: unknown[]) => Query<RowsOf<B>>>();
  return (terms, ...extra) => {
    const shape = `${table}.${name}:${terms.map(([column, op]) => `${column}${op}`).join(',')}`;
    let run = shapes.get(shape);
    if (!run) {
      const ops = terms.map(([column, op]) => [column, op] as const);
      run = prepare((...values: unknown[]) => {
        const where = (eb: ExpressionBuilder<Database, TB>) =>
          eb.and(ops.map(([column, op], i) => eb(eb.ref(column as never), op, values[i] as never)));
        return build(where, values.slice(ops.length));
      }, ops.length + extras);
      shapes.set(shape, run);
    }
    return run(...terms.map(([, , value]) => value), ...extra);
  };
}
