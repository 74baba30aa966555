import type { ReactNode } from 'react';
import { DEFAULT_PROPERTY_DESCRIPTION, displayTitle, PROPERTY_CLOSED, type PropertyDetail } from '@lotengo/shared';
import { FactList, PropertyFacts, PropertyLocation } from './property-facts';
import { DetailActions, DetailHeading } from './detail-heading';
import { VisitHours } from './visit-hours';
import './property-detail.css';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;

export interface PropertyDetailViewProps {
  property: PropertyDetail;
  /** The photos (the gallery feature), composed in by the page. */
  gallery: ReactNode;
  /** What the viewer can do here (owner, recipient of an offer, match), composed in by the page. */
  actions: ReactNode;
  /** The requests it matches (the owner, opened from "Mis Matchs"), first in the body. */
  matches?: ReactNode;
}

const noteOf = (p: PropertyDetail) => (p.access === 'owner' ? t.ownerNote : p.access === 'match' ? t.matchNote : '');

/**
 * One property as a seeker decides on it: photos in the owner's order, price with the operation, type,
 * title (generated where the owner left the placeholder), description, rooms, areas, characteristics,
 * place and address, the codes and the visit hours; beside them (below on a phone) the actions.
 */
export function PropertyDetailView({ property: p, gallery, actions, matches }: PropertyDetailViewProps) {
  const title = displayTitle(p);
  const closed = p.status === PROPERTY_CLOSED;
  const description =
    p.description.trim() && p.description.trim() !== DEFAULT_PROPERTY_DESCRIPTION ? p.description.trim() : '';
  const note = noteOf(p);
  return (
    <article className="ltd" aria-labelledby="ltd-title" data-property-id={p.propertyId}>
      <div className="ltd-media">{gallery}</div>
      <div className="ltd-head">
        <DetailHeading property={p} title={title} />
        {closed ? (
          <p className="ltd-closed" role="status">
            {t.closedNote(p.processType)}
          </p>
        ) : null}
        {note ? <p className="ltd-muted">{note}</p> : null}
        <DetailActions>{actions}</DetailActions>
      </div>
      <div className="ltd-body">
        {matches}
        <section className="ltd-section" aria-labelledby="ltd-description">
          <h2 id="ltd-description">{t.description}</h2>
          <p className="ltd-description">{description || t.noDescription}</p>
        </section>
        <PropertyFacts property={p} />
        <PropertyLocation property={p} />
        <section className="ltd-section" aria-labelledby="ltd-codes">
          <h2 id="ltd-codes">{t.codesTitle}</h2>
          <FactList
            rows={[
              [t.propertyCode, String(p.propertyId)],
              [t.ownerCode, String(p.userCode)],
              ...(p.agencyName ? [[t.agency, p.agencyName] as [string, string]] : []),
            ]}
          />
        </section>
        <VisitHours propertyId={p.propertyId} />
      </div>
    </article>
  );
}
