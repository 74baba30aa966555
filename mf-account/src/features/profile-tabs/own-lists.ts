import { houseRequestQueries, paths, propertyQueries } from '@lotengo/shared';
import { ownList } from './own-list-tab';
import { PROPERTY_CARD_HEIGHT, REQUEST_CARD_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '../../texts';

const t = profileTexts;

/** Tab "Mis solicitudes": my requests, as mf-requests' cards (editable). */
export const MY_REQUESTS = ownList({
  query: houseRequestQueries.mine,
  section: { title: t.myRequests, addLabel: t.addRequest, addTo: paths.requestsCreate(0, 0), empty: t.noRequests },
  cards: { remote: 'mf_requests', module: 'request-card', height: REQUEST_CARD_HEIGHT },
  card: (request) => ({ key: request.houseRequestId, props: { request, editable: true } }),
});

/** Tab "Mis propiedades": my properties, as mf-properties' owner cards. */
export const MY_PROPERTIES = ownList({
  query: propertyQueries.mine,
  section: { title: t.myProperties, addLabel: t.addProperty, addTo: paths.propertyCreate, empty: t.noProperties },
  cards: { remote: 'mf_properties', module: 'property-card', height: PROPERTY_CARD_HEIGHT },
  card: (property) => ({ key: property.propertyId, props: { property, own: true, headingLevel: 3 as const } }),
});
