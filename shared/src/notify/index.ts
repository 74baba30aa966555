export { notify, notifyKey, catalogueMessage, type NotifyKind } from './notify';
export { ToastHost } from './toast-host';
export { ToastContent } from './toast-content';
