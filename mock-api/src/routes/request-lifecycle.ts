import type { Router } from 'express';
import { INBOX_PENDING, type RequestAction } from '@lotengo/shared/contracts';
import { alertApiPaths, type RequestStateChange } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { fanOutRequest } from '../alerts/fan-out';
import { requireUser } from '../auth/middleware';
import { ALLOWED_FROM, expiresAt, limitDays } from '../domain/request-lifecycle';
import { asyncHandler, conflict, forbidden } from '../http/errors';
import { paramRecord } from '../http/validate';
import type { Deps } from './deps';
import { prepare, qb } from '../db/typed-query';

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
const pendingOffersOf = prepare((houseRequestId: number) =>
  qb
    .selectFrom('inbox')
    .selectAll()
    .where('houseRequestId', '=', houseRequestId)
    .where('isAccepted', '=', INBOX_PENDING),
);

export function requestLifecycleRoutes(router: Router, deps: Deps): void {
  const { store, alerts, catalog } = deps;
  for (const action of Object.keys(ROUTES) as RequestAction[]) {
    router.post(
      ROUTES[action],
      asyncHandler(async (req, res) => {
        const user = requireUser(req, store);
        const found = paramRecord(req, 'id', (id) => store.houseRequests.get(id), 'la solicitud');
        if (found.userCode !== user.userCode)
          throw forbidden('Solo el autor puede cambiar el estado de su solicitud', 'id');
        if (!ALLOWED_FROM[action].includes(found.state)) throw conflict(REFUSAL[action], 'id');
        const wasActive = found.state === 'active';
        const { r, changedOffers } = alerts.change(user.userCode, ({ out, now }) => {
          const state = action === 'pause' ? 'paused' : action === 'close' ? 'closed' : 'active';
          const fields = { state, updatedAt: now, ...(state === 'active' ? { lastActiveAt: now } : {}) } as const;
          store.houseRequests.update(found.houseRequestId, fields);
          const nowActive = state === 'active';
          const offersOf = () => store.inbox.select(pendingOffersOf(found.houseRequestId));
          const pending = wasActive === nowActive ? [] : offersOf();
          pending.forEach((e) => out.offer(e, nowActive ? 'request-reopened' : 'request-closed'));
          const r = { ...found, ...fields };
          // Back on the market (reopened, or renewed after it expired): the owners it fits hear of it again.
          if (nowActive && !wasActive) fanOutRequest(out, store, catalog, r, 'reopened');
          return { r, changedOffers: pending.length };
        });
        const answer: RequestStateChange = {
          houseRequestId: r.houseRequestId,
          state: r.state,
          lastActiveAt: r.lastActiveAt,
          expiresAt: expiresAt(r, limitDays(store)),
          changedOffers,
        };
        res.json(answer);
      }),
    );
  }
}
