import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BEFORE_RELOAD_EVENT } from '../reload-event';

const PREFIX = 'lotengo:borrador:';

/** File and Blob values (chosen photos) cannot be written down: they are left out. */
const writable = (_key: string, value: unknown) =>
  typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value;

/**
 * What was typed survives the reload the "Recargar" notice asks for (a version gone under
 * an open tab): the values are written to sessionStorage right before that reload, under `key`, and put
 * back — once — when the form mounts again. Only that reload: an ordinary one starts afresh.
 */
export function useKeepOnReload<T extends FieldValues>(key: string, form: UseFormReturn<T>): void {
  useEffect(() => {
    const storageKey = `${PREFIX}${key}`;
    let saved: unknown = null;
    try {
      const raw = window.sessionStorage.getItem(storageKey);
      if (raw) {
        window.sessionStorage.removeItem(storageKey);
        saved = JSON.parse(raw);
      }
    } catch {
      saved = null;
    }
    if (saved && typeof saved === 'object')
      form.reset({ ...form.getValues(), ...(saved as T) }, { keepDefaultValues: true });

    const keep = () => {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(form.getValues(), writable));
      } catch {
        // Storage full or unavailable: the reload goes on, the form starts afresh.
      }
    };
    window.addEventListener(BEFORE_RELOAD_EVENT, keep);
    return () => window.removeEventListener(BEFORE_RELOAD_EVENT, keep);
  }, [key, form]);
}
