/**
 * The names of what a backend may have beyond the seed's calls: the part of capabilities.ts (which
 * re-exports it, with the answer's contract and the map of which call needs what) that the page's loader
 * needs on a first load.
 */
/** Every named capability (capabilities.ts says what each is and which calls need it). */
export const CAPABILITIES = [
  'visits',
  'propertyDetail',
  'notifications',
  'notificationStream',
  'unreadCounts',
  'demand',
  'emailPreferences',
  'telemetry',
  'photoStorage',
  'propertyEditing',
  'requestLifecycle',
  'sentOffers',
  'rejectReasons',
  'contact',
  'health',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The original calls: every backend has them, none declares them. */
export const SEED = 'seed';
/** What a call needs: the seed, or one named capability. */
export type CapabilityTag = typeof SEED | Capability;

/** The version of the API contract a backend implements, when it says so. */
export const API_VERSION = '1';

export const isCapability = (name: string): name is Capability => (CAPABILITIES as readonly string[]).includes(name);

/** The names of an answer the site knows, once each, in the answer's order: the rest is ignored. */
export const knownCapabilities = (names: readonly string[]): Capability[] => [...new Set(names.filter(isCapability))];
