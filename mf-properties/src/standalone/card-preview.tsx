import { useQuery } from '@tanstack/react-query';
import { EmptyState, Spinner } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { PropertyCard } from '../features/property-card/property-card';
import { propertiesTexts } from '../texts';

const t = propertiesTexts.standalone;

/** Real properties from the configured API, so the card is checked against real data, not a mock. */
export function CardPreview() {
  const query = useQuery({ queryKey: ['standalone', 'properties'], queryFn: () => api.getProperties() });
  return (
    <div className="lt-container">
      <h1>{t.cardsTitle}</h1>
      <p>{t.intro}</p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{apiErrorMessage(query.error)}</p> : null}
      {query.data && query.data.length === 0 ? <EmptyState title={t.noProperties} /> : null}
      {query.data && query.data.length > 0 ? (
        <div className="lt-grid">
          {query.data.slice(0, 6).map((property) => (
            <PropertyCard key={property.propertyId} property={property} headingLevel={2} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
