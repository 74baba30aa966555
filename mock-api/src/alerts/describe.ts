import { DEFAULT_REQUEST_TITLE, PROCESS_RENT } from '@lotengo/shared/contracts';
import type { Described } from '@lotengo/shared/i18n/alerts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Catalog } from '../domain/catalog';

const LOWER = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/** 'SAN JUAN DE LURIGANCHO' → 'San Juan de Lurigancho' (ubigeo names are stored in upper case). */
export function placeName(upper: string): string {
  return upper
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && LOWER.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

function what(catalog: Catalog, x: { tpropertyId: number; tprocessId: number; ubigeoId: number }, side: 'request' | 'property'): string {
  const type = catalog.propertyTypeName(x.tpropertyId) ?? 'Propiedad';
  const operation = x.tprocessId === PROCESS_RENT ? 'en alquiler' : side === 'request' ? 'para comprar' : 'en venta';
  const district = placeName(catalog.ubigeo(x.ubigeoId)?.district ?? '');
  return `${type.toLowerCase()} ${operation}${district ? ` en ${district}` : ''}`;
}

/** A request in a few words, for a notification's text: never its author's name or phone. */
export const describeRequest = (r: StoredHouseRequest, catalog: Catalog): Described => ({
  title: r.title === DEFAULT_REQUEST_TITLE ? '' : r.title,
  what: what(catalog, r, 'request'),
});

export const describeProperty = (p: StoredProperty, catalog: Catalog): Described => ({
  title: p.title,
  what: what(catalog, p, 'property'),
});
