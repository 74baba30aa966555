export { usePropertyDetail, propertyIdOf, type DetailState } from '../../lib/use-property-detail';
export { DetailStates } from './detail-states';
export { PropertyDetailView, type PropertyDetailViewProps } from './property-detail-view';
