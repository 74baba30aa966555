import { INBOX_PENDING } from '@lotengo/shared/contracts';
import { daysLeft, expiryStep, limitDays } from '../domain/request-lifecycle';
import type { Alerts } from './alerts';
import { requestExpiring } from './drafts';
import { wouldNotify } from './outbox';

export interface SweepResult {
  expired: number;
  reminded: number;
}

/**
 * Expires the active requests past `limit_days_request` without activity and reminds their authors
 * EXPIRY_REMINDER_DAYS before. Idempotent: a reminder is created once per request and expiry cycle,
 * and a sweep with nothing new to do writes nothing.
 */
export async function sweepRequests(alerts: Alerts, now = Date.now()): Promise<SweepResult> {
  const { store, catalog } = alerts;
  const days = limitDays(store.state);
  const expiring = store.state.houseRequests.filter((r) => expiryStep(r, days, now) === 'expire');
  const reminders = store.state.houseRequests
    .filter((r) => expiryStep(r, days, now) === 'remind')
    .map((r) => requestExpiring(catalog, r, daysLeft(r, days, now)))
    .filter((d) => wouldNotify(alerts.state, d));
  if (expiring.length) await store.mutate(() => expiring.forEach((r) => (r.state = 'expired')));
  const closed = new Set(expiring.map((r) => r.houseRequestId));
  const pending = store.state.inbox.filter((e) => closed.has(e.houseRequestId) && e.isAccepted === INBOX_PENDING);
  if (!reminders.length && !pending.length) return { expired: expiring.length, reminded: 0 };
  return alerts.record(null, (out) => {
    pending.forEach((e) => out.offer(e, 'request-closed'));
    return { expired: expiring.length, reminded: reminders.filter((d) => out.notify(d)).length };
  });
}

/** A sweep now and then every `intervalMs` (unref'd: it never keeps the process alive); old notifications go too. */
export function startSweeps(alerts: Alerts, intervalMs: number, log: (...args: unknown[]) => void = console.error): () => void {
  const run = () =>
    void sweepRequests(alerts)
      .then(() => alerts.prune())
      .catch((err) => log('[mock-api] el barrido de solicitudes falló', err));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
