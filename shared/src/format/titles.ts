import { DEFAULT_PROPERTY_TITLE, DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE } from '../contracts/placeholders';
import { common } from '@lotengo/shared/i18n';

/** What a title can be made from: any property or request as read (every field but the title optional). */
export interface TitledRecord {
  title?: string | null;
  propertyType?: string | null;
  processType?: string | null;
  district?: string | null;
}

// Short words stay lower case inside a place name ("San Juan de Lurigancho").
const LOWER_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']);

/** "SAN JUAN DE LURIGANCHO" → "San Juan de Lurigancho": the API keeps place names in capitals. */
export function placeName(name: string | null | undefined): string {
  const words = (name ?? '').trim().toLocaleLowerCase('es').split(/\s+/).filter(Boolean);
  return words
    .map((w, i) => (i > 0 && LOWER_WORDS.has(w) ? w : w.charAt(0).toLocaleUpperCase('es') + w.slice(1)))
    .join(' ');
}

/** Whether a stored title is only the placeholder the API fills in (docs/product/entities.md) or nothing at all. */
export function isPlaceholderTitle(title: string | null | undefined): boolean {
  const clean = (title ?? '').trim();
  return clean === '' || clean === DEFAULT_PROPERTY_TITLE || clean === DEFAULT_REQUEST_TITLE;
}

/**
 * The title a person reads. The stored defaults stay as docs/product/entities.md says, but 'no-title-property' and
 * 'no-title-request' are not words: such a record is named after what it is, e.g.
 * "Departamento en alquiler · Miraflores". A real title is returned trimmed, as it is.
 */
export function displayTitle(record: TitledRecord): string {
  if (!isPlaceholderTitle(record.title)) return (record.title ?? '').trim().replace(/\s+/g, ' ');
  const t = common.generatedTitle;
  const type = (record.propertyType ?? '').trim();
  const operation = t.operations[(record.processType ?? '').trim().toUpperCase()] ?? '';
  const what = type
    ? [type, operation].filter(Boolean).join(' ')
    : operation
      ? `${t.property} ${operation}`
      : t.property;
  const where = placeName(record.district);
  return where ? `${what}${t.separator}${where}` : what;
}

/** A request's description in the seeker's own words, trimmed; '' when the API's placeholder stands in for it. */
export function requestOwnDescription(description: string | null | undefined): string {
  const own = (description ?? '').trim();
  return own === DEFAULT_REQUEST_DESCRIPTION ? '' : own;
}
