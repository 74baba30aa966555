import type { Request } from 'express';
import { authOf } from '../auth/middleware';
import type { Store } from '../db/store';
import type { Alerts } from '../alerts/alerts';
import type { KnownVersions } from './release-versions';
import type { Catalog } from '../domain/catalog';
import type { TelemetryCounters } from '../telemetry/counters';
import { contactVisibility } from '../domain/contact-visibility';
import { limitDays } from '../domain/request-lifecycle';
import type { ViewContext } from '../domain/views';
import { absolutizer } from '../http/urls';
import { findById } from '../db/by-id';

/** What every route module receives from createApp. */
export interface Deps {
  store: Store;
  catalog: Catalog;
  uploadsDir: string;
  publicApiUrl?: string;
  /** Notifications and the live stream (alerts/). */
  alerts: Alerts;
  /** Release versions the registry knows (telemetry for others is refused); unset: not checked (no registry). */
  knownVersions?: KnownVersions;
  /** Release telemetry's counters (distinct clients per app version), kept outside db.json. */
  telemetry: TelemetryCounters;
  /** The clock of telemetry's days and rate windows (tests); Date.now when unset. */
  telemetryClock?: () => number;
}

export function viewContext(req: Request, deps: Deps): ViewContext {
  const { users, houseRequests } = deps.store.state;
  return {
    limitDays: limitDays(deps.store.state),
    requestById: (id) => findById(houseRequests, (r) => r.houseRequestId, id),
    catalog: deps.catalog,
    abs: absolutizer(req, deps.publicApiUrl),
    userByCode: (code) => users.find((u) => u.userCode === code),
    contact: contactVisibility(deps.store.state, viewerCode(req, deps)),
  };
}

export const isSignedIn = (req: Request): boolean => authOf(req).identity !== null;

/** The caller's user code when signed in with a registered account, else null (a visitor). */
export function viewerCode(req: Request, deps: Deps): number | null {
  const uid = authOf(req).identity?.uid;
  if (!uid) return null;
  return deps.store.state.users.find((u) => u.userFirebaseId === uid)?.userCode ?? null;
}

/** Newest first. Ids are handed out in creation order (seed included), so the highest id is the newest. */
export function newestFirst<T>(list: readonly T[], id: (x: T) => number): T[] {
  return [...list].sort((a, b) => id(b) - id(a));
}
