import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isOfflineModule } from './offline-marker';
import { isRegisteredRemote, resetRemote } from './remote-registry';

export interface LoadOptions {
  /** Total attempts, first one included. */
  attempts?: number;
  /** Wait before the 2nd attempt; doubles for each further one. */
  baseDelayMs?: number;
}

/** Thrown when every attempt failed; the error boundary turns it into the Spanish notice. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    cause: unknown,
  ) {
    super(`No se pudo cargar ${id}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let defaults: Required<LoadOptions> = { attempts: 3, baseDelayMs: 400 };

/** Changes the retry policy (tests use no delay). */
export function configureRemoteLoading(options: LoadOptions): void {
  defaults = { ...defaults, ...options };
}

/** Remotes whose last load failed: their cached runtime state must be cleared before trying again. */
const failedRemotes = new Set<string>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function componentOf(mod: unknown): ComponentType<Record<string, unknown>> | null {
  if (mod === null || mod === undefined || isOfflineModule(mod)) return null;
  const candidate = typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
  // Function components, classes, and memo/forwardRef/lazy objects are all valid element types.
  if (typeof candidate === 'function') return candidate as ComponentType<Record<string, unknown>>;
  if (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate) {
    return candidate as unknown as ComponentType<Record<string, unknown>>;
  }
  return null;
}

/**
 * First layer of remote-failure handling: loads `remote/module` with retry and exponential backoff.
 * A stand-in returned by the offline plugin counts as a failure here, so it is retried too.
 */
export async function loadRemoteComponent(
  remote: string,
  module: string,
  options: LoadOptions = {},
): Promise<ComponentType<Record<string, unknown>>> {
  const { attempts, baseDelayMs } = { ...defaults, ...options };
  const id = `${remote}/${module}`;
  let lastError: unknown = new Error(`Sin respuesta de ${id}`);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1));
    if (failedRemotes.has(remote) && isRegisteredRemote(remote)) resetRemote(remote);
    try {
      const mod = await loadRemote<unknown>(id);
      const component = componentOf(mod);
      if (component) {
        failedRemotes.delete(remote);
        return component;
      }
      lastError = isOfflineModule(mod) ? mod.error : new Error(`${id} no exporta un componente`);
    } catch (err) {
      lastError = err;
    }
    failedRemotes.add(remote);
  }
  throw new RemoteUnavailableError(id, lastError);
}

/** Tests start with no remote marked as failed. */
export function resetRemoteLoadingState(): void {
  failedRemotes.clear();
}
