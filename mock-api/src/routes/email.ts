import express, { type Request, type Response, type Router } from 'express';
import { alertApiPaths, type EmailSummaryNow } from '@lotengo/shared/contracts/alerts';
import { paths, PROFILE_TABS } from '@lotengo/shared/routing';
import { requireSelfParam } from '../auth/middleware';
import { asyncHandler, routeNotFound } from '../http/errors';
import { dropWaitingOfKinds, writePreferences } from '../mail/preferences';
import { queueSummaryNow } from '../mail/summary';
import { scopeName, mailTexts } from '../mail/texts';
import { confirmPage, donePage, PAGE_SECURITY_HEADERS, refusalPage } from '../mail/unsubscribe-page';
import {
  readUnsubscribeQuery,
  unsubscribeSecret,
  verifyUnsubscribe,
  type UnsubscribeRequest,
} from '../mail/unsubscribe';
import type { Deps } from './deps';

/**
 * The signed unsubscribe link (RFC 8058): GET shows the question with one button, POST does it — the
 * page's form, or a mail client's own "unsubscribe" (`List-Unsubscribe=One-Click`). No session: the
 * HMAC of user code and kind is the permission, so nobody can unsubscribe someone else, and a link
 * opened by a mail scanner (a GET) changes nothing. Mounted before the API's JSON-only body rule, XSRF
 * and session layers: a mail client posts a form, without cookies or tokens.
 */
export function emailUnsubscribeRouter(deps: Deps, router: Router = express.Router()): Router {
  const { store, mailSettings } = deps;
  const t = mailTexts.unsubscribePage;
  const preferencesUrl = `${mailSettings.siteUrl}${paths.profileTab(PROFILE_TABS[2])}`;

  /** The link's request when its signature is right; otherwise the refusal is already answered. */
  function verified(req: Request, res: Response): UnsubscribeRequest | null {
    res.set(PAGE_SECURITY_HEADERS);
    const link = readUnsubscribeQuery(req.query as Record<string, unknown>);
    if (
      !link ||
      !verifyUnsubscribe(unsubscribeSecret(store, mailSettings), link.userCode, link.scope, link.signature)
    ) {
      res.status(403).type('html').send(refusalPage(t.invalid));
      return null;
    }
    if (!store.users.get(link.userCode)) {
      res.status(404).type('html').send(refusalPage(t.gone));
      return null;
    }
    return link;
  }

  router.get(
    alertApiPaths.emailUnsubscribe,
    asyncHandler(async (req, res) => {
      const link = verified(req, res);
      if (!link) return;
      const action = `${req.baseUrl}${req.path}?${new URLSearchParams(req.query as Record<string, string>)}`;
      res.type('html').send(confirmPage(scopeName(link.scope), action));
    }),
  );

  router.post(
    alertApiPaths.emailUnsubscribe,
    asyncHandler(async (req, res) => {
      const link = verified(req, res);
      if (!link) return;
      // The choice, and what was already waiting for it, in one transaction: a kind becomes "never"; the
      // summary goes off whatever fed it (the "daily" kinds or the daily cap), its waiting events and
      // queued summaries with it.
      const { userCode, scope } = link;
      store.transaction(() => {
        if (scope === 'summary') writePreferences(store, userCode, { summary: false });
        else {
          writePreferences(store, userCode, { email: { [scope]: 'never' } });
          dropWaitingOfKinds(store, userCode, [scope]);
        }
      });
      res.type('html').send(donePage(scopeName(link.scope), preferencesUrl));
    }),
  );
  return router;
}

/** Local and tests only: the signed-in member's summary now, with what it holds so far (the demo, the journeys). */
export function emailRoutes(router: Router, deps: Deps): void {
  const { store, alerts, mailSettings } = deps;
  router.post(
    alertApiPaths.emailSummaryNow,
    asyncHandler(async (req, res, next) => {
      if (!mailSettings.summaryOnDemand) return routeNotFound(req, res, next);
      const userCode = requireSelfParam(req, store);
      const queued = queueSummaryNow(store, alerts.mailPolicy, userCode);
      if (queued) alerts.onMailQueued?.();
      res.json({ queued } satisfies EmailSummaryNow);
    }),
  );
}
