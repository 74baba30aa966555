export { OffersSection, type OffersSectionProps } from './offers-section';
export { OfferCard, OfferDecision, type OfferCardProps, type OfferDecisionProps } from './offer-card';
export { useOfferActions } from './use-offer-actions';
export { groupOffers, countByFilter, offerState, type OfferFilter, type OfferGroup } from './group-offers';
export { useInboxOpened } from './use-offers';
