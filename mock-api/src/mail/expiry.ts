import { DAY_MS } from '@lotengo/shared/contracts';
import type { EmailKind } from '@lotengo/shared/contracts/alerts';

/**
 * How long each kind of mail is worth sending (its time to live): a mail still unsent then is marked
 * cancelled ('expired') instead. A request that fits is news for a few days; a summary is about one day;
 * a visit's mail never outlives the visit (mail/content.ts sets its `expiresAt` to the visit's start).
 */
export const MAIL_TTL_DAYS: Record<EmailKind | 'summary' | 'verify-address', number> = {
  'request-match': 3,
  'offer-received': 7,
  'visit-booked': 7,
  'visit-cancelled': 7,
  summary: 2,
  'verify-address': 1,
};

/** Lima is UTC−5 all year. */
const LIMA = '-05:00';
const SLOT_START = /^(\d{1,2}):(\d{2}) (am|pm)\b/;

/**
 * When a visit starts, as an ISO instant: its day and the start of its slot (`'02:00 pm a 04:00 pm'`,
 * Lima time); undefined for a visit without a date (the owner set no hours).
 */
export function visitStartsAt(visitDate: string, visitHour: string): string | undefined {
  const m = SLOT_START.exec(visitHour);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(visitDate) || !m) return undefined;
  const hour = (Number(m[1]) % 12) + (m[3] === 'pm' ? 12 : 0);
  const at = Date.parse(`${visitDate}T${String(hour).padStart(2, '0')}:${m[2]}:00${LIMA}`);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** The instant a mail queued at `createdAt` stops being worth sending: its own limit if it has one and is sooner. */
export function expiresAtOf(kind: keyof typeof MAIL_TTL_DAYS, createdAt: string, own?: string): string {
  const byKind = new Date(Date.parse(createdAt) + MAIL_TTL_DAYS[kind] * DAY_MS).toISOString();
  return own && own < byKind ? own : byKind;
}
