import { DAY_MS } from '@lotengo/shared/contracts';
import type { Store } from '../db/store';
import { limaToday } from '../domain/bookings';
import type { StoredDigestEvent } from '../db/schema';
import type { MailContent } from './content';
import { mailBlockOf } from './eligibility';
import { insertMail, mailsOfDay, type MailPolicy } from './mail-outbox';
import { deleteOldDoneEvents, deleteOldDoneMails, oldDoneEvents, oldDoneMails, waitingEvents } from './mail-queries';
import { emailFrequencies, summaryIsOn } from './preferences';

const LIMA_OFFSET_MS = 5 * 3_600_000;
/** Sent and given-up mails, and summarised events, are kept this long (the outbox is a log, not an archive). */
export const MAIL_KEPT_DAYS = 30;

/**
 * One member's waiting events of one Lima day become one summary mail, in one transaction: the events
 * are marked with the summary that carries them, so none is ever in two summaries. Left out (and marked
 * 'skipped'): events whose site notification was read meanwhile, and kinds switched to "never" since.
 * A member at the day's cap keeps their events waiting for the next run.
 */
function summarize(store: Store, policy: MailPolicy, userCode: number, day: string, now: string): boolean {
  return store.transaction(() => {
    const events = store.mailDigest.select(waitingEvents(userCode, day));
    if (!events.length || mailsOfDay(store, userCode, now) >= policy.dailyLimit) return false;
    const wanted = emailFrequencies(store, userCode);
    const readOnSite = (id: number | undefined) => (id ? Boolean(store.notifications.get(id)?.readAt) : false);
    // A visit's event after the visit started is not news any more (mail/expiry.ts).
    const current = (e: StoredDigestEvent) =>
      !(e.content as MailContent).expiresAt || (e.content as MailContent).expiresAt! > now;
    const keep = events.filter((e) => wanted[e.kind] !== 'never' && !readOnSite(e.notificationId) && current(e));
    const user = store.users.get(userCode);
    // Nobody to mail, an address nobody may mail, or the summary turned off: every event is skipped.
    const mailable = Boolean(user?.email) && !mailBlockOf(store, user!) && summaryIsOn(store, userCode);
    for (const e of events)
      if (!keep.includes(e) || !mailable) store.mailDigest.update(e.digestId, { state: 'skipped' });
    if (!keep.length || !mailable) return false;
    const content = { kind: 'summary' as const, day, items: keep.map((e) => e.content as MailContent) };
    const to = { address: user!.email, name: `${user!.firstName} ${user!.lastName}`.trim() };
    const dedupeKey = `summary:${userCode}:${day}:${keep[0]!.digestId}`;
    const mail = insertMail(store, { userCode, kind: 'summary', to, content, dedupeKey }, now, policy.messageIdDomain);
    for (const e of keep) store.mailDigest.update(e.digestId, { state: 'summarized', mailId: mail.mailId });
    return true;
  });
}

/**
 * The summaries that are due: every member's waiting events of each Lima day before today, once today's
 * `summaryHour` (Lima) has come — and of any older day at once (the server was off at that hour).
 * Answers how many summaries were queued (the caller wakes the sender).
 */
export function queueDueSummaries(store: Store, policy: MailPolicy, summaryHour: number, now = Date.now()): number {
  const today = limaToday(now);
  const hourInLima = new Date(now - LIMA_OFFSET_MS).getUTCHours();
  const before = hourInLima >= summaryHour ? today : limaToday(now - DAY_MS);
  const due = store.sql
    .of(
      "SELECT userCode, day FROM mailDigest WHERE state = 'waiting' AND day < ? " +
        'GROUP BY userCode, day ORDER BY day, userCode',
    )
    .all(before) as { userCode: number; day: string }[];
  const iso = new Date(now).toISOString();
  return due.filter(({ userCode, day }) => summarize(store, policy, userCode, day, iso)).length;
}

/** One member's summaries now, today's events included (the demo's "send it now", and the journeys). */
export function queueSummaryNow(store: Store, policy: MailPolicy, userCode: number, now = Date.now()): number {
  const days = store.sql
    .of("SELECT day FROM mailDigest WHERE userCode = ? AND state = 'waiting' GROUP BY day ORDER BY day")
    .all(userCode) as { day: string }[];
  const iso = new Date(now).toISOString();
  return days.filter(({ day }) => summarize(store, policy, userCode, day, iso)).length;
}

/** Removes mails done (sent, failed, cancelled) and events summarised or skipped more than MAIL_KEPT_DAYS ago. */
export function pruneMail(store: Store, now = Date.now()): number {
  const cutoff = new Date(now - MAIL_KEPT_DAYS * DAY_MS).toISOString();
  // A sweep with nothing to remove writes nothing.
  if (!store.count(oldDoneMails(cutoff)) && !store.count(oldDoneEvents(cutoff))) return 0;
  return store.transaction(() => store.write(deleteOldDoneMails(cutoff)) + store.write(deleteOldDoneEvents(cutoff)));
}
