import type { Capability } from '../contracts/capability-names';
import {
  CAPABILITIES_ATTRIBUTE,
  CAPABILITIES_PATH,
  CAPABILITIES_STORAGE_KEY,
  EARLY_CAPABILITIES_GLOBAL,
} from '../facts';
import { loadRuntimeConfig } from './runtime-config';

/** What the backend has beyond the seed's calls. */
export type CapabilitySet = ReadonlySet<Capability>;

const unique = (names: readonly string[]) => [...new Set(names)] as Capability[];

/** An answer to GET /capabilities as the early script or this loader got it; status 0: no answer. */
interface RawAnswer {
  status: number;
  body?: unknown;
}

/**
 * After a failure (no answer, a 5xx, a garbled body) the page runs as against a seed-only backend and asks
 * again this much later, then gives up: never a loop.
 */
export const CAPABILITY_RETRY_DELAYS_MS = [5_000, 30_000, 120_000] as const;

let known: CapabilitySet | null = null;
let loading: Promise<CapabilitySet> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;
let warned = false;
const listeners = new Set<() => void>();

function publish(names: readonly Capability[], remember: boolean): CapabilitySet {
  known = new Set(names);
  if (typeof document !== 'undefined') document.documentElement.setAttribute(CAPABILITIES_ATTRIBUTE, names.join(' '));
  if (remember) {
    try {
      window.localStorage.setItem(CAPABILITIES_STORAGE_KEY, JSON.stringify(names));
    } catch {
      // No storage: the next page waits for its own answer before showing what depends on it.
    }
  }
  for (const listener of listeners) listener();
  return known;
}

/** The answer index.html's early script asked for (shared/build/early-start.ts), taken once. */
function takeEarlyAnswer(): Promise<RawAnswer> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, Promise<RawAnswer> | undefined>;
  const early = holder[EARLY_CAPABILITIES_GLOBAL];
  delete holder[EARLY_CAPABILITIES_GLOBAL];
  return early;
}

/** The same request as the early script's: public, no cookie, no token (nothing to preflight). */
async function ask(): Promise<RawAnswer> {
  const { apiBaseUrl } = await loadRuntimeConfig();
  const res = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${CAPABILITIES_PATH}`, {
    credentials: 'omit',
    cache: 'no-store',
  });
  if (res.status !== 200) return { status: res.status };
  return { status: 200, body: await res.json().catch(() => undefined) };
}

/**
 * The names of an answer, once each (capabilitiesAnswerSchema's shape, checked by hand: the first load carries
 * neither the schema nor the list of names); null when it is not one (the caller runs seed-only for now and
 * asks again later). A name the site does not know (a newer backend) is kept and simply never asked for.
 */
function namesOf(raw: RawAnswer): readonly Capability[] | null {
  // No GET /capabilities at all: a backend of the original calls only. An answer, not a failure.
  if (raw.status === 404) return [];
  const names = raw.status === 200 && (raw.body as { capabilities?: unknown } | null)?.capabilities;
  return Array.isArray(names) && names.every((n) => typeof n === 'string') ? unique(names) : null;
}

function settle(raw: RawAnswer, attempt: number, own: number): CapabilitySet {
  const names = namesOf(raw);
  if (names) {
    if (raw.status === 404 && attempt === 0)
      console.info('[lotengo] GET /capabilities: 404, solo las llamadas originales');
    return publish(names, true);
  }
  if (!warned) {
    warned = true;
    console.warn(
      `[lotengo] GET /capabilities: ${raw.status || 'sin respuesta'}, por ahora solo las llamadas originales`,
    );
  }
  const delay = CAPABILITY_RETRY_DELAYS_MS[attempt];
  if (delay !== undefined) {
    retryTimer = setTimeout(() => {
      void ask()
        .catch((): RawAnswer => ({ status: 0 }))
        .then((next) => {
          if (own === generation) settle(next, attempt + 1, own);
        });
    }, delay);
  }
  // A retry that fails again keeps what is known; the first failure starts with the seed's calls only.
  return known ?? publish([], false);
}

/**
 * What the backend has, asked once per page load (shell's start-up, beside the first remote): every caller —
 * the shell, each remote, the API client's guard, the telemetry — shares this module and gets the same
 * promise. Never rejects: no answer means the seed's calls only, asked again a few times later.
 */
export function loadCapabilities(): Promise<CapabilitySet> {
  if (known) return Promise.resolve(known);
  if (!loading) {
    const own = generation;
    loading = (takeEarlyAnswer() ?? ask())
      .catch((): RawAnswer => ({ status: 0 }))
      .then((raw) => (own === generation ? settle(raw, 0, own) : (known ?? new Set<Capability>())));
  }
  return loading;
}

/** What is known now; null until the first answer (or failure) is in. */
export const capabilitiesSnapshot = (): CapabilitySet | null => known;

/** Known capabilities, waiting for the first answer if need be (the API client's guard). */
export const whenCapabilities = (): Promise<CapabilitySet> => (known ? Promise.resolve(known) : loadCapabilities());

export function subscribeCapabilities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For tests and standalone remotes: what the backend has (no request is made), or null to forget it (the
 * next load asks again). Listeners hear the change.
 */
export function setCapabilities(names: readonly string[] | null): void {
  generation += 1;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  loading = null;
  warned = false;
  if (names) {
    publish(unique(names), false);
    return;
  }
  known = null;
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(CAPABILITIES_ATTRIBUTE);
  for (const listener of listeners) listener();
}
