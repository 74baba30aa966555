/**
 * Signed-in pages on a throttled phone, for `npm run bench:web -- --signed-in`:
 *
 * - each page in a NEW context (empty HTTP cache) carrying the signed-in tab's storage (web-session.ts),
 *   with Chrome DevTools Protocol throttling: CPU 4× slower, 1.6 Mbps down / 750 kbps up, 150 ms round
 *   trip (Lighthouse's "slow 4G" phone, applied for real rather than simulated);
 * - the JavaScript fetched until the network is idle (gzip as transferred, web-bytes.ts);
 * - the time from navigation start until the page's `<h1>` AND its first content (a card, or the empty
 *   state) are visible, recorded in the page by an init script at the animation frame that shows them;
 * - CLS (layout-shift entries, session windows of at most 5 s with gaps under 1 s, as Chrome reports it)
 *   until the network is idle;
 * - actions on a page already open and idle (web-signed-in-actions.ts): the time from the press
 *   (pointerdown's timestamp) to the animation frame at which the dialog it opens is visible, and to
 *   when its data is shown.
 *
 * The reference, `/page/requests` for a visitor, is measured in the same run with the same conditions.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '@lotengo/shared/routing';
import { phoneContextOptions, trackScripts, type ScriptBytes } from './web-bytes';
import { addSession, type SessionSnapshot } from './web-session';
import { accountTexts } from '@lotengo/mf-account/texts';
import { inboxTexts } from '@lotengo/mf-inbox/texts';
import { propertiesTexts } from '@lotengo/mf-properties/texts';
import { requestFormTexts, requestsTexts } from '@lotengo/mf-requests/texts';

export const THROTTLING = { cpuSlowdown: 4, downloadKbps: 1600, uploadKbps: 750, rttMs: 150 } as const;
export const THROTTLING_LABEL =
  `CPU ${THROTTLING.cpuSlowdown}× más lenta, ${THROTTLING.downloadKbps / 1000} Mbps de ` +
  `bajada / ${THROTTLING.uploadKbps} kbps de subida, ${THROTTLING.rttMs} ms de ida y vuelta (CDP), ventana 412×823`;

/** What counts as a page's first content: a card of any area, or an empty state. */
export const FIRST_CONTENT = [
  'article[data-testid="request-card"]',
  'article.lt-property-card',
  'article.lt-inbox-card',
  'section.lt-empty',
].join(', ');

export type BenchUser = 'diego' | 'lucia';

export interface TimedPage {
  path: string;
  heading: string;
  /** null: a visitor (the reference page). */
  user: BenchUser | null;
}

/** The reference (a visitor's search page) first, then the signed-in pages of the issue. */
export const TIMED_PAGES: TimedPage[] = [
  { path: paths.requests, heading: requestsTexts.search.title, user: null },
  { path: paths.inbox, heading: inboxTexts.title, user: 'diego' },
  { path: paths.properties, heading: propertiesTexts.myPropertiesTitle, user: 'lucia' },
  { path: paths.profile, heading: accountTexts.profile.title, user: 'diego' },
  { path: paths.myRequests, heading: requestFormTexts.mine.title, user: 'diego' },
];

export interface PageTiming {
  path: string;
  user: BenchUser | null;
  bytes: ScriptBytes;
  /** The heading found in the DOM and visible (checked each frame, before that frame paints). */
  headingMs: number;
  /** The first contentful paint. */
  fcpMs: number;
  contentMs: number;
  /** Both visible: max(headingMs, contentMs). */
  readyMs: number;
  cls: number;
  shifts: { value: number; at: number; nodes: string }[];
}

export interface InPageState {
  headingAt: number | null;
  /** The first contentful paint (the paint that showed a prerendered heading found before it). */
  fcpAt?: number;
  contentAt: number | null;
  shifts: { value: number; at: number; hadRecentInput: boolean; nodes: string }[];
  action: {
    name: string;
    /** The press's answer is a toast with `name` in its text, not a dialog. */
    toast?: boolean;
    pressedAt: number | null;
    dialogAt: number | null;
    dataAt: number | null;
    dataSelector: string;
  } | null;
}

/**
 * Injected before the page's own scripts: watches the DOM (mutations, checked once per animation
 * frame) for the heading and the first content, records layout shifts, and times actions. Plain
 * JavaScript in a string: tsx (esbuild, keepNames) would wrap a TypeScript function's inner functions
 * in a `__name` helper that does not exist in the page.
 */
