import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent } from './load-remote-component';

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * One lazy component per `remote/module`, so going back to a page already loaded renders at once
 * (no spinner, no refetch). A failed load leaves the cache, so the next mount or "Reintentar" starts over.
 */
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

export function getRemoteComponent(remote: string, module: string): LazyExoticComponent<AnyComponent> {
  const id = `${remote}/${module}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const component = lazy(async () => {
    try {
      return { default: await loadRemoteComponent(remote, module) };
    } catch (err) {
      cache.delete(id);
      throw err;
    }
  });
  cache.set(id, component);
  return component;
}

/** Tests start from an empty cache. */
export function clearRemoteComponentCache(): void {
  cache.clear();
}
