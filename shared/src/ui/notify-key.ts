import { notify, type NotifyKind } from '@lotengo/shared/notify';
import { toasts, type ToastKey } from '@lotengo/shared/i18n';

/** The catalogue text of `key`, with `extra` (e.g. the server's reason) appended after a space. */
export function catalogueMessage(key: ToastKey, extra?: string | null): string {
  const base = toasts[key].message;
  const more = extra?.trim();
  return more ? `${base} ${more}` : base;
}

/**
 * A catalogue toast: notifyKey('error', 'saveFailure', apiErrorMessage(err)). The texts travel with the
 * app that shows them (the catalogue of docs/product/texts.md is part of the contracts package); the toast itself goes
 * through the page's one container (@lotengo/shared/notify).
 */
export function notifyKey(kind: NotifyKind, key: ToastKey, extra?: string | null): void {
  notify[kind](catalogueMessage(key, extra), toasts[key].title);
}
