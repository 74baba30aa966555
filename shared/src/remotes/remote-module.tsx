import { Suspense, useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Spinner } from '../ui/spinner';
import { RemoteUnavailableError } from './load-remote-component';
import { getRemoteComponent } from './remote-component-cache';
import { RemoteRenderError, RemoteUnavailable } from './remote-notices';
import { areaOfRemote } from './remote-areas';
import { isMissingFileError } from './missing-files';
import { ReloadRequired } from './reload-notice';
import { releaseMovedOn } from './remote-registry';
import { reportRemoteError } from './telemetry';
import type { ModuleName, RemoteName, RemoteProps } from './declarations';

/** `props` is required exactly when the declared props have a required key. */
type PropsField<P> = Record<string, never> extends P ? { props?: P } : { props: P };

export type RemoteModuleProps<R extends RemoteName, M extends ModuleName<R>> = {
  remote: R;
  module: M;
  /** Spanish name of the area for the outage notice; defaults to the remote's area. */
  area?: string;
  /** 'page' (default) when the remote is the whole page (notices get an h1), 'section' inside a page (h2). */
  kind?: 'page' | 'section';
  /** Space kept while loading so nothing jumps (default: the `.remote-loading` min-height, 200px). */
  minHeight?: CSSProperties['minHeight'];
  /** Replaces the default spinner while loading, e.g. a skeleton sized like the card. */
  loading?: ReactNode;
} & PropsField<RemoteProps<R, M>>;

/**
 * A failure to fetch the remote (after the loader's retries) or a chunk that could not be downloaded: an
 * outage. Anything else caught by the boundary was thrown while rendering: a bug. Checked by name too, so
 * an error thrown by another copy of this module is still recognised.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'RemoteUnavailableError' || name === 'ChunkLoadError';
}

/**
 * A load failure is an outage ("Reintentar"), unless the files are gone because the release moved on
 * since this tab opened (a chunk that 404s, or /config.json naming another version): then only a
 * reload helps ("Recargar"), and the page says so.
 */
function LoadFailure({
  remote,
  error,
  area,
  headingLevel,
  onRetry,
}: {
  remote: string;
  error: unknown;
  area: string;
  headingLevel: 1 | 2;
  onRetry: () => void;
}) {
  const [moved, setMoved] = useState(() => isMissingFileError(error));
  useEffect(() => {
    if (moved) return undefined;
    let live = true;
    void releaseMovedOn(remote).then((yes) => {
      if (live && yes) setMoved(true);
    });
    return () => {
      live = false;
    };
  }, [remote, moved]);
  return moved ? (
    <ReloadRequired headingLevel={headingLevel} />
  ) : (
    <RemoteUnavailable area={area} headingLevel={headingLevel} onRetry={onRetry} />
  );
}

/**
 * Mounts an exposed module of a remote, typed by REMOTE_DECLARATIONS, behind the one remote boundary
 * (RemoteBoundary below: outage or render-error notice with "Reintentar", logged and reported). The
 * boundary is keyed by id so a route change never reuses a failed state.
 */
export function RemoteModule<R extends RemoteName, M extends ModuleName<R>>({
  remote,
  module,
  area,
  props,
  kind = 'page',
  minHeight,
  loading,
}: RemoteModuleProps<R, M>) {
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      remote={remote}
      module={module}
      area={area}
      kind={kind}
      loading={
        loading ?? (
          <div className="remote-loading" style={minHeight === undefined ? undefined : { minHeight }}>
            <Spinner size="lg" />
          </div>
        )
      }
    >
      {(Component, mountKey) => <Component key={mountKey} {...((props ?? {}) as Record<string, unknown>)} />}
    </RemoteBoundary>
  );
}

export type RemoteListProps<R extends RemoteName, M extends ModuleName<R>> = {
  remote: R;
  module: M;
  /** Props of each item (a card), in display order, with a stable key. */
  items: { key: string | number; props: RemoteProps<R, M> }[];
  /** Sized like the items, shown while the remote loads, so nothing jumps. */
  loading: ReactNode;
  /** Spanish name of the area for the outage notice; defaults to the remote's area. */
  area?: string;
  /** Class of the `<ul>`. */
  className?: string;
  /** 'section' (default): the notices get an h2; 'page': an h1. */
  kind?: 'page' | 'section';
};

/**
 * The list variant of RemoteModule: one exposed module (a card) rendered once per item, in a `<ul>`,
 * behind ONE boundary with RemoteModule's notices, logging and telemetry. If that remote is down the list
 * alone shows the outage notice (with "Reintentar"), not one notice per card, and the page keeps working.
 */
export function RemoteList<R extends RemoteName, M extends ModuleName<R>>({
  remote,
  module,
  items,
  loading,
  area,
  className,
  kind = 'section',
}: RemoteListProps<R, M>) {
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      remote={remote}
      module={module}
      area={area}
      kind={kind}
      loading={loading}
    >
      {(Component, mountKey) => (
        <ul className={className} key={mountKey}>
          {items.map((item) => (
            <li key={item.key}>
              {/* items[].props is checked against the declaration (RemoteProps) where the list is built. */}
              <Component {...(item.props as Record<string, unknown>)} />
            </li>
          ))}
        </ul>
      )}
    </RemoteBoundary>
  );
}

interface RemoteBoundaryProps {
  remote: RemoteName;
  module: string;
  area: string | undefined;
  kind: 'page' | 'section';
  loading: ReactNode;
  /** What to render with the loaded component; `mountKey` changes on each "Reintentar". */
  children: (Component: ComponentType<Record<string, unknown>>, mountKey: number) => ReactNode;
}

/**
 * The one boundary of a remote mount (RemoteModule, RemoteList): third layer of remote-failure handling.
 * Retries happen in the loader, the runtime plugin turns failures into a stand-in, and this boundary shows
 * the outage notice (load failed) or the render-error notice (the module threw), each with a
 * "Reintentar" that really loads or remounts; every failure is logged and reported (telemetry).
 */
function RemoteBoundary({ remote, module, area, kind, loading, children }: RemoteBoundaryProps) {
  const id = `${remote}/${module}`;
  const [Component, setComponent] = useState(() => getRemoteComponent(remote, module));
  // Bumped by "Reintentar" after a render error: a new key gives the module fresh state.
  const [mountKey, setMountKey] = useState(0);
  const headingLevel = kind === 'page' ? 1 : 2;

  const renderFallback = ({ error, resetErrorBoundary }: FallbackProps) =>
    isLoadFailure(error) ? (
      <LoadFailure
        remote={remote}
        error={error}
        area={area ?? areaOfRemote(remote)}
        headingLevel={headingLevel}
        onRetry={resetErrorBoundary}
      />
    ) : (
      <RemoteRenderError headingLevel={headingLevel} onRetry={resetErrorBoundary} />
    );

  return (
    <ErrorBoundary
      fallbackRender={renderFallback}
      onReset={() => {
        // A failed load already left the cache: asking again builds a fresh lazy component. A module that
        // loaded but threw is still cached: it is simply mounted anew.
        setComponent(() => getRemoteComponent(remote, module));
        setMountKey((k) => k + 1);
      }}
      onError={(error, info) => {
        const load = isLoadFailure(error) || isMissingFileError(error);
        reportRemoteError(remote, load ? 'load' : 'render');
        if (isLoadFailure(error)) console.error(`[lotengo] No se pudo cargar ${id}`, error);
        else console.error(`[lotengo] ${id} falló al mostrarse`, error, info.componentStack);
      }}
    >
      <Suspense fallback={loading}>{children(Component, mountKey)}</Suspense>
    </ErrorBoundary>
  );
}
