/**
 * Property set on the stand-in module that the runtime plugin returns for a remote that failed to load.
 * The loader checks it so the stand-in counts as a failure (and is retried) instead of as a page.
 */
export const OFFLINE_MARK = '__lotengoRemoteOffline' as const;

export interface OfflineModule {
  readonly [OFFLINE_MARK]: true;
  /** The remote's container name, e.g. mf_requests. */
  readonly remote: string;
  readonly error: unknown;
  readonly default: unknown;
}

export function isOfflineModule(mod: unknown): mod is OfflineModule {
  return typeof mod === 'object' && mod !== null && (mod as Record<string, unknown>)[OFFLINE_MARK] === true;
}

/** 'mf_requests/requests-page' -> 'mf_requests' (ids may also be manifest URLs: then ''). */
export function remoteNameOf(id: string): string {
  if (/^https?:/.test(id)) return '';
  return id.split('/')[0] ?? '';
}
