export { SeekerVisit, visitOf } from './seeker-visit';
export { OwnerVisits } from './owner-visits';
