/** Fired on window right before the page reloads for a new version: forms save what was typed. */
export const BEFORE_RELOAD_EVENT = 'lotengo:before-reload';
