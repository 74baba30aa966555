import { setCapabilities } from '@lotengo/shared/config';
import { CAPABILITIES, type Capability } from '../contracts/capability-names';
import { onEachTestEnd, onEachTestStart } from './lifecycle';

/**
 * What the backend has in this test (GET /capabilities), as if its answer were in: every capability by
 * default (a full backend, like the mock API), `[]` for a backend of the seed's calls only, or null for a
 * page whose answer has not arrived yet. Back to every capability before the next test.
 */
export function serveCapabilities(names: readonly Capability[] | null): void {
  setCapabilities(names);
}

/** Every capability the site knows, minus these: the usual way to test what a page does without one. */
export function capabilitiesWithout(...missing: Capability[]): Capability[] {
  return CAPABILITIES.filter((c) => !missing.includes(c));
}

onEachTestStart(() => setCapabilities(CAPABILITIES));
onEachTestEnd(() => setCapabilities(null));
