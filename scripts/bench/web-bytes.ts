/**
 * The JavaScript a first-time visitor downloads: every script the page fetches from navigation until
 * the network is idle (the shell's entry, the federation runtime, the shared singletons, each remote's
 * remoteEntry.js and the chunks it pulls in), counted in a fresh browser context (empty cache, no
 * session). Used by `npm run bench:web` and by the budget check (e2e/perf/js-budget.spec.ts).
 *
 * "gzip" is the body as it travelled (the response's encoded size, i.e. after the server's compression);
 * "raw" is the body after decompression. Both come from the browser's own network accounting (CDP via
 * Playwright's request sizes), so they are the same figures DevTools shows.
 */
import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import { addSession, type SessionSnapshot } from './web-session';

export interface ScriptEntry {
  url: string;
  /** Bytes of the body as transferred (compressed when the server compressed it). */
  transferred: number;
  /** Bytes of the decoded body. */
  raw: number;
  /** Content-Encoding of the answer ('' when none). */
  encoding: string;
}

export interface ScriptBytes {
  url: string;
  scripts: ScriptEntry[];
  /** Sum of `transferred` over every script. */
  gzip: number;
  /** Sum of `raw` over every script. */
  raw: number;
}

export interface MeasureOptions {
  /** How long the network must stay quiet to count as idle (ms). */
  idleMs?: number;
  /** Give up waiting for idle after this long (ms). */
  timeoutMs?: number;
  /** Something visible that says the page has rendered (checked before waiting for idle). */
  readySelector?: string;
  /** 'gzip' (default) asks for gzip only; 'browser' keeps Chromium's own Accept-Encoding (brotli). */
  encoding?: 'gzip' | 'browser';
  /** A signed-in user's tab storage (web-session.ts): the page is loaded as that user, cache still empty. */
  session?: SessionSnapshot;
}

const isScript = (req: Request) => req.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(req.url()).pathname);

/** A browser context of a phone (412×823, es-PE) asking for gzip only, as every figure here is stated. */
export function phoneContextOptions(encoding: MeasureOptions['encoding'] = 'gzip'): BrowserContextOptions {
  return {
    viewport: { width: 412, height: 823 },
    locale: 'es-PE',
    serviceWorkers: 'block',
    // gzip, not brotli: the budget is stated in gzip bytes (brotli would be ~10 % smaller).
    extraHTTPHeaders: encoding === 'browser' ? {} : { 'Accept-Encoding': 'gzip, deflate' },
  };
}

export interface ScriptTracker {
  /** Resolves once nothing is in flight and nothing new started for `idleMs` (or `timeoutMs` passed). */
  networkIdle(idleMs?: number, timeoutMs?: number): Promise<void>;
  /** Every script finished so far, biggest first, with the sums. */
  result(url: string): Promise<ScriptBytes>;
}

/** Starts counting the scripts `page` fetches (attach before the navigation). */
export function trackScripts(page: Page): ScriptTracker {
  const pending = new Set<Request>();
  const done: Promise<ScriptEntry | null>[] = [];
  let lastActivity = Date.now();
  page.on('request', (req) => {
    // A signed-in page's live channel (Server-Sent Events) stays open for good: it is not loading.
    if (req.resourceType() === 'eventsource') return;
    pending.add(req);
    lastActivity = Date.now();
  });
  const settle = (req: Request) => {
    pending.delete(req);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (req) => {
    settle(req);
    if (!isScript(req)) return;
    done.push(
      (async () => {
        const response = await req.response();
        if (!response) return null;
        const sizes = await req.sizes();
        const raw = (await response.body().catch(() => Buffer.alloc(0))).length;
        const encoding = (await response.headerValue('content-encoding')) ?? '';
        return { url: req.url(), transferred: sizes.responseBodySize, raw, encoding };
      })().catch(() => null), // a script that finishes as the page closes (a prefetch after the count) is not counted
    );
  });
  return {
    async networkIdle(idleMs = 1500, timeoutMs = 60_000) {
      // Network idle: nothing in flight and nothing new for idleMs (remotes arrive in waves: config,
      // manifest, entry, chunks, so one quiet frame is not enough).
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastActivity < idleMs)) {
        await page.waitForTimeout(100);
      }
    },
    async result(url: string) {
      const scripts = (await Promise.all(done)).filter((s): s is ScriptEntry => s !== null);
      scripts.sort((a, b) => b.transferred - a.transferred);
      return {
        url,
        scripts,
        gzip: scripts.reduce((n, s) => n + s.transferred, 0),
        raw: scripts.reduce((n, s) => n + s.raw, 0),
      };
    },
  };
}

/**
 * Loads `url` once with an empty cache and counts its scripts: as a first-time visitor, or, with
 * `opts.session` (web-session.ts), as a signed-in user opening that page in a new tab.
 */
export async function measureScriptBytes(
  browser: Browser,
  url: string,
  opts: MeasureOptions = {},
): Promise<ScriptBytes> {
  const idleMs = opts.idleMs ?? 1500;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const context = await browser.newContext(phoneContextOptions(opts.encoding));
  try {
    if (opts.session) await addSession(context, opts.session);
    const page = await context.newPage();
    const tracker = trackScripts(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (opts.readySelector) await page.waitForSelector(opts.readySelector, { state: 'visible', timeout: timeoutMs });
    await tracker.networkIdle(idleMs, timeoutMs);
    if (opts.session && new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url}: la sesión no se mantuvo (la página fue a ${page.url()})`);
    }
    return await tracker.result(url);
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per script, biggest first: where the bytes go. */
export function describeScripts(result: ScriptBytes, limit = 40): string {
  const rows = result.scripts.slice(0, limit).map((s) => {
    const { host, pathname } = new URL(s.url);
    return `  ${kb(s.transferred).padStart(9)} ${kb(s.raw).padStart(10)}  ${s.encoding || '-'}  ${host}${pathname}`;
  });
  return [`  ${'gzip'.padStart(9)} ${'raw'.padStart(10)}`, ...rows].join('\n');
}
