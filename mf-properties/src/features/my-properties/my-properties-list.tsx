import type { CSSProperties, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CARD_HEIGHT_PROPERTY, EmptyState, paths, propertyQueries, type OwnProperty } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts;
/** Cards drawn while the list loads: the grid keeps its height, nothing jumps when it arrives. */
const SKELETON_CARDS = 3;

const styles = {
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'var(--lt-space-3)',
    marginBottom: 'var(--lt-space-4)',
  },
  count: { margin: 0, fontWeight: 600, minHeight: '1.5em' },
  grid: { listStyle: 'none', margin: 0, padding: 0 },
  skeleton: { height: CARD_HEIGHT_PROPERTY, borderRadius: 'var(--lt-radius)', background: 'var(--lt-grey-200)' },
  state: { minHeight: CARD_HEIGHT_PROPERTY },
} satisfies Record<string, CSSProperties>;

/** "Mis Propiedades" (docs/product/screens.md): result count, "Añade una nueva propiedad" and the owner's cards (closed
 * ones too). */
export function MyPropertiesList({
  userCode,
  renderCard,
}: {
  userCode: number;
  renderCard: (p: OwnProperty) => ReactNode;
}) {
  const mine = useQuery(propertyQueries.mine(userCode));
  return (
    <>
      <div style={styles.head}>
        <p style={styles.count} aria-live="polite" data-testid="results-count">
          {mine.isSuccess ? messages.common.results(mine.data.length) : ''}
        </p>
        <Link className="lt-btn lt-btn--primary" to={paths.propertyCreate}>
          {t.addProperty}
        </Link>
      </div>
      {mine.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t.loading}</span>
          <ul className="lt-grid" style={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} style={styles.skeleton} data-testid="property-skeleton" />
            ))}
          </ul>
        </div>
      ) : mine.isError ? (
        <div role="alert" style={styles.state}>
          <p>{t.loadError}</p>
          <button type="button" className="lt-btn lt-btn--secondary" onClick={() => void mine.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : mine.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul className="lt-grid" style={styles.grid} aria-label={t.myPropertiesTitle}>
          {mine.data.map((p) => (
            <li key={p.propertyId}>{renderCard(p)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
