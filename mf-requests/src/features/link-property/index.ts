export { useLoTengo } from './use-lo-tengo';
export { LinkPropertyModal, type LinkPropertyModalProps } from './link-property-modal';
