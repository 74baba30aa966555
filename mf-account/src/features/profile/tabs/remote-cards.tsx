import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  areaOfRemote,
  getRemoteComponent,
  isLoadFailure,
  RemoteRenderError,
  RemoteUnavailable,
  type ModuleName,
  type RemoteName,
  type RemoteProps,
} from '@lotengo/shared/remotes';

/** The card of another remote, typed by its declaration in shared (one lazy component per module). */
function remoteCard(remote: RemoteName, module: string): ComponentType<Record<string, unknown>> {
  return getRemoteComponent(remote, module);
}

interface Props<R extends RemoteName, M extends ModuleName<R>> {
  remote: R;
  module: M;
  /** Props of each card, in display order, with a stable key. */
  cards: { key: string | number; props: RemoteProps<R, M> }[];
  /** Sized like the cards, shown while the remote loads, so nothing jumps. */
  skeleton: ReactNode;
  className?: string;
}

/**
 * A list of cards from another remote behind ONE boundary: if that remote is down, this section alone
 * shows the outage notice (with "Reintentar"), not one notice per card, and the rest of the profile
 * keeps working. The notices are the shared ones of @lotengo/shared/remotes.
 */
export function RemoteCards<R extends RemoteName, M extends ModuleName<R>>({ remote, module, cards, skeleton, className }: Props<R, M>) {
  const [Card, setCard] = useState(() => remoteCard(remote, module));
  const [attempt, setAttempt] = useState(0);

  const fallback = ({ error, resetErrorBoundary }: FallbackProps) =>
    isLoadFailure(error) ? (
      <RemoteUnavailable area={areaOfRemote(remote)} headingLevel={2} onRetry={resetErrorBoundary} />
    ) : (
      <RemoteRenderError headingLevel={2} onRetry={resetErrorBoundary} />
    );

  return (
    <ErrorBoundary
      fallbackRender={fallback}
      onReset={() => {
        // A failed load has left the cache: asking again starts a fresh load.
        setCard(() => remoteCard(remote, module));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={skeleton}>
        <ul className={className} key={attempt}>
          {cards.map((c) => (
            <li key={c.key}>
              {/* cards[].props is checked against the declaration (RemoteProps) where the list is built. */}
              <Card {...(c.props as Record<string, unknown>)} />
            </li>
          ))}
        </ul>
      </Suspense>
    </ErrorBoundary>
  );
}
