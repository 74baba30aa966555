import type { Request } from 'express';
import { authOf, userWithUid } from '../auth/middleware';
import type { TokenVerifier } from '../auth/verifier';
import type { StoredUser } from '../db/schema';
import type { Store } from '../db/store';
import type { Alerts } from '../alerts/alerts';
import type { MailSettings } from '../mail/settings';
import type { KnownVersions } from './release-versions';
import type { Catalog } from '../domain/catalog';
import type { TelemetryCounters } from '../telemetry/counters';
import type { DeployCredentials } from '../telemetry/deploy-credentials';
import { contactVisibility } from '../domain/contact-visibility';
import { limitDays } from '../domain/request-lifecycle';
import type { ViewContext } from '../domain/views';
import type { ContractOptions } from '../http/contract';
import { absolutizer } from '../http/urls';

/** What every route module receives from createApp. */
export interface Deps {
  store: Store;
  catalog: Catalog;
  uploadsDir: string;
  publicApiUrl?: string;
  /** Notifications, the live stream, and change(): one transaction per change (alerts/). */
  alerts: Alerts;
  /** Where the e-mails' links lead and how the unsubscribe links are signed (mail/settings.ts). */
  mailSettings: MailSettings;
  /** Release versions the registry knows (telemetry for others is refused); unset: not checked (no registry). */
  knownVersions?: KnownVersions;
  /** Release telemetry's counters (distinct clients per app version). */
  telemetry: TelemetryCounters;
  /** The clock of telemetry's days and rate windows (tests); Date.now when unset. */
  telemetryClock?: () => number;
  /** Who may read the telemetry summary (a deploy credential the pointer service knows); unset: nobody. */
  deployCredentials?: DeployCredentials;
  /** Whether answers are checked against the contract, and where a breach is logged (http/contract.ts). */
  contract: ContractOptions;
  /** The identity provider: tokens, and an address's verification (routes/email-delivery.ts). */
  identity: TokenVerifier;
}

export function viewContext(req: Request, deps: Deps): ViewContext {
  const { store } = deps;
  // An answer names the same few members many times (a page of requests, an inbox): each is read once.
  const users = new Map<number, StoredUser | undefined>();
  const userByCode = (code: number) => {
    if (!users.has(code)) users.set(code, store.users.get(code));
    return users.get(code);
  };
  return {
    limitDays: limitDays(store),
    requestById: (id) => store.houseRequests.get(id),
    catalog: deps.catalog,
    abs: absolutizer(req, deps.publicApiUrl),
    userByCode,
    contact: contactVisibility(store, viewerCode(req, deps)),
  };
}

export const isSignedIn = (req: Request): boolean => authOf(req).identity !== null;

/** The caller's user code when signed in with a registered account, else null (a visitor). */
export function viewerCode(req: Request, deps: Deps): number | null {
  const uid = authOf(req).identity?.uid;
  if (!uid) return null;
  return deps.store.users.selectFirst(userWithUid(uid))?.userCode ?? null;
}
