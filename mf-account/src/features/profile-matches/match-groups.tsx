import { useId, type ReactNode } from 'react';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

/** A group of an answer: its capped exact and near lists, and how many of each there are in all. */
export interface GroupLists<I> {
  matches: I[];
  nearMatches: I[];
  total: number;
  nearTotal: number;
}

/** How one tab's groups read: whose group it is (my request or property) and how its items are told apart. */
export interface MatchSide<G, I> {
  /** The code and display title of my request or property the group is for. */
  mine: (group: G) => { id: number; title: string };
  /** "Para tu solicitud 12: …" / "Para tu propiedad 7: …", from the shortened title and the code. */
  heading: (title: string, id: number) => string;
  itemKey: (item: I) => number;
  /** Where my property's detail page is (the properties side), shown as "Ver detalle" under the heading. */
  mineHref?: (group: G) => string;
}

interface Props<I> {
  group: GroupLists<I>;
  /** The near list, inside the near section (h4), or the exact one (h3). */
  near: boolean;
  /** "Para tu solicitud 12: …" / "Para tu propiedad 7: …". */
  heading: string;
  keyOf: (item: I) => number;
  render: (item: I) => ReactNode;
  /** A link under the heading (my property's detail page). */
  link?: ReactNode;
}

/** One of my requests or properties with the matches (exact or near) that fit it. */
export function MatchGroup<I>({ group, near, heading, keyOf, render, link }: Props<I>) {
  const id = useId();
  const items = near ? group.nearMatches : group.matches;
  const total = near ? group.nearTotal : group.total;
  const Heading = near ? 'h4' : 'h3';
  return (
    <section className="acc-match-group" aria-labelledby={id}>
      <Heading id={id} className="acc-match-group__title">
        {heading} <span className="acc-count-inline">({t.count(total)})</span>
      </Heading>
      {link ? <p className="acc-note">{link}</p> : null}
      <ul className="acc-match-list">
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {total > items.length ? <p className="acc-note">{t.shownOf(items.length, total)}</p> : null}
    </section>
  );
}
