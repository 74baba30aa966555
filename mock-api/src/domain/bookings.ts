import type { DbState, StoredInboxEntry, StoredVisit } from '../db/schema';
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';

/** A property's calendar: its offered hours and its visits. */
export type Calendar = Pick<DbState, 'hours' | 'visits'>;

export const hoursOfProperty = prepare((propertyId: number) =>
  qb.selectFrom('hours').selectAll().where('propertyId', '=', propertyId),
);
const visitsOfProperty = prepare((propertyId: number) =>
  qb.selectFrom('visits').selectAll().where('propertyId', '=', propertyId),
);

/** One property's calendar, read with one query each. */
export const calendarOf = (store: Store, propertyId: number): Calendar => ({
  hours: store.hours.select(hoursOfProperty(propertyId)),
  visits: store.visits.select(visitsOfProperty(propertyId)),
});

/**
 * Visit booking rules shared by the hours reads and the visit routes. Pure functions over a
 * property's calendar: the visit route calls them inside the transaction of the booking, so a check
 * and the write it guards never have another request in between.
 */

/** Lima is UTC−5 all year (no daylight saving since 1994): its calendar day, as YYYY-MM-DD. */
export function limaToday(now = Date.now()): string {
  return new Date(now - 5 * 3_600_000).toISOString().slice(0, 10);
}

export const isPastDate = (date: string, now = Date.now()): boolean => date < limaToday(now);

/**
 * One slot of a property's calendar. The visit type is left out on purpose: a Presencial and a
 * Virtual visit at the same hour would need the owner twice, so booking one takes both.
 */
export const slotKey = (propertyId: number, date: string, hour: string) => `${propertyId}|${date}|${hour}`;

export const isActive = (v: StoredVisit): boolean => v.status === 1;

/** The visit of an offer (older records without idInboxProperty match by property + seeker). */
export function visitOfOffer(state: Pick<Calendar, 'visits'>, entry: StoredInboxEntry): StoredVisit | undefined {
  return state.visits.find(
    (v) =>
      isActive(v) &&
      (v.idInboxProperty === entry.idInboxProperty ||
        (v.idInboxProperty === undefined && v.propertyId === entry.propertyId && v.userCode === entry.userCode)),
  );
}

/**
 * Slots of a property held by a planned visit, with who holds them. A seeker still sees the slot
 * they hold (so the scheduler can show it as theirs); everyone else no longer does.
 */
export function takenSlots(
  state: Pick<Calendar, 'visits'>,
  propertyId: number,
  exceptUserCode: number | null,
): Set<string> {
  const taken = new Set<string>();
  for (const v of state.visits) {
    if (v.propertyId !== propertyId || !isActive(v) || !v.visitDate) continue;
    if (exceptUserCode !== null && v.userCode === exceptUserCode) continue;
    taken.add(slotKey(propertyId, v.visitDate, v.visitHour));
  }
  return taken;
}

/** The owner's slots still open to `viewer`: not past (Lima's day) and not held by someone else. */
export function openHours(state: Calendar, propertyId: number, viewer: number | null, now = Date.now()) {
  const taken = takenSlots(state, propertyId, viewer);
  const today = limaToday(now);
  return state.hours.filter(
    (h) =>
      h.propertyId === propertyId &&
      h.dateVisitAvailable >= today &&
      !taken.has(slotKey(propertyId, h.dateVisitAvailable, h.hourAvailableDateMin)),
  );
}
