import { useId, type ReactNode } from 'react';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts.matches;

interface Props<I> {
  /** "Para tu solicitud 12: …" / "Para tu propiedad 7: …". */
  heading: string;
  items: I[];
  /** How many there are in all (the API caps each list). */
  total: number;
  keyOf: (item: I) => number;
  render: (item: I) => ReactNode;
  /** h3 for exact groups, h4 inside the near section. */
  level: 3 | 4;
}

/** One of my requests or properties with the matches that fit it. */
export function MatchGroup<I>({ heading, items, total, keyOf, render, level }: Props<I>) {
  const id = useId();
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <section className="acc-match-group" aria-labelledby={id}>
      <Heading id={id} className="acc-match-group__title">
        {heading} <span className="acc-count-inline">({t.count(total)})</span>
      </Heading>
      <ul className="acc-match-list">
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {total > items.length ? <p className="acc-note">{t.shownOf(items.length, total)}</p> : null}
    </section>
  );
}
