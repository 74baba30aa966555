import { PROCESS_RENT } from '@lotengo/shared/contracts';
import { displayTitle, placeName, type TitledRecord } from '@lotengo/shared/format/titles';
import type { Described } from '@lotengo/shared/i18n/alerts';
import { publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Catalog } from '../domain/catalog';

type Listed = { title: string; tpropertyId: number; tprocessId: number; ubigeoId: number };

/** What the site's displayTitle needs of a stored record: its type, operation and district by name. */
export function titledRecord(catalog: Catalog, x: Listed, side: 'request' | 'property'): TitledRecord {
  return {
    title: x.title,
    propertyType: catalog.propertyTypeName(x.tpropertyId) ?? '',
    processType: catalog.processName(x.tprocessId, side) ?? '',
    district: catalog.ubigeo(x.ubigeoId)?.district ?? '',
  };
}

function what(catalog: Catalog, x: Listed, side: 'request' | 'property'): string {
  const type = catalog.propertyTypeName(x.tpropertyId) ?? 'Propiedad';
  const operation = x.tprocessId === PROCESS_RENT ? 'en alquiler' : side === 'request' ? 'para comprar' : 'en venta';
  const district = placeName(catalog.ubigeo(x.ubigeoId)?.district ?? '');
  return `${type.toLowerCase()} ${operation}${district ? ` en ${district}` : ''}`;
}

/**
 * A record in a few words, for a notification's text: named by the site's own rule (displayTitle, so
 * a placeholder never reaches a person), never its author's name or phone.
 */
const describe = (catalog: Catalog, x: Listed, side: 'request' | 'property'): Described => ({
  title: displayTitle(titledRecord(catalog, x, side)),
  what: what(catalog, x, side),
});

export const describeRequest = (r: StoredHouseRequest, catalog: Catalog): Described => describe(catalog, r, 'request');

export const describeProperty = (p: StoredProperty, catalog: Catalog): Described => describe(catalog, p, 'property');

/** A request's public page, by the names its page is canonical under (a stale slug would answer 301 anyway). */
export const requestPagePath = (r: StoredHouseRequest, catalog: Catalog): string =>
  publicPaths.request(r.houseRequestId, requestSlug(titledRecord(catalog, r, 'request')));
