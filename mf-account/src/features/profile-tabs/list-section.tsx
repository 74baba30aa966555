import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { RemoteList, type ModuleName, type RemoteName, type RemoteProps } from '@lotengo/shared/remotes';
import { CardSkeletons } from '../../lib/skeletons';
import { profileTexts } from '../../texts';

const t = profileTexts;

interface SectionProps {
  title: string;
  /** Undefined while loading: the line keeps its height, empty. */
  count: number | undefined;
  addLabel: string;
  addTo: string;
  children: ReactNode;
}

/** One list of the profile (my requests, my properties): title, result count, "Añade una nueva …", list. */
export function ListSection({ title, count, addLabel, addTo, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className="acc-profile-section" aria-labelledby={headingId}>
      <div className="acc-section-head">
        <h2 id={headingId} className="acc-section-title">
          {title}
        </h2>
        <p className="acc-count" aria-live="polite">
          {count === undefined ? '' : messages.common.results(count)}
        </p>
        <Link className="lt-btn lt-btn--primary acc-add-link" to={addTo}>
          {addLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}

interface BodyProps<T> {
  query: UseQueryResult<T[]>;
  skeleton: ReactNode;
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** Loading (sized skeleton), failure (with Reintentar), empty, or the items. */
export function QueryBody<T>({ query, skeleton, empty, children }: BodyProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    return <RetryAlert className="acc-inline-error" message={t.listFailure} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <p className="acc-empty">{empty}</p>;
  return <>{children(query.data)}</>;
}

interface OwnCardsProps<T, R extends RemoteName, M extends ModuleName<R>> {
  query: UseQueryResult<T[]>;
  /** Of one card: the skeletons keep the list's height while the cards load. */
  cardHeight: number;
  empty: string;
  remote: R;
  module: M;
  card: (item: T) => { key: string | number; props: RemoteProps<R, M> };
}

/** The user's own cards, mounted from the remote that owns them, behind QueryBody's states. */
export function OwnCards<T, R extends RemoteName, M extends ModuleName<R>>({
  query,
  cardHeight,
  empty,
  remote,
  module,
  card,
}: OwnCardsProps<T, R, M>) {
  const skeleton = <CardSkeletons height={cardHeight} className="acc-card-grid" />;
  return (
    <QueryBody query={query} skeleton={skeleton} empty={empty}>
      {(items) => (
        <RemoteList
          remote={remote}
          module={module}
          className="acc-card-grid"
          loading={skeleton}
          items={items.map(card)}
        />
      )}
    </QueryBody>
  );
}

/**
 * A tab's list and the matches under it. Opened on the matches (?ver=matchs), they come first, so the
 * list growing as its cards arrive cannot push them out of view.
 */
export function ListThenMatches({
  list,
  matches,
  matchesFirst,
}: {
  list: ReactNode;
  matches: ReactNode;
  matchesFirst: boolean;
}) {
  return matchesFirst ? (
    <>
      {matches}
      {list}
    </>
  ) : (
    <>
      {list}
      {matches}
    </>
  );
}
