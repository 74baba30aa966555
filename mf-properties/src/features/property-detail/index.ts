export { usePropertyDetail, propertyIdOf, type DetailState } from '../../lib/use-property-detail';
export { DetailStates } from './detail-states';
export { PropertyDetailView, type PropertyDetailViewProps } from './property-detail-view';
export { useSeedProperty, type SeedPropertyState, type SeedSource } from '../../lib/use-seed-property';
export { SeedDetailView, type SeedDetailViewProps } from './seed-detail-view';
