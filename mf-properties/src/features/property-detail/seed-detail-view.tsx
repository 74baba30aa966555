import type { ReactNode } from 'react';
import { displayTitle, type Property } from '@lotengo/shared';
import { FactList } from './property-facts';
import { DetailActions, DetailHeading } from './detail-heading';
import { VisitHours } from './visit-hours';
import './property-detail.css';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;

export interface SeedDetailViewProps {
  property: Property;
  /** The photo (the gallery feature, with the one photo the seed's answers hold), composed in by the page. */
  gallery: ReactNode;
  /** What the viewer can do here (an offer's like and reject), composed in by the page. */
  actions?: ReactNode;
  /** Whose view this is (the offer's facts, or how recipients see my property). */
  note: string;
}

/**
 * A property's page against an API without its detail (GET /capabilities lacks `propertyDetail`): what the
 * seed showed of it — the offer card's photo, price, operation, type, title, address, district and the
 * owner's code — in the detail's frame, with the visit hours (the seed's call) and the offer's actions.
 */
export function SeedDetailView({ property: p, gallery, actions, note }: SeedDetailViewProps) {
  const title = displayTitle(p);
  return (
    <article className="ltd" aria-labelledby="ltd-title" data-property-id={p.propertyId} data-seed-detail="">
      <div className="ltd-media">{gallery}</div>
      <div className="ltd-head">
        <DetailHeading property={p} title={title} />
        <p className="ltd-muted">{note}</p>
        {actions ? <DetailActions>{actions}</DetailActions> : null}
      </div>
      <div className="ltd-body">
        <section className="ltd-section" aria-labelledby="ltd-location">
          <h2 id="ltd-location">{t.locationTitle}</h2>
          <FactList
            rows={[
              [t.address, p.address],
              [t.district, p.district],
              [t.province, p.province],
              [t.department, p.department],
            ]}
          />
        </section>
        <section className="ltd-section" aria-labelledby="ltd-codes">
          <h2 id="ltd-codes">{t.codesTitle}</h2>
          <FactList
            rows={[
              [t.propertyCode, String(p.propertyId)],
              [t.ownerCode, String(p.userCode)],
            ]}
          />
        </section>
        <VisitHours propertyId={p.propertyId} />
      </div>
    </article>
  );
}
