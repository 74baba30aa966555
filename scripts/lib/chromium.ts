/**
 * How every tool here starts Chromium: the e2e journeys (e2e/playwright.config.ts), the deploy gate's
 * smoke run (scripts/lib/releases/smoke-run.ts) and the benches (scripts/bench/). Dependency-free, so
 * each of them can import it.
 */

/** Debian's Chromium (`npx playwright install` cannot download here); CHROMIUM_PATH points at another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, no sandbox (containers), and none of the background traffic that would blur a measurement. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
