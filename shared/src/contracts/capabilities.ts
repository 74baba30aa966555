/**
 * What a backend says it has. Every backend answers the original calls (docs/product/api.md, the `seed`);
 * each call this project added belongs to one named capability, and `GET /capabilities` lists the ones a
 * backend implements. A backend without that call (404) has the seed's calls only. The site shows only
 * what its backend has and never calls an operation it lacks (docs/product/api.md "Capabilities").
 *
 * Self-contained on purpose: the names, the answer's contract and which path belongs to which capability,
 * for the site, the mock API, the API document and the journeys alike. The names live in
 * capability-names.ts (re-exported here), which a visitor's first load carries without the map or the schema.
 */
import * as z from 'zod/mini';
import { SEED, type Capability, type CapabilityTag } from './capability-names';
import { alertApiPaths, type AlertApiPathKey } from './alert-paths';
import { apiPaths, type ApiPathKey } from './api-paths';
import { demandApiPaths, type DemandApiPathKey } from './demand-paths';

export * from './capability-names';

/**
 * `GET /capabilities` (public, no session): the named capabilities this backend has beyond the seed. Names
 * the site does not know are ignored (a newer backend), so a backend may list more than this file does.
 */
export const capabilitiesAnswerSchema = z.object({
  capabilities: z.array(z.string()),
  apiVersion: z.optional(z.string()),
});
export type CapabilitiesAnswer = z.infer<typeof capabilitiesAnswerSchema>;

/** Each named capability and what the site shows or does with it (English, like the API's document). */
export const CAPABILITY_DESCRIPTIONS: Record<Capability, string> = {
  visits: 'Both sides see their visits and either may cancel one (the visits tab, a booked visit on its offer).',
  propertyDetail: 'One property in full, for its owner, its recipients and the people it matches (the detail page).',
  notifications: 'The bell: notifications, marking them read, and which kinds a member wants.',
  notificationStream: 'The live channel (Server-Sent Events, a single-use ticket); without it the bell polls.',
  unreadCounts: 'The unread-offers badge and marking the inbox read.',
  demand: 'Demand figures: the "Demanda" page and the panels of the publish and request forms.',
  emailPreferences: 'Which alerts a member wants and how often each is mailed, and the one-click unsubscribe link.',
  telemetry: 'Anonymous release telemetry, and the summary the release health check reads.',
  photoStorage: 'Photo upload and serving, with reduced widths (else photos go to Firebase Storage, as the seed did).',
  propertyEditing: 'The owner edits, closes ("Ya se alquiló") and reopens a property.',
  requestLifecycle: 'The author pauses, closes ("Ya encontré"), reopens and renews ("Sigo buscando") a request.',
  sentOffers: 'The offers an owner sent, with their requests’ state, and which properties went to a request.',
  rejectReasons: 'The reason of a reject, one tap; owners see the counts.',
  contact: 'The contact form’s messages.',
  health: 'Liveness.',
};

/** Every path of apiPaths, by what it needs: a new path does not compile until it is placed. */
const API_PATHS: Record<ApiPathKey, CapabilityTag> = {
  hoursRegistration: SEED,
  hoursByProperty: SEED,
  hoursByPropertyAndTypeVisit: SEED,
  hoursByPropertyTypeAndDate: SEED,
  visitRegistration: SEED,
  visitsMine: 'visits',
  visitsOwner: 'visits',
  visitCancel: 'visits',
  ubigeoList: SEED,
  departments: SEED,
  provinces: SEED,
  districts: SEED,
  typeProcess: SEED,
  typeProcessProperty: SEED,
  typeProcessRequest: SEED,
  typeProperty: SEED,
  characteristic: SEED,
  imageProfiles: SEED,
  configParameter: SEED,
  properties: SEED,
  propertyRegistration: SEED,
  userProperties: SEED,
  propertyFilters: SEED,
  propertyMatches: SEED,
  property: 'propertyDetail',
  propertyUpdate: 'propertyEditing',
  propertyClose: 'propertyEditing',
  propertyReopen: 'propertyEditing',
  userByUid: SEED,
  userRegistration: SEED,
  userByEmail: SEED,
  userUpdate: SEED,
  houseRequestSearch: SEED,
  houseRequestRegistration: SEED,
  houseRequestPopular: SEED,
  houseRequestMine: SEED,
  houseRequestMatches: SEED,
  houseRequest: SEED,
  houseRequestUpdate: SEED,
  inbox: SEED,
  inboxSend: SEED,
  inboxChangeIsAccepted: SEED,
  inboxSentByMe: 'sentOffers',
  inboxUnreadCount: 'unreadCounts',
  inboxMarkRead: 'unreadCounts',
  inboxRejectReason: 'rejectReasons',
  contactMessages: 'contact',
  storageUpload: 'photoStorage',
  storageFile: 'photoStorage',
  health: 'health',
  // The question itself: asked of every backend (a 404 is an answer: the seed only).
  capabilities: SEED,
  telemetryRemoteErrors: 'telemetry',
  telemetryPageLoads: 'telemetry',
  telemetrySummary: 'telemetry',
};

