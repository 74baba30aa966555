import { Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Spinner } from '@lotengo/shared';
import { getRemoteComponent } from './remote-component-cache';
import { RemoteUnavailable } from './remote-unavailable';
import type { ModuleName, RemoteName, RemoteProps } from './remote-types';

export interface RemoteMountProps<R extends RemoteName, M extends ModuleName<R>> {
  remote: R;
  module: M;
  /** Spanish name of the area for the "no está disponible" notice. */
  area: string;
  props?: RemoteProps<R, M>;
  /** 'page' (default) when the remote is the whole page, 'section' when it is part of a shell page. */
  kind?: 'page' | 'section';
}

/**
 * Mounts an exposed module of a remote. Third layer of remote-failure handling: retries happen in the
 * loader, the runtime plugin turns failures into a stand-in, and this boundary shows the Spanish notice
 * with a "Reintentar" that really loads again. Keyed by id so a route change never reuses a failed state.
 */
export function RemoteMount<R extends RemoteName, M extends ModuleName<R>>(props: RemoteMountProps<R, M>) {
  return <RemoteMountInner key={`${props.remote}/${props.module}`} {...props} />;
}

function RemoteMountInner<R extends RemoteName, M extends ModuleName<R>>({
  remote,
  module,
  area,
  props,
  kind = 'page',
}: RemoteMountProps<R, M>) {
  const [Component, setComponent] = useState(() => getRemoteComponent(remote, module));

  const renderFallback = ({ resetErrorBoundary }: FallbackProps) => (
    <RemoteUnavailable area={area} headingLevel={kind === 'page' ? 1 : 2} onRetry={resetErrorBoundary} />
  );

  return (
    <ErrorBoundary
      fallbackRender={renderFallback}
      // A failed load already left the cache: asking again builds a fresh lazy component.
      onReset={() => setComponent(() => getRemoteComponent(remote, module))}
      onError={(error) => console.error(`[lotengo] Falló ${remote}/${module}`, error)}
    >
      <Suspense
        fallback={
          <div className="remote-loading">
            <Spinner size="lg" />
          </div>
        }
      >
        <Component {...((props ?? {}) as Record<string, unknown>)} />
      </Suspense>
    </ErrorBoundary>
  );
}
