export { usePropertyDetail, propertyIdOf, type DetailState } from './use-property-detail';
export { DetailStates } from './detail-states';
export { PropertyDetailView, type PropertyDetailViewProps } from './property-detail-view';