const ALERT_PATHS: Record<AlertApiPathKey, CapabilityTag> = {
  houseRequestPause: 'requestLifecycle',
  houseRequestClose: 'requestLifecycle',
  houseRequestReopen: 'requestLifecycle',
  houseRequestRenew: 'requestLifecycle',
  inboxSent: 'sentOffers',
  notifications: 'notifications',
  notificationRead: 'notifications',
  notificationsReadAll: 'notifications',
  notificationPreferences: 'emailPreferences',
  emailUnsubscribe: 'emailPreferences',
  emailSummaryNow: 'emailPreferences',
  emailStatus: 'emailPreferences',
  emailVerification: 'emailPreferences',
  emailReactivate: 'emailPreferences',
  // The mail provider's bounces and complaints: part of sending mail at all, never called by the site.
  emailProviderEvents: 'emailPreferences',
  streamTicket: 'notificationStream',
  stream: 'notificationStream',
};

const DEMAND_PATHS: Record<DemandApiPathKey, CapabilityTag> = {
  summary: 'demand',
  property: 'demand',
  supply: 'demand',
};

const entries = <K extends string>(paths: Record<K, string>, tags: Record<K, CapabilityTag>) =>
  (Object.keys(tags) as K[]).map((key) => ({ pattern: paths[key], capability: tags[key] }));

/**
 * Every API path pattern (Express-style, relative to API_BASE_PATH) with what it needs. Built on each call
 * (a few dozen rows): a bundle that never asks carries none of the table.
 */
export function pathCapabilities(): { pattern: string; capability: CapabilityTag }[] {
  return [
    ...entries(apiPaths, API_PATHS),
    ...entries(alertApiPaths, ALERT_PATHS),
    ...entries(demandApiPaths, DEMAND_PATHS),
  ];
}

/** What the call of exactly this pattern (`apiPaths.visitsMine`) needs; undefined for a pattern of no list. */
export function capabilityOfPattern(pattern: string): CapabilityTag | undefined {
  return pathCapabilities().find((e) => e.pattern === pattern)?.capability;
}

/**
 * What a call to `pattern` adds to its request config: the capability it needs (none for the seed's), so
 * the one client refuses to send it where the backend lacks it (shared/src/http/http-client.ts).
 */
export function needsOf(pattern: string): { capability?: Capability } {
  const capability = capabilityOfPattern(pattern);
  return capability && capability !== SEED ? { capability } : {};
}

/** The patterns a capability's calls use (the mock answers 404 to them when it does not declare it). */
export const patternsOf = (capability: CapabilityTag): string[] =>
  pathCapabilities()
    .filter((e) => e.capability === capability)
    .map((e) => e.pattern);

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * What a request's path (relative to API_BASE_PATH, any query ignored) needs: the pattern that matches it
 * with the most literal segments (`/property/property-registration` is the seed's, `/property/7` the
 * detail's). Undefined when no pattern matches.
 */
export function capabilityOfPath(path: string): CapabilityTag | undefined {
  const parts = segments(path.split('?')[0] ?? '');
  let best: { literal: number; capability: CapabilityTag } | undefined;
  for (const { pattern, capability } of pathCapabilities()) {
    const expected = segments(pattern);
    if (expected.length !== parts.length) continue;
    let literal = 0;
    const fits = expected.every((segment, i) => {
      if (segment.startsWith(':')) return true;
      literal += 1;
      return segment === parts[i];
    });
    if (fits && (!best || literal > best.literal)) best = { literal, capability };
  }
  return best?.capability;
}
