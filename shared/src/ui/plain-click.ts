/** What a click carries that decides where the browser opens a link. */
type ClickKeys = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the browser would open in this tab (not a new tab, window or download): the app may take it over. */
export const isPlainClick = (e: ClickKeys): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
