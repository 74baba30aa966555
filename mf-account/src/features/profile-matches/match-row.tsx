import type { ReactNode } from 'react';
import { type MatchMiss, type MatchReason } from '@lotengo/shared';
import { PropertyLink } from './property-link';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

interface Props {
  title: string;
  /** Operation · type · district. */
  facts: string;
  /** Price or budget. */
  money: string;
  code: string;
  reasons: MatchReason[];
  near: boolean;
  misses: MatchMiss[];
  actions: ReactNode;
  /** Heading level inside the page outline: h4 under an exact group, h5 under a near group (h3/h4 on a property's
   * detail). */
  level?: 3 | 4 | 5;
  /** Where the matched property's detail page is (the requests side). */
  href?: string;
}

/** One match: what it is, why it fits ("Coincide en: distrito, precio, 2 dormitorios"), what a near one misses, the
 * actions. */
export function MatchRow({ title, facts, money, code, reasons, near, misses, actions, level = 4, href }: Props) {
  const Heading = (['h3', 'h4', 'h5'] as const)[level - 3]!;
  return (
    <article className={`lt-bar acc-match${near ? ' acc-match--near' : ''}`}>
      <div className="acc-match__body">
        <Heading className="acc-match__title">{title}</Heading>
        <p className="acc-match__facts">
          {facts} · <strong>{money}</strong> · {code}
        </p>
        <p className="acc-match__why">
          {t.why}: {t.reasons(reasons)}
        </p>
        {near ? (
          <p className="acc-match__miss">
            <span className="acc-badge">{t.nearLabel}</span> {t.missesPrefix}: {t.misses(misses)}
          </p>
        ) : null}
      </div>
      <div className="acc-match__actions">
        {href ? <PropertyLink href={href} title={title} /> : null}
        {actions}
      </div>
    </article>
  );
}
