import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent } from './load-remote-component';
import type { ModuleName, RemoteName } from './declarations';

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * One lazy component per `remote/module`, so going back to a page already loaded renders at once
 * (no spinner, no refetch). A failed load leaves the cache, so the next mount or "Reintentar" starts over.
 */
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();
/** The load under way or done, shared by the lazy component and an early preload. */
const loads = new Map<string, Promise<AnyComponent>>();

function load(remote: string, module: string): Promise<AnyComponent> {
  const id = `${remote}/${module}`;
  let pending = loads.get(id);
  if (!pending) {
    pending = loadRemoteComponent(remote, module);
    loads.set(id, pending);
    pending.catch(() => {
      loads.delete(id);
      cache.delete(id);
    });
  }
  return pending;
}

export function getRemoteComponent(remote: string, module: string): LazyExoticComponent<AnyComponent> {
  const id = `${remote}/${module}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const component = lazy(async () => ({ default: await load(remote, module) }));
  cache.set(id, component);
  return component;
}

/**
 * Starts loading a module a page will mount later, when that page knows it before its own data has
 * arrived (the profile's request cards wait for two API answers first): the mount then finds the code
 * loaded or on its way. A failure here is the mount's to report (it retries and shows the notice).
 */
export function preloadRemoteModule<R extends RemoteName>(remote: R, module: ModuleName<R>): void {
  getRemoteComponent(remote, module);
  load(remote, module).catch(() => undefined);
}

/** Tests start from an empty cache. */
export function clearRemoteComponentCache(): void {
  cache.clear();
  loads.clear();
}
