export { AppProviders, type AppProvidersProps } from './app-providers';
export { Modal, type ModalProps } from './modal';
export { ProcessingOverlay, type ProcessingOverlayProps } from './processing-overlay';
export { FieldError, type FieldErrorProps } from './field-error';
export { Spinner, type SpinnerProps } from './spinner';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { UnderConstruction } from './under-construction';
export { Avatar, type AvatarProps } from './avatar';
export { focusableIn } from './focusable';
