export { AppProviders, type AppProvidersProps } from './app-providers';
export { Modal, type ModalProps } from './modal';
export { ProcessingOverlay, type ProcessingOverlayProps } from './processing-overlay';
export { FieldError, type FieldErrorProps } from './field-error';
export { Spinner, type SpinnerProps } from './spinner';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { RetryAlert, type RetryAlertProps } from './retry-alert';
export { UnderConstruction } from './under-construction';
export { Avatar, type AvatarProps } from './avatar';
export { LinkList, type LinkItem } from './link-list';
export { focusableIn } from './focusable';
export { isPlainClick } from './plain-click';
export { startStandalone } from './start-standalone';
// The form kit is its own entry, @lotengo/shared/form: it pulls in react-hook-form (~16 KB gzip), which
// the visitor's first pages (home, request search) must not download with the main entry. Its option
// hooks need no form library, so filters get them from here too.
export * from './form/options';
export { FormField, fieldA11y, type FormFieldProps } from './form/field-shell';
export { SelectControl, SelectOptions, type SelectOption, type SelectControlProps } from './form/select-control';
export { whenIdle, usePrefetchOnIdle } from './idle';
export { useCapability } from './use-capability';
