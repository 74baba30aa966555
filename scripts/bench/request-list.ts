/**
 * `npm run bench`: does /page/requests stay fast when the marketplace is large?
 *
 * For N = 100 and N = 10,000 house requests it seeds a temporary mock-API database, starts the whole
 * stack (production builds) on free non-default ports, opens /page/requests in headless Chromium several
 * times with an empty cache and measures the time to the first result card: from navigation start
 * (performance.timeOrigin, Navigation Timing) to the moment the first card is in the DOM and visible,
 * recorded inside the page by a MutationObserver so the probe's own polling does not count.
 *
 * It prints one row per N (median, min, max of the runs, the total the page reports) and the ratio of the
 * medians N=10,000 / N=100. The run fails (exit 1) when that ratio is above 1.5: the API pages and filters
 * on the server and the page renders a bounded number of cards, so ten times a hundred times more data
 * must not make the first results noticeably slower; 1.5 leaves room for noise on a shared 2-core machine
 * while still catching an implementation that loads or renders the whole list (that shows up as 3x+).
 *
 * Options (environment): BENCH_RUNS (default 5), BENCH_SIZES (default "100,10000"), BENCH_THRESHOLD
 * (default 1.5), BENCH_PORT_BASE (first of 9 consecutive ports to try, default 19380), CHROMIUM_PATH.
 */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { ensureBuilt } from '../lib/build';
import type { ServiceName } from '../stack';
import { freePorts, withBenchStack } from './bench-stack';
import { paths } from '@lotengo/shared/routing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

const RUNS = positiveInt(process.env.BENCH_RUNS, 5);
const SIZES = (process.env.BENCH_SIZES ?? '100,10000')
  .split(',')
  .map((s) => positiveInt(s.trim(), 0))
  .filter((n) => n > 0);
const THRESHOLD = Number(process.env.BENCH_THRESHOLD ?? 1.5);
const PORT_BASE = positiveInt(process.env.BENCH_PORT_BASE, 19380);
const CARD_SELECTOR = '[data-testid="request-card"]';
const COUNT_SELECTOR = '[data-testid="results-count"]';

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);

interface Sample {
  firstCardMs: number;
  responseEndMs: number;
  domContentLoadedMs: number;
  resultsText: string;
}

/**
 * Runs in the page before any of its scripts: records when the first result card is in the DOM and
 * visible (laid out with a size). Checked on every DOM change and every frame, since a card can become
 * visible without a DOM change (its stylesheet arriving). A string, not a function: tsx's transform
 * adds helpers to functions that do not exist in the page.
 */
const FIRST_CARD_PROBE = `(() => {
  const selector = ${JSON.stringify(CARD_SELECTOR)};
  const check = () => {
    if (window.__firstCardAt !== undefined) return true;
    const card = document.querySelector(selector);
    if (card && card.getClientRects().length > 0 && card.getBoundingClientRect().height > 0) {
      window.__firstCardAt = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => { if (!check()) requestAnimationFrame(frame); else observer.disconnect(); };
  requestAnimationFrame(frame);
})();`;

async function measureOnce(browser: Browser, url: string): Promise<Sample> {
  // A fresh context each time: empty HTTP cache, no session, like a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: FIRST_CARD_PROBE });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForSelector(CARD_SELECTOR, { state: 'visible', timeout: 60_000 });
    await page.waitForFunction('window.__firstCardAt !== undefined', null, { timeout: 10_000 });
    const timing = (await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        firstCardMs: window.__firstCardAt,
        responseEndMs: nav ? nav.responseEnd : NaN,
        domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : NaN,
      };
    })()`)) as Omit<Sample, 'resultsText'>;
    const resultsText = ((await page.locator(COUNT_SELECTOR).first().textContent({ timeout: 10_000 })) ?? '').trim();
    return { ...timing, resultsText };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface Row {
  n: number;
  samples: Sample[];
}

async function benchSize(n: number, browser: Browser, ports: Record<ServiceName, number>): Promise<Row> {
  log(`N=${n}: sembrando una base temporal y levantando el stack en :${ports.shell} (API :${ports.api})…`);
  return withBenchStack({ ports, tmpPrefix: `lotengo-bench-${n}-`, seed: { requests: n } }, async (stack) => {
    const url = `${stack.urls.shell}${paths.requests}`;
    // One unmeasured visit warms the servers (JIT, file cache) the same way for every N.
    await measureOnce(browser, url);
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = await measureOnce(browser, url);
      samples.push(s);
      log(`N=${n} run ${i + 1}/${RUNS}: primera tarjeta ${s.firstCardMs.toFixed(0)} ms (${s.resultsText})`);
    }
    const reported = Number(samples[0]!.resultsText.replace(/\D/g, ''));
    if (reported < n)
      throw new Error(`la página informa "${samples[0]!.resultsText}" pero se sembraron ${n} solicitudes`);
    return { n, samples };
  });
}

function printTable(rows: Row[]) {
  const head = ['N', 'runs', 'mediana (ms)', 'mín (ms)', 'máx (ms)', 'HTML listo (ms)', 'página informa'];
  const body = rows.map((r) => {
    const first = r.samples.map((s) => s.firstCardMs);
    return [
      r.n.toLocaleString('en-US'),
      String(r.samples.length),
      median(first).toFixed(0),
      Math.min(...first).toFixed(0),
      Math.max(...first).toFixed(0),
      median(r.samples.map((s) => s.domContentLoadedMs)).toFixed(0),
      r.samples[0]!.resultsText,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  process.stdout.write(`\nTiempo hasta la primera tarjeta en /page/requests (Chromium headless, caché vacía)\n\n`);
  process.stdout.write(`${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const b of body) process.stdout.write(`${line(b)}\n`);
}

async function main() {
  if (SIZES.length < 2) throw new Error('BENCH_SIZES necesita al menos dos tamaños');
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`No se encontró Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const built = await ensureBuilt({ sink: (source, line) => log(`${source}: ${line}`) });
  if (built.length) log(`compilados: ${built.join(', ')}`);
  const ports = await freePorts(PORT_BASE);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const rows: Row[] = [];
  try {
    for (const n of SIZES) rows.push(await benchSize(n, browser, ports));
  } finally {
    await browser.close();
  }
  printTable(rows);
  const small = rows[0]!;
  const large = rows[rows.length - 1]!;
  const ratio = median(large.samples.map((s) => s.firstCardMs)) / median(small.samples.map((s) => s.firstCardMs));
  const ok = ratio <= THRESHOLD;
  process.stdout.write(
    `\nRelación N=${large.n.toLocaleString('en-US')} / N=${small.n.toLocaleString('en-US')}: ${ratio.toFixed(2)} ` +
      `(umbral ${THRESHOLD}) → ${ok ? 'OK' : 'DEMASIADO LENTO'}\n`,
  );
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`\n[bench] error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
