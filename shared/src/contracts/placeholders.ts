import type { SearchFields } from './search';

/**
 * Values of the contracts that code reads without validating anything (titles shown in a card, the
 * reasons a seeker may tap): a module without schemas, so importing one of them does not bring a whole
 * contract's schemas (and zod) into the bundle that only displays them.
 */

/** The title the API stores when a property or request was saved without one (displayTitle replaces it). */
export const DEFAULT_PROPERTY_TITLE = 'no-title-property';
export const DEFAULT_REQUEST_TITLE = 'no-title-request';
/** The description the API stores for a request saved without one (requestOwnDescription leaves it out). */
export const DEFAULT_REQUEST_DESCRIPTION = 'no description';

/** Why a seeker rejected an offer (our addition), in display order; labels: offerTexts.rejectReasons. */
export const REJECT_REASONS = ['precio', 'ubicacion', 'tamano', 'estado', 'fotos'] as const;

/** The request search with no filter (every field 0: "all"). */
export const EMPTY_FILTER: SearchFields = {
  ubigeoId: 0,
  tprocessId: 0,
  tpropertyId: 0,
  numBedrooms: 0,
  numBathrooms: 0,
  priceMin: 0,
  priceMax: 0,
  areaMin: 0,
  areaMax: 0,
};
