export { PropertyCard as default, type PropertyCardProps, type SendState } from '../features/property-card/property-card';
