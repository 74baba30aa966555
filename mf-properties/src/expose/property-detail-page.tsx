import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  displayTitle,
  paths,
  PROFILE_PARAMS,
  PROPERTY_CLOSED,
  Spinner,
  useCapability,
  waChatUrl,
  type PropertyDetail,
} from '@lotengo/shared';
import { RemoteModule } from '@lotengo/shared/remotes';
import { ClosePropertyDialog, usePropertyStatus } from '../features/close-property';
import { Gallery, photosOf } from '../features/gallery';
import {
  DetailStates,
  PropertyDetailView,
  SeedDetailView,
  usePropertyDetail,
  useSeedProperty,
} from '../features/property-detail';
import { propertiesTexts } from '../texts';

const t = propertiesTexts.detail;
const tc = propertiesTexts.close;
const tCard = propertiesTexts.card;
/** Height of mf_inbox/offer-actions' first answer (its CSS keeps the same min-height while it loads). */
const OFFER_ACTIONS_HEIGHT = 88;
/** About one match row of mf_account/property-matches with its heading, kept while it loads. */
const MATCHES_HEIGHT = 190;

/**
 * /page/property/{id}: one property with every photo and fact, for whom the server lets read it (its
 * owner, the people it was sent to, those whose request it matches; the page says so in Spanish to
 * anyone else). The page's composition: the detail, the gallery and the actions of the viewer's
 * context — the owner's edit and close, the seeker's offer actions (mf_inbox/offer-actions, through the
 * one failure-tolerant mount), a match's WhatsApp; and, for the owner who came from "Mis Matchs"
 * (`?ver=matchs`), the requests it matches with Enviar and WhatsApp (mf_account/property-matches). Against
 * an API without the detail call (GET /capabilities), what the seed showed: SeedDetailPage.
 */
export default function PropertyDetailPage() {
  const { propertyId } = useParams<{ propertyId: string }>();
  const [params] = useSearchParams();
  // Against an API without the detail call (GET /capabilities): what the seed showed of the property.
  const hasDetail = useCapability('propertyDetail');
  const detail = usePropertyDetail(propertyId, hasDetail === true);
  const fromMatches = params.get(PROFILE_PARAMS.view) === PROFILE_PARAMS.matches;
  if (hasDetail === false) return <SeedDetailPage rawId={propertyId} />;
  return (
    <div className="lt-container">
      {detail.state === 'ready' ? (
        <PropertyDetailView
          property={detail.property}
          gallery={<Gallery photos={photosOf(detail.property.multimedias)} title={displayTitle(detail.property)} />}
          actions={<Actions property={detail.property} />}
          matches={
            fromMatches && detail.property.access === 'owner' ? (
              <RemoteModule
                remote="mf_account"
                module="property-matches"
                kind="section"
                minHeight={MATCHES_HEIGHT}
                props={{ propertyId: detail.property.propertyId }}
              />
            ) : undefined
          }
        />
      ) : (
        <DetailStates status={detail} />
      )}
    </div>
  );
}

/**
 * The page of a property against an API without its detail call: the facts the seed's answers hold (the
 * offer I received, else my own list), its one photo, the visit hours and, for an offer, its like and reject.
 */
function SeedDetailPage({ rawId }: { rawId: string | undefined }) {
  const seed = useSeedProperty(rawId);
  if (seed.state !== 'ready') {
    return (
      <div className="lt-container">
        <DetailStates status={seed} />
      </div>
    );
  }
  const { property, source } = seed;
  const photo = property.urlPhotoPrincipal;
  return (
    <div className="lt-container">
      <SeedDetailView
        property={property}
        note={source === 'offer' ? t.seedNote : t.ownerNote}
        gallery={<Gallery photos={photosOf(photo ? [{ fileUrl: photo }] : [])} title={displayTitle(property)} />}
        actions={source === 'offer' ? <OfferActions propertyId={property.propertyId} /> : undefined}
      />
    </div>
  );
}

/** The seeker's like, reject and visit of this property's offers (mf_inbox), its room kept while it loads. */
function OfferActions({ propertyId }: { propertyId: number }) {
  // The room of the offer's state line and thumbs, kept while the inbox's code loads (no shift below).
  return (
    <RemoteModule
      remote="mf_inbox"
      module="offer-actions"
      kind="section"
      loading={
        <div style={{ minHeight: OFFER_ACTIONS_HEIGHT, width: '100%' }} aria-busy="true">
          <Spinner />
        </div>
      }
      props={{ propertyId }}
    />
  );
}

function Actions({ property }: { property: PropertyDetail }) {
  switch (property.access) {
    case 'owner':
      return <OwnerActions property={property} />;
    case 'recipient':
      return <OfferActions propertyId={property.propertyId} />;
    case 'match':
      return <MatchActions property={property} />;
  }
}

/**
 * The owner: Editar, and close ("Ya se alquiló" / "Ya se vendió", confirmed) or reopen, as on the card;
 * where the API lets an owner edit (GET /capabilities: `propertyEditing`).
 */
function OwnerActions({ property }: { property: PropertyDetail }) {
  const [confirming, setConfirming] = useState(false);
  const status = usePropertyStatus(property.propertyId, () => setConfirming(false));
  const canEdit = useCapability('propertyEditing');
  const closed = property.status === PROPERTY_CLOSED;
  const id = property.propertyId;
  if (!canEdit) return null;
  return (
    <>
      <Link className="lt-btn lt-btn--secondary" to={paths.propertyEdit(id)} aria-label={tCard.editLabel(id)}>
        {tCard.edit}
      </Link>
      {closed ? (
        <button
          type="button"
          className="lt-btn lt-btn--primary"
          aria-label={tc.reopenLabel(id)}
          disabled={status.isPending}
          onClick={() => status.mutate('reopen')}
        >
          {status.isPending ? tc.reopening : tc.reopen}
        </button>
      ) : (
        <button
          type="button"
          className="lt-btn lt-btn--ghost"
          aria-label={tc.actionLabel(property.processType, id)}
          disabled={status.isPending}
          onClick={() => setConfirming(true)}
        >
          {tc.action(property.processType)}
        </button>
      )}
      <ClosePropertyDialog
        property={property}
        open={confirming}
        busy={status.isPending}
        onConfirm={() => status.mutate('close')}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** A match: the owner's WhatsApp where the contact rule gives the number, as the profile's matches do. */
function MatchActions({ property }: { property: PropertyDetail }) {
  if (!property.phoneNumber) return <p className="ltd-muted">{t.noContact}</p>;
  const href = waChatUrl(property.phoneNumber, t.whatsappText(property.propertyId, displayTitle(property)));
  return (
    <a
      className="lt-btn lt-btn--whatsapp"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.whatsappLabel(property.propertyId)}
    >
      {t.whatsapp}
    </a>
  );
}
