import { registerRemotes } from '@module-federation/enhanced/runtime';

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
