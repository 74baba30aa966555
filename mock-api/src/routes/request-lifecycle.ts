import type { Router } from 'express';
import { INBOX_PENDING, type RequestAction } from '@lotengo/shared/contracts';
import { alertApiPaths, type RequestStateChange } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { requireUser } from '../auth/middleware';
import { ALLOWED_FROM, expiresAt, limitDays } from '../domain/request-lifecycle';
import { asyncHandler, conflict, forbidden } from '../http/errors';
import { paramRecord } from '../http/validate';
import type { Deps } from './deps';

const refusals = alertsTexts.refusals;

/** Why an action is refused from the request's current state (409). */
const REFUSAL: Record<RequestAction, string> = {
  pause: refusals.pauseOnlyActive,
  close: refusals.alreadyClosed,
  reopen: refusals.alreadyActive,
  renew: refusals.renewClosed,
};

const ROUTES: Record<RequestAction, string> = {
  pause: alertApiPaths.houseRequestPause,
  close: alertApiPaths.houseRequestClose,
  reopen: alertApiPaths.houseRequestReopen,
  renew: alertApiPaths.houseRequestRenew,
};

/**
 * The author keeps a request fresh: pause, close ("Ya encontré"), reopen, renew ("Sigo buscando").
 * Leaving 'active' takes it out of the search and matches and refuses new offers; the owners of its
 * pending offers hear of it on the stream (their cards read "Solicitud cerrada"). Reopen and renew
 * restart the expiry clock.
 */
export function requestLifecycleRoutes(router: Router, deps: Deps): void {
  const { store, alerts } = deps;
  for (const action of Object.keys(ROUTES) as RequestAction[]) {
    router.post(
      ROUTES[action],
      asyncHandler(async (req, res) => {
        const user = requireUser(req, store);
        const r = paramRecord(req, 'id', (id) => store.state.houseRequests.find((x) => x.houseRequestId === id), 'la solicitud');
        if (r.userCode !== user.userCode) throw forbidden('Solo el autor puede cambiar el estado de su solicitud', 'id');
        if (!ALLOWED_FROM[action].includes(r.state)) throw conflict(REFUSAL[action], 'id');
        const wasActive = r.state === 'active';
        await store.mutate(() => {
          const now = new Date().toISOString();
          r.state = action === 'pause' ? 'paused' : action === 'close' ? 'closed' : 'active';
          if (r.state === 'active') r.lastActiveAt = now;
          r.updatedAt = now;
        });
        const nowActive = r.state === 'active';
        const pending = wasActive === nowActive ? [] : store.state.inbox.filter((e) => e.houseRequestId === r.houseRequestId && e.isAccepted === INBOX_PENDING);
        await alerts.record(user.userCode, (out) => pending.forEach((e) => out.offer(e, nowActive ? 'request-reopened' : 'request-closed')));
        const changedOffers = pending.length;
        const answer: RequestStateChange = { houseRequestId: r.houseRequestId, state: r.state, lastActiveAt: r.lastActiveAt, expiresAt: expiresAt(r, limitDays(store.state)), changedOffers };
        res.json(answer);
      }),
    );
  }
}
