import { useId, type ReactNode } from 'react';
import { RetryAlert } from '@lotengo/shared';
import { CardSkeletons, MATCH_ROW_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

export interface MatchesBodyProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Placeholders while it loads (each a match row's height). */
  skeletons: number;
  /** Nothing at all, exact or near: `emptyText` instead. */
  empty: boolean;
  emptyText: string;
  /** The exact matches. */
  exact: ReactNode;
  /** The near ones, in their own labelled section ("Casi coinciden"), when there are any. */
  near: { total: number; content: ReactNode } | null;
}

/** The states every list of matches goes through (loading, failed, none, the lists), told the same way. */
export function MatchesBody({ query, skeletons, empty, emptyText, exact, near }: MatchesBodyProps) {
  const nearId = useId();
  if (query.isPending)
    return <CardSkeletons height={MATCH_ROW_HEIGHT} count={skeletons} className="acc-match-groups" />;
  if (query.isError)
    return <RetryAlert className="acc-inline-error" message={t.failure} onRetry={() => void query.refetch()} />;
  if (empty) return <p className="acc-empty">{emptyText}</p>;
  return (
    <>
      {exact}
      {near ? (
        <section className="acc-near" aria-labelledby={nearId}>
          <h3 id={nearId} className="acc-near__title">
            {t.nearTitle} <span className="acc-count-inline">({t.count(near.total)})</span>
          </h3>
          <p className="acc-near__hint">{t.nearHint}</p>
          {near.content}
        </section>
      ) : null}
    </>
  );
}
