export { AvailabilityModal, type AvailabilityModalProps } from './availability-modal';
