import { PERU_TIME_ZONE, TIME_SLOTS } from '@lotengo/shared';

// One formatter for visit days, shared with the API's notifications (they must read the same).
export { formatShortDate, formatVisitDate } from '@lotengo/shared/format/visit-dates';

/** Start and end of one of the four fixed slots as 24 h 'HH:MM': '02:00 pm a 04:00 pm' → 14:00–16:00. */
export function slotTimes(slot: string): { start: string; end: string } | null {
  if (!(TIME_SLOTS as readonly string[]).includes(slot)) return null;
  const parts = slot.split(' a ');
  const to24 = (text: string) => {
    const m = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(text.trim());
    if (!m) return null;
    let h = Number(m[1]) % 12;
    if (m[3] === 'pm') h += 12;
    return `${String(h).padStart(2, '0')}:${m[2]}`;
  };
  const start = to24(parts[0] ?? '');
  const end = to24(parts[1] ?? '');
  return start && end ? { start, end } : null;
}

const dayOfTimestamp = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: PERU_TIME_ZONE,
});

/** '24 nov 2026' for a timestamp (when an offer was sent), as a day in Peru. */
export function formatDay(timestamp: string): string {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? timestamp : dayOfTimestamp.format(ms);
}
