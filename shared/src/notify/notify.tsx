import type { ToastOptions } from 'react-toastify';
import { ToastContent } from './toast-content';
import { loadToastify } from './toastify';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: NotifyKind, message: string, title?: string, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast }) => toast[kind](<ToastContent title={title} message={message} />, options),
    (err: unknown) => console.error('[lotengo] No se pudo mostrar el aviso', message, err),
  );
}

/** The four toast kinds of docs/product/texts.md (6000 ms and the close button come from <ToastHost/>). */
export const notify = {
  success: (message: string, title?: string, options?: ToastOptions) => show('success', message, title, options),
  error: (message: string, title?: string, options?: ToastOptions) => show('error', message, title, options),
  info: (message: string, title?: string, options?: ToastOptions) => show('info', message, title, options),
  warning: (message: string, title?: string, options?: ToastOptions) => show('warning', message, title, options),
};
