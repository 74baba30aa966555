/**
 * What the early-start script in index.html (early-start.ts) and the app's loadRuntimeConfig agree on.
 * Its own module so the browser bundle takes these two names, not the script's generator.
 */
export const CONFIG_URL = '/config.json';
/** Where the early config promise waits for the app. */
export const EARLY_CONFIG_GLOBAL = '__LT_EARLY_CONFIG__';
