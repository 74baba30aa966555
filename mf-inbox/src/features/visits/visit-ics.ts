import { displayTitle, type Visit } from '@lotengo/shared';
import { slotTimes } from '../../lib/dates';
import { buildIcs } from './ics';
import { inboxTexts } from '../../texts';

const t = inboxTexts.visit;

/** The .ics of a dated visit (file name and text), or null for a visit without date or slot. */
export function visitIcsFile(visit: Visit, now = new Date()): { name: string; text: string } | null {
  const times = slotTimes(visit.visitHour);
  if (!visit.visitDate || !times) return null;
  const location = [visit.address, visit.district].filter(Boolean).join(', ');
  const text = buildIcs({
    uid: `visita-${visit.visitId}@lotengo.pe`,
    date: visit.visitDate,
    start: times.start,
    end: times.end,
    summary: t.icsSummary(visit.typeVisit, displayTitle(visit)),
    location,
    description: t.icsDescription(visit.address, visit.district),
    stamp: now,
  });
  return { name: `visita-${visit.visitId}-${visit.visitDate}.ics`, text };
}
