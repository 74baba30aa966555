/** The browser's own share sheet, where there is one (phones, mostly; not Linux desktops). */
export const canShareNatively = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
