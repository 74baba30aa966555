import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '@lotengo/shared';
import { CardSkeletons, MATCH_ROW_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts.matches;

interface Counts {
  total: number;
  nearTotal: number;
}

interface Props<T extends Counts> {
  query: UseQueryResult<T>;
  /** Opened from "Revisar mis coincidencias" (?ver=matchs): scroll here and move focus to the title. */
  open: boolean;
  empty: string;
  /** The groups of exact matches, or (near) of the near ones. */
  groups: (data: T, near: boolean) => ReactNode;
}

/**
 * "Mis Matchs" of one tab: the count, the exact matches, and the near ones as a separate labelled list
 * ("Casi coinciden"), so a thin market still shows something to act on.
 */
export function MatchesSection<T extends Counts>({ query, open, empty, groups }: Props<T>) {
  const titleId = useId();
  const nearId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = !query.isPending;

  useEffect(() => {
    // Once the content is there (so the position is final), bring the section into view.
    if (open && ready) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [open, ready]);

  let body: ReactNode;
  if (query.isPending) body = <CardSkeletons height={MATCH_ROW_HEIGHT} count={3} className="acc-match-groups" />;
  else if (query.isError) {
    body = (
      <RetryAlert className="acc-inline-error" message={t.failure} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.total + query.data.nearTotal === 0) body = <p className="acc-empty">{empty}</p>;
  else {
    body = (
      <>
        {query.data.total > 0 ? <div className="acc-match-groups">{groups(query.data, false)}</div> : <p className="acc-empty">{empty}</p>}
        {query.data.nearTotal > 0 ? (
          <section className="acc-near" aria-labelledby={nearId}>
            <h3 id={nearId} className="acc-near__title">
              {t.nearTitle} <span className="acc-count-inline">({t.count(query.data.nearTotal)})</span>
            </h3>
            <p className="acc-near__hint">{t.nearHint}</p>
            <div className="acc-match-groups">{groups(query.data, true)}</div>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <section className="acc-profile-section acc-matches" aria-labelledby={titleId}>
      <div className="acc-section-head">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="acc-section-title">
          {t.title}
        </h2>
        <p className="acc-count" aria-live="polite">
          {query.data ? t.count(query.data.total) : ''}
        </p>
      </div>
      {body}
    </section>
  );
}
