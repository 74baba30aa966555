// The seed's activity: visiting hours on the coming days, offers sent to requests (the inbox) and the visits they
// booked.
import { TIME_SLOTS, type VisitType } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredHour, StoredInboxEntry, StoredProperty, StoredVisit } from '../db/schema';
import { propertyFitsRequest } from '../domain/matching';
import { DAY, HOUR, iso, type SeedContext } from './generate-context';
import type { SeededProperties } from './generate-properties';
import type { SeededRequests } from './generate-requests';

export function generateHours({ rnd, ref, code }: SeedContext, { properties, prop }: SeededProperties): StoredHour[] {
  const hours: StoredHour[] = [];
  const upcomingDays: string[] = [];
  for (let d = 1; upcomingDays.length < 12; d++) {
    const day = new Date(ref + d * DAY);
    if (day.getUTCDay() !== 0) upcomingDays.push(day.toISOString().slice(0, 10));
  }
  const withoutHours = new Set([prop('carlos-barranco').propertyId]);
  for (const p of properties) {
    if (withoutHours.has(p.propertyId)) continue;
    if (p.userCode !== code('lucia') && !rnd.chance(0.5)) continue;
    for (const day of rnd.sample(upcomingDays, rnd.int(3, 5)).sort()) {
      const types: VisitType[] = rnd.chance(0.25)
        ? ['Presencial', 'Virtual']
        : [rnd.chance(0.75) ? 'Presencial' : 'Virtual'];
      for (const typeVisit of types) {
        const slots = rnd
          .sample([...TIME_SLOTS], rnd.int(1, 3))
          .sort((a, b) => TIME_SLOTS.indexOf(a) - TIME_SLOTS.indexOf(b));
        for (const slot of slots)
          hours.push({
            hourId: hours.length + 1,
            propertyId: p.propertyId,
            typeVisit,
            dateVisitAvailable: day,
            hourAvailableDateMin: slot,
          });
      }
    }
  }
  return hours;
}

export function generateInboxAndVisits(
  { rnd, ref }: SeedContext,
  { tagged }: SeededRequests,
  { properties, prop, targets }: SeededProperties,
  hours: StoredHour[],
): { inbox: StoredInboxEntry[]; visits: StoredVisit[] } {
  type Draft = Omit<StoredInboxEntry, 'idInboxProperty'>;
  const inboxDrafts: Draft[] = [];
  const sendAt = (p: StoredProperty, r: StoredHouseRequest) =>
    iso(
      Math.min(ref - 10 * 60_000, Math.max(Date.parse(p.createdAt), Date.parse(r.createdAt)) + rnd.int(1, 48) * HOUR),
    );
  const send = (p: StoredProperty, r: StoredHouseRequest, isAccepted: 0 | 1 | 2) => {
    if (!propertyFitsRequest(p, r))
      throw new Error(
        `La semilla envía la propiedad ${p.propertyId} a una solicitud que no encaja (${r.houseRequestId})`,
      );
    const dateInbox = sendAt(p, r);
    inboxDrafts.push({
      propertyId: p.propertyId,
      userCode: r.userCode,
      houseRequestId: r.houseRequestId,
      senderUserCode: p.userCode,
      isAccepted,
      isRead: isAccepted === 0 ? 0 : 1,
      dateInbox,
      ...(isAccepted ? { decidedAt: iso(Math.min(ref, Date.parse(dateInbox) + 6 * HOUR)) } : {}),
    });
  };
  // 'lucia-miraflores' is deliberately NOT sent: it is the "¡Lo tengo!" demo.
  send(prop('lucia-san-isidro'), tagged('diego-san-isidro'), 0);
  send(prop('lucia-surco'), tagged('diego-surco'), 1);
  send(prop('renzo-barranco'), tagged('diego-barranco'), 2);
  send(prop('carlos-barranco'), tagged('diego-barranco'), 0);
  send(prop('sofia-playa'), tagged('mariana-playa'), 0);
  send(prop('carlos-oficina'), tagged('lucia-oficina'), 0);
  for (const p of properties) {
    const target = targets.get(p.propertyId);
    if (target && rnd.chance(0.7))
      send(
        p,
        target,
        rnd.weighted([
          [0, 5],
          [1, 3],
          [2, 2],
        ] as const),
      );
  }
  inboxDrafts.sort((a, b) => a.dateInbox.localeCompare(b.dateInbox));
  const inbox: StoredInboxEntry[] = inboxDrafts.map((d, i) => ({ idInboxProperty: i + 1, ...d }));

  // Each accepted offer holds its own slot: never two planned visits in one slot.
  const held = new Set<string>();
  const visits: StoredVisit[] = inbox
    .filter((e) => e.isAccepted === 1)
    .map((e, i) => {
      const slot = hours.find(
        (h) =>
          h.propertyId === e.propertyId &&
          !held.has(`${h.propertyId}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
      );
      if (slot) held.add(`${slot.propertyId}|${slot.dateVisitAvailable}|${slot.hourAvailableDateMin}`);
      return {
        visitId: i + 1,
        idInboxProperty: e.idInboxProperty,
        propertyId: e.propertyId,
        userCode: e.userCode,
        typeVisit: slot?.typeVisit ?? 'Presencial',
        visitDate: slot?.dateVisitAvailable ?? '',
        visitHour: slot?.hourAvailableDateMin ?? '',
        status: 1,
        createdAt: e.decidedAt ?? e.dateInbox,
      };
    });
  return { inbox, visits };
}
