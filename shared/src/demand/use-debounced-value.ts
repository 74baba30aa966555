import { useEffect, useState } from 'react';

/**
 * Plain data (numbers, strings, flat objects of them) once it has stopped changing for `ms`: a price being
 * typed asks the API once, not per key. Compared by content, so a new object with the same values is no
 * change (a form builds one per render).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === settled.key) return undefined;
    const id = setTimeout(() => setSettled({ key, value: JSON.parse(key) as T }), ms);
    return () => clearTimeout(id);
  }, [key, ms, settled.key]);
  return settled.value;
}

/** How long the form panels wait after the last keystroke. */
export const PANEL_DEBOUNCE_MS = 400;
