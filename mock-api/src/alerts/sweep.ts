import { INBOX_PENDING } from '@lotengo/shared/contracts';
import { daysLeft, expiryStep, limitDays } from '../domain/request-lifecycle';
import { DAY_MS, EXPIRY_REMINDER_DAYS } from '@lotengo/shared/contracts';
import type { Alerts } from './alerts';
import { requestExpiring } from './drafts';
import { wouldNotify } from './outbox';
import { pruneMail, queueDueSummaries } from '../mail/summary';
import { jsonList, prepare, qb } from '../db/typed-query';

/** Active requests old enough to be reminded at least (ISO times compare as text). */
const activeSince = prepare((remindFrom: string) =>
  qb.selectFrom('houseRequests').selectAll().where('state', '=', 'active').where('lastActiveAt', '<=', remindFrom),
);
/** The pending offers of these requests (a JSON list of ids). */
const pendingOffersOf = prepare((ids: string) =>
  qb
    .selectFrom('inbox')
    .selectAll()
    .where('isAccepted', '=', INBOX_PENDING)
    .where('houseRequestId', 'in', jsonList(ids)),
);

export interface SweepResult {
  expired: number;
  reminded: number;
}

/**
 * Expires the active requests past `limit_days_request` without activity and reminds their authors
 * EXPIRY_REMINDER_DAYS before. Idempotent: a reminder is created once per request and expiry cycle,
 * and a sweep with nothing new to do writes nothing. Expiries, their offers' events and the reminders
 * are one change.
 */
export function sweepRequests(alerts: Alerts, now = Date.now()): SweepResult {
  const { store, catalog } = alerts;
  const days = limitDays(store);
  const remindFrom = new Date(now - (days - EXPIRY_REMINDER_DAYS) * DAY_MS).toISOString();
  const due = store.houseRequests.select(activeSince(remindFrom));
  const expiring = due.filter((r) => expiryStep(r, days, now) === 'expire');
  const reminders = due
    .filter((r) => expiryStep(r, days, now) === 'remind')
    .map((r) => requestExpiring(catalog, r, daysLeft(r, days, now)))
    .filter((d) => wouldNotify(store, d));
  if (!expiring.length && !reminders.length) return { expired: 0, reminded: 0 };
  return alerts.change(null, ({ out }) => {
    for (const r of expiring) store.houseRequests.update(r.houseRequestId, { state: 'expired' });
    const ids = JSON.stringify(expiring.map((r) => r.houseRequestId));
    const pending = store.inbox.select(pendingOffersOf(ids));
    for (const e of pending) out.offer(e, 'request-closed');
    return { expired: expiring.length, reminded: reminders.filter((d) => out.notify(d)).length };
  });
}

/**
 * The daily summaries that came due (mail/summary.ts) and the mail outbox's old rows: each summary is
 * its own transaction; the sender is woken when one was queued.
 */
export function sweepMail(alerts: Alerts, now = Date.now()): number {
  const queued = queueDueSummaries(alerts.store, alerts.mailPolicy, alerts.mailPolicy.summaryHour, now);
  if (queued) alerts.onMailQueued?.();
  pruneMail(alerts.store, now);
  return queued;
}

/**
 * A sweep now and then every `intervalMs` (unref'd: it never keeps the process alive); old notifications
 * go too, and the daily summaries that came due are queued.
 */
export function startSweeps(
  alerts: Alerts,
  intervalMs: number,
  log: (...args: unknown[]) => void = console.error,
): () => void {
  const run = () => {
    try {
      sweepRequests(alerts);
      alerts.prune();
      sweepMail(alerts);
    } catch (err) {
      log('[mock-api] el barrido de solicitudes falló', err);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
