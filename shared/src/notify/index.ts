/**
 * @lotengo/shared/notify — a federation singleton (shared/build/singletons.ts): the page's one toast
 * container and its queue, so a remote's toast shows in the shell's container. Catalogue toasts
 * (`notifyKey`) are built by each app from its own copy of the texts (@lotengo/shared).
 */
export { notify, type NotifyKind } from './notify';
export { ToastHost } from './toast-host';
export { ToastContent } from './toast-content';
