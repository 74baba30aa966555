import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { truncateTitle } from '@lotengo/shared';
import { MatchGroup, type GroupLists, type MatchSide } from './match-groups';
import { MatchesBody } from './matches-body';
import { PropertyLink } from './property-link';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

interface Counts {
  total: number;
  nearTotal: number;
}

interface Props<G extends GroupLists<I>, I> {
  query: UseQueryResult<Counts & { groups: G[] }>;
  /** Opened from "Revisar mis coincidencias" (?ver=matchs): scroll here and move focus to the title. */
  open: boolean;
  empty: string;
  side: MatchSide<G, I>;
  /** One match of a group; `level` is its heading's, one below the group's. */
  row: (item: I, level: 4 | 5, group: G) => ReactNode;
}

/**
 * "Mis Matchs" of one tab: the count, the exact matches, and the near ones as a separate labelled list
 * ("Casi coinciden"), so a thin market still shows something to act on.
 */
export function MatchesSection<G extends GroupLists<I>, I>({ query, open, empty, side, row }: Props<G, I>) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = !query.isPending;

  useEffect(() => {
    // Once the content is there (so the position is final), bring the section into view.
    if (open && ready) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [open, ready]);

  // A group shows in the exact list, and again in the near list where it has items there.
  const group = (g: G, near: boolean) => {
    const mine = side.mine(g);
    return (
      <MatchGroup
        key={mine.id}
        group={g}
        near={near}
        heading={side.heading(truncateTitle(mine.title), mine.id)}
        keyOf={side.itemKey}
        render={(item) => row(item, near ? 5 : 4, g)}
        link={side.mineHref ? <PropertyLink href={side.mineHref(g)} title={mine.title} /> : undefined}
      />
    );
  };
  const groups = (list: G[], near: boolean) => (
    <div className="acc-match-groups">
      {list.filter((g) => (near ? g.nearMatches : g.matches).length > 0).map((g) => group(g, near))}
    </div>
  );

  const data = query.data;
  const body = (
    <MatchesBody
      query={query}
      skeletons={3}
      empty={!data || data.total + data.nearTotal === 0}
      emptyText={empty}
      exact={data && data.total > 0 ? groups(data.groups, false) : <p className="acc-empty">{empty}</p>}
      near={data && data.nearTotal > 0 ? { total: data.nearTotal, content: groups(data.groups, true) } : null}
    />
  );

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
