import { PERU_TIME_ZONE } from './time-zone';

/**
 * Visit dates are calendar days (YYYY-MM-DD) in Peru. Noon in Lima (UTC−5 all year) is the same day
 * in every time zone the formatter could be asked about, so no zone shifts the day.
 */
const asLimaNoon = (iso: string) => new Date(`${iso}T12:00:00-05:00`);
const valid = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(asLimaNoon(iso).getTime());

// Built on first use: the API, the inbox and the property page share it, and a page that never shows a date never pays
// for it.
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

/** 'lunes, 30 de noviembre de 2026' (the visit panel, the owner's list, notifications). */
export function formatVisitDate(iso: string): string {
  longDate ??= new Intl.DateTimeFormat('es-PE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PERU_TIME_ZONE,
  });
  return valid(iso) ? longDate.format(asLimaNoon(iso)) : iso;
}

/** 'lun, 30 nov' (the scheduler's date choices, short enough for 360 px). */
export function formatShortDate(iso: string): string {
  shortDate ??= new Intl.DateTimeFormat('es-PE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: PERU_TIME_ZONE,
  });
  return valid(iso) ? shortDate.format(asLimaNoon(iso)) : iso;
}

let dayOfInstant: Intl.DateTimeFormat | undefined;

/** '12 de marzo de 2026': the day an instant (ISO date-time) falls on in Lima; null for a missing or broken one. */
export function formatLimaDay(iso: string | null | undefined): string | null {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  dayOfInstant ??= new Intl.DateTimeFormat('es-PE', { timeZone: PERU_TIME_ZONE, dateStyle: 'long' });
  return dayOfInstant.format(at);
}
