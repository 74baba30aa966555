import { useQuery } from '@tanstack/react-query';
import { visitQueries } from '@lotengo/shared';
import { formatVisitDate } from '@lotengo/shared/format/visit-dates';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;

/** The visit hours the owner set (the same query the like flow asks, so a booking refreshes it). */
export function VisitHours({ propertyId }: { propertyId: number }) {
  const hours = useQuery(visitQueries.hours(propertyId));
  let body;
  if (hours.isPending) body = <p className="ltd-muted">{t.hoursLoading}</p>;
  else if (hours.isError) body = <p className="ltd-muted">{t.hoursError}</p>;
  else if (hours.data.length === 0) body = <p className="ltd-muted">{t.noHours}</p>;
  else {
    const sorted = [...hours.data].sort((a, b) =>
      `${a.dateVisitAvailable}${a.hourAvailableDateMin}`.localeCompare(
        `${b.dateVisitAvailable}${b.hourAvailableDateMin}`,
      ),
    );
    body = (
      <ul className="ltd-hours">
        {sorted.map((h) => (
          <li key={`${h.typeVisit}-${h.dateVisitAvailable}-${h.hourAvailableDateMin}`}>
            {t.hour(h.typeVisit, formatVisitDate(h.dateVisitAvailable), h.hourAvailableDateMin)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="ltd-section" aria-labelledby="ltd-hours">
      <h2 id="ltd-hours">{t.hoursTitle}</h2>
      {body}
    </section>
  );
}
