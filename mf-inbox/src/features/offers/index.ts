export { OffersSection, type OffersSectionProps } from './offers-section';
export { OfferCard, type OfferCardProps } from './offer-card';
export { groupOffers, countByFilter, offerState, type OfferFilter, type OfferGroup } from './group-offers';
export { useInboxOpened } from './use-offers';
