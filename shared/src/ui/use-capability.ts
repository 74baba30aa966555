import { useSyncExternalStore } from 'react';
import { capabilitiesSnapshot, subscribeCapabilities } from '@lotengo/shared/config';
import type { Capability } from '../contracts/capability-names';

/** Prerendered markup and its hydration do not know yet (the answer comes with the page's own start-up). */
const unknownOnServer = () => undefined;

/**
 * Whether the backend has `name` (GET /capabilities, asked once per page by the shell): true, false, or
 * undefined while the answer is not in. Show what needs it only on true; what stands in its place on false.
 * While undefined, call nothing that needs it and keep its room (or leave it out of the first paint).
 */
export function useCapability(name: Capability): boolean | undefined {
  return useSyncExternalStore(subscribeCapabilities, () => capabilitiesSnapshot()?.has(name), unknownOnServer);
}
