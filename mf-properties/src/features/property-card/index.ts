export {
  PropertyCard,
  type PropertyCardProps,
  type PropertyCardViewProps,
  type OwnerActions,
  type SendState,
} from './property-card';
