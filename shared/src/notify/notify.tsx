import type { ToastOptions } from 'react-toastify';
import { toasts, type ToastKey } from '../i18n/toasts';
import { ToastContent } from './toast-content';
import { loadToastify } from './toastify';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: NotifyKind, message: string, title?: string, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast }) => toast[kind](<ToastContent title={title} message={message} />, options),
    (err: unknown) => console.error('[lotengo] No se pudo mostrar el aviso', message, err),
  );
}

/** The four toast kinds of SPEC §8 (6000 ms and the close button come from <ToastHost/>). */
export const notify = {
  success: (message: string, title?: string, options?: ToastOptions) => show('success', message, title, options),
  error: (message: string, title?: string, options?: ToastOptions) => show('error', message, title, options),
  info: (message: string, title?: string, options?: ToastOptions) => show('info', message, title, options),
  warning: (message: string, title?: string, options?: ToastOptions) => show('warning', message, title, options),
};

/** The catalogue text of `key`, with `extra` (e.g. the server's reason) appended after a space. */
export function catalogueMessage(key: ToastKey, extra?: string | null): string {
  const base = toasts[key].message;
  const more = extra?.trim();
  return more ? `${base} ${more}` : base;
}

/** A catalogue toast: notifyKey('error', 'saveFailure', apiErrorMessage(err)). */
export function notifyKey(kind: NotifyKind, key: ToastKey, extra?: string | null) {
  return show(kind, catalogueMessage(key, extra), toasts[key].title);
}
