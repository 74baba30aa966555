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
  const state = alerts.store.state;
  const days = limitDays(state);
  const due = state.houseRequests.filter((r) => {
    const step = expiryStep(r, days, now);
    return step === 'expire' || (step === 'remind' && wouldNotify(state, requestExpiring(alerts.catalog, r, daysLeft(r, days, now))));
  });
  if (!due.length) return { expired: 0, reminded: 0 };
  return alerts.mutate(null, (s, out) => {
    const result: SweepResult = { expired: 0, reminded: 0 };
    for (const r of due) {
      if (expiryStep(r, days, now) === 'expire') {
        r.state = 'expired';
        result.expired++;
        for (const e of s.inbox) if (e.houseRequestId === r.houseRequestId && e.isAccepted === INBOX_PENDING) out.offer(e, 'request-closed');
      } else if (out.notify(requestExpiring(alerts.catalog, r, daysLeft(r, days, now)))) {
        result.reminded++;
      }
    }
    return result;
  });
}

/** A sweep now and then every `intervalMs` (unref'd: it never keeps the process alive). */
export function startSweeps(alerts: Alerts, intervalMs: number, log: (...args: unknown[]) => void = console.error): () => void {
  const run = () => void sweepRequests(alerts).catch((err) => log('[mock-api] el barrido de solicitudes falló', err));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
