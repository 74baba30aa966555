import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONFIG_URL, PREVIEW_STORAGE_KEY } from '../facts';
import { configRequestUrl } from '@lotengo/shared/config';

/** Manifest URL of every remote, as read from /config.json; kept to re-register a remote on retry. */
const entries = new Map<string, string>();

/** Registers the remotes discovered at run time (name -> mf-manifest.json URL). */
export function registerRuntimeRemotes(remotes: Record<string, string>): void {
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  list.forEach(({ name, entry }) => entries.set(name, entry));
  registerRemotes(list);
}

export function isRegisteredRemote(name: string): boolean {
  return entries.has(name);
}

/**
 * Forgets everything the MF runtime cached about a remote (manifest, entry script, container) by
 * registering it again with force: without this a retry would reuse the failed state.
 */
export function resetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Whether /config.json now names another manifest for `name` than the one this tab registered: its
 * release moved on since the tab opened (and the tab's version may be gone), so a reload, not a retry,
 * brings it back.
 */
export async function releaseMovedOn(name: string, configUrl: string = CONFIG_URL): Promise<boolean> {
  const registered = entries.get(name);
  if (!registered || typeof fetch !== 'function') return false;
  try {
    // A preview tab compares with its own preview's config, not the live one.
    const preview = configUrl === CONFIG_URL ? window.sessionStorage.getItem(PREVIEW_STORAGE_KEY) : null;
    const res = await fetch(configUrl === CONFIG_URL ? configRequestUrl(configUrl, preview) : configUrl, {
      cache: 'no-store',
    });
    if (!res.ok) return false;
    const now = ((await res.json()) as { remotes?: Record<string, unknown> } | null)?.remotes?.[name];
    return typeof now === 'string' && now !== registered;
  } catch {
    return false;
  }
}
