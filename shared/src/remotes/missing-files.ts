import { useSyncExternalStore } from 'react';
import { BEFORE_RELOAD_EVENT } from '../ui/reload-event';

export { BEFORE_RELOAD_EVENT };

/**
 * A file of the release this tab started with could not be had: webpack's ChunkLoadError (a lazy JS or
 * CSS chunk of the shell or of a remote), typically because that version was pruned after a deploy
 *. Recognised by name and message, so an error thrown by another app's webpack runtime counts.
 */
export function isMissingFileError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message));
}

let reported: unknown = null;
const listeners = new Set<() => void>();

/** Says, once per tab, that the page needs a reload (the shell's banner listens). */
export function reportMissingFile(error: unknown): void {
  if (reported !== null) return;
  reported = error;
  console.warn(
    '[lotengo] Falta un archivo de la versión con la que se abrió esta pestaña; hace falta recargar.',
    error,
  );
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMissingFileReported(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reported !== null,
    () => false,
  );
}

/** Tests start with nothing reported. */
export function resetMissingFileReport(): void {
  reported = null;
  listeners.forEach((listener) => listener());
}

/**
 * Last layer: a missing chunk that no code path handled (a lazy import in a click handler, say) becomes
 * the reload notice instead of an uncaught error.
 */
export function installMissingFileHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isMissingFileError(event.reason)) return;
    event.preventDefault();
    reportMissingFile(event.reason);
  };
  const onError = (event: ErrorEvent) => {
    if (!isMissingFileError(event.error)) return;
    event.preventDefault();
    reportMissingFile(event.error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

/** Lets the forms keep what was typed (BEFORE_RELOAD_EVENT), then reloads: the new version loads. */
export function reloadForNewVersion(target: Window = window): void {
  target.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
  target.location.reload();
}

/**
 * A lazy chunk loaded from an event handler: when its file is gone (a pruned release), the reload notice
 * shows and this resolves to null instead of rejecting. Handled here, because the browser mutes an
 * unhandled rejection raised by another origin's script (a remote's runtime): the window-level handler
 * never sees it, and the console would show an uncaught error.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (!isMissingFileError(err)) throw err;
    reportMissingFile(err);
    return null;
  }
}
