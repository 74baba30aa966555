/**
 * The document's tags: `seed`, the original API (docs/product/api.md "The original calls"), then every
 * capability this project added, in contracts/capabilities.ts's order. Which call is which is decided there,
 * once, by its path (the site's client and the mock read the same map); the registry only reads it.
 */
import {
  CAPABILITIES as ADDED,
  CAPABILITY_DESCRIPTIONS as ADDED_DESCRIPTIONS,
  SEED,
  type CapabilityTag,
} from '../capabilities';

export const CAPABILITY_DESCRIPTIONS: Record<CapabilityTag, string> = {
  [SEED]: 'The original API: option and location lists, users, properties, requests, the inbox, hours and booking.',
  ...ADDED_DESCRIPTIONS,
};

export type Capability = CapabilityTag;
export const CAPABILITIES: readonly CapabilityTag[] = [SEED, ...ADDED];