const IN_PAGE_PROBE = `(({ heading, content }) => {
  const state = { headingAt: null, contentAt: null, shifts: [], action: null };
  window.__ltBench = state;
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    const style = window.getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };
  const check = () => {
    const now = performance.now();
    if (state.headingAt === null) {
      for (const h of Array.from(document.querySelectorAll('h1'))) {
        if ((h.textContent || '').trim() === heading && visible(h)) { state.headingAt = now; break; }
      }
    }
    if (state.contentAt === null && Array.from(document.querySelectorAll(content)).some(visible)) state.contentAt = now;
    const a = state.action;
    if (a && a.pressedAt !== null) {
      // A modal, or a panel that is not one (the header's notifications: a region); or a toast saying a.name.
      const dialogs = a.toast
        ? Array.from(document.querySelectorAll('.Toastify__toast')).filter(
            (d) => (d.textContent || '').includes(a.name) && visible(d),
          )
        : Array.from(document.querySelectorAll('[role="dialog"], [role="region"]')).filter((d) => {
            const label = d.getAttribute('aria-labelledby');
            const named = label ? (document.getElementById(label) || {}).textContent : d.getAttribute('aria-label');
            const name = named || '';
            return name.trim() === a.name && visible(d);
          });
      if (dialogs.length && a.dialogAt === null) a.dialogAt = now;
      const hasData = (d) => Array.from(d.querySelectorAll(a.dataSelector)).some(visible);
      if (dialogs.length && a.dataAt === null && dialogs.some(hasData)) a.dataAt = now;
    }
  };
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; check(); });
  };
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') state.fcpAt = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  new MutationObserver(queue).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'aria-busy'],
  });
  document.addEventListener('pointerdown', (e) => {
    if (state.action && state.action.pressedAt === null) state.action.pressedAt = e.timeStamp;
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const named = (s) =>
          s.node instanceof Element
            ? s.node.tagName.toLowerCase() +
              (s.node.className ? '.' + String(s.node.className).split(' ').join('.') : '')
            : '?';
        const nodes = (entry.sources || []).map(named).join(', ');
        state.shifts.push({ value: entry.value, at: entry.startTime, hadRecentInput: entry.hadRecentInput, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) {
    // No layout-shift entries in this browser: CLS is reported as 0.
  }
})`;

/** Chrome's CLS: the largest session window (gaps < 1 s, at most 5 s) of shifts without recent input. */
export function cumulativeLayoutShift(shifts: { value: number; at: number; hadRecentInput?: boolean }[]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of shifts.filter((x) => !x.hadRecentInput).sort((a, b) => a.at - b.at)) {
    if (s.at - last > 1000 || s.at - windowStart > 5000) {
      current = 0;
      windowStart = s.at;
    }
    current += s.value;
    last = s.at;
    best = Math.max(best, current);
  }
  return best;
}

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

export async function readState(page: Page): Promise<InPageState> {
  return page.evaluate(() => (window as unknown as { __ltBench: InPageState }).__ltBench);
}

export interface OpenedPage {
  page: Page;
  timing: PageTiming;
  close(): Promise<void>;
}

/** Opens `shellUrl + spec.path` cold and throttled (signed in when `session`), waits for idle, measures. */
export async function openTimedPage(
  browser: Browser,
  shellUrl: string,
  spec: TimedPage,
  session: SessionSnapshot | null,
  timeoutMs = 120_000,
): Promise<OpenedPage> {
  const context = await browser.newContext(phoneContextOptions());
  try {
    if (session) await addSession(context, session);
    await context.addInitScript({
      content: `${IN_PAGE_PROBE}(${JSON.stringify({ heading: spec.heading, content: FIRST_CONTENT })});`,
    });
    const page = await context.newPage();
    await throttle(page);
    const tracker = trackScripts(page);
    const url = `${shellUrl}${spec.path}`;
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __ltBench?: InPageState }).__ltBench;
        return Boolean(s && s.headingAt !== null && s.contentAt !== null);
      },
      null,
      { timeout: timeoutMs, polling: 200 },
    );
    await tracker.networkIdle(1500, timeoutMs);
    if (new URL(page.url()).pathname !== spec.path)
      throw new Error(`${spec.path}: la página fue a ${page.url()} (¿sesión perdida?)`);
    const state = await readState(page);
    const timing: PageTiming = {
      path: spec.path,
      user: spec.user,
      bytes: await tracker.result(url),
      headingMs: state.headingAt!,
      fcpMs: state.fcpAt ?? Number.NaN,
      contentMs: state.contentAt!,
      readyMs: Math.max(state.headingAt!, state.contentAt!),
      cls: cumulativeLayoutShift(state.shifts),
      shifts: state.shifts.filter((s) => !s.hadRecentInput).map(({ value, at, nodes }) => ({ value, at, nodes })),
    };
    return { page, timing, close: () => context.close() };
  } catch (err) {
    await context.close();
    throw err;
  }
}
