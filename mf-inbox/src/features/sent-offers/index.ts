export { SentOffersSection } from './sent-offers-section';
export { requestClosedOn, sentStatus, type SentStatus } from './sent-status';
