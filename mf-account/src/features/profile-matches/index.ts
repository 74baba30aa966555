export { MatchesOfProperty, PropertyMatches } from './property-matches';
export { RequestMatches } from './request-matches';
