/**
 * Lighthouse 12.8 (its Node API) on Debian's Chromium, default mobile profile: simulated slow 4G and a
 * 4x slower CPU (the default config's "simulate" throttling), performance category only unless SEO is
 * asked too. Lighthouse resets storage and cache before each run, so every run is a first-time visitor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

export interface LighthouseSample {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes of script as Lighthouse's network records saw them (cross-check of web-bytes). */
  scriptTransfer: number;
  scriptCount: number;
  /** What moved (Lighthouse's layout-shifts audit): element and its share of CLS. */
  shifts: { node: string; score: number }[];
  /** What the largest paint was. */
  lcpElement: string;
  /** Main-thread tasks over 50 ms (Lighthouse's long-tasks audit, simulated timings): what TBT is made of. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** 0–100, when the run asked for the SEO category. */
  seo?: number;
  /** The SEO audits that failed: their titles. */
  seoFailed?: string[];
}

interface Node {
  selector?: string;
  snippet?: string;
}
interface Audit {
  title?: string;
  score?: number | null;
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      node?: Node;
      score?: number;
      items?: { node?: Node }[];
      url?: string;
      startTime?: number;
      duration?: number;
    }[];
  };
}
interface Lhr {
  categories: {
    performance: { score: number | null };
    seo?: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, Audit | undefined>;
  runtimeError?: { code: string; message: string };
}

/** Lighthouse (12.6+) names the LCP element in its LCP-breakdown insight (a list: a table, then the node). */
function lcpNode(lhr: Lhr): Node | undefined {
  const items = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) as { type?: string }[];
  return items.find((i): i is Node & { type: 'node' } => i.type === 'node');
}

const describe = (node: Node | undefined) =>
  node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : '—';

/** One Chromium for all the runs (Lighthouse opens a fresh tab and clears storage for each). */
export async function withLighthouse<T>(
  fn: (run: (url: string, opts?: { seo?: boolean }) => Promise<LighthouseSample>) => Promise<T>,
): Promise<T> {
  // Both are ES modules: loaded with import() from this CommonJS script.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher adds its own --headless flag handling; ours are the e2e flags (no sandbox, no
  // background networking), minus the bare --headless that it would duplicate.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
    logLevel: 'silent',
  });
  const run = async (url: string, opts: { seo?: boolean } = {}): Promise<LighthouseSample> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: opts.seo ? ['performance', 'seo'] : ['performance'],
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR keeps each full report (open it in the Lighthouse viewer to see every audit).
    if (process.env.BENCH_LHR_DIR) {
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const file = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, file), JSON.stringify(lhr));
    }
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: num('largest-contentful-paint'),
      cls: num('cumulative-layout-shift'),
      tbtMs: num('total-blocking-time'),
      fcpMs: num('first-contentful-paint'),
      scriptTransfer: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0),
      scriptCount: scripts.length,
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({
        node: describe(i.node),
        score: i.score ?? 0,
      })),
      lcpElement: describe(lcpNode(lhr)),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({
        url: i.url ?? '—',
        startMs: i.startTime ?? NaN,
        durationMs: i.duration ?? NaN,
      })),
      ...(lhr.categories.seo
        ? {
            seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
            seoFailed: lhr.categories.seo.auditRefs
              .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
              .map((r) => lhr.audits[r.id]?.title ?? r.id),
          }
        : {}),
    };
  };
  try {
    return await fn(run);
  } finally {
    await chrome.kill();
  }
}

export function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The run whose performance score is the median one (Lighthouse's own advice for several runs). */
export function medianRun(samples: LighthouseSample[]): LighthouseSample {
  const sorted = [...samples].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
