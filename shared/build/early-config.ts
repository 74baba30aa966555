/**
 * What the early-start script in index.html (early-start.ts) and the app's loadRuntimeConfig agree on.
 * Its own module so the browser bundle takes these two names, not the script's generator.
 */
export const CONFIG_URL = '/config.json';
/** Where the early config promise waits for the app. */
export const EARLY_CONFIG_GLOBAL = '__LT_EARLY_CONFIG__';
/** sessionStorage key of this tab's `?preview=<app>@<version>` (issue 15): the tab keeps it, no other tab sees it. */
export const PREVIEW_STORAGE_KEY = 'lt_preview';
/** Where the early script leaves a refused preview `{ preview, reason }` for the shell's notice. */
export const PREVIEW_REFUSED_GLOBAL = '__LT_PREVIEW_REFUSED__';
