export { ClosePropertyDialog, type ClosePropertyDialogProps } from './close-property-dialog';
export { usePropertyStatus } from './use-property-status';
