/**
 * `npm run bench:web`: how heavy and how fast are `/` and `/page/requests` for a first-time visitor on
 * a mid-range phone? See scripts/bench/README.md.
 *
 * 1. Builds the five apps (only the missing or stale ones; `--build` all; `--no-build` none).
 * 2. Starts the production site on free non-default ports (BENCH_PORT_BASE, default 19480): the mock API
 *    on a fresh seeded database, the Auth emulator, the apps behind scripts/serve-static.ts.
 * 3. Per page, in headless Debian Chromium with an empty cache and no session: the JavaScript fetched
 *    until the network is idle (gzip as transferred, raw, number of scripts; scripts/bench/web-bytes.ts),
 *    then Lighthouse 12.8's mobile profile several times (median performance, LCP, CLS, TBT).
 * 4. Prints a table, compares the bytes with scripts/bench/web-budget.json and exits 1 over budget.
 *
 * Options: --no-build | --build, --runs N (Lighthouse runs per page, default 3; 0 = bytes only),
 * --pages /,/page/requests, --dist DIR (serve a saved build: DIR/shell, DIR/mf-requests, …),
 * --details (every script with its size), --json FILE (write the figures).
 *
 * --signed-in: instead of the visitor's pages, signs in as demo users and measures the
 * signed-in pages (/page/buzon, /page/properties, /page/profile, /page/my-request) cold and throttled
 * by CDP (CPU 4×, 1.6 Mbps / 150 ms), each against a visitor's /page/requests measured the same way in
 * the same run: JS bytes and scripts, time to the page's heading and first content, the ratio to the
 * reference, CLS; then the actions "Me gusta", "¡Lo tengo!" and "Horarios" (press → dialog visible, →
 * its data visible). --runs N is then the runs per page and per action (default 3, medians), and the
 * signed-in byte budget of web-budget.json is checked (--no-actions: pages only; --actions like,likeNoHours:
 * only those). See scripts/bench/web-signed-in.ts.
 *
 * --detail: a property's detail page (six real photos), throttled the same way, opened cold (its URL in
 * a new tab) and from the offer (a tap on "Ver detalle" in a settled Mis Ofertas): JS, image bytes before
 * any swipe, first photo visible ÷ the visitor's /page/requests heading in the same run, CLS (targets
 * 1.1 from the offer, 300 KB and 0.02 for both). See scripts/bench/web-detail.ts and web-detail-offer.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../lib/build';
import { readArgs } from '../lib/cli-args';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { describeScripts, kb, measureScriptBytes, type ScriptBytes } from './web-bytes';
import { median, withLighthouse, type LighthouseSample } from './web-lighthouse';
import { startWebSite } from './web-stack';
import { readBudget, overBudget } from './web-budget';
import { runSignedIn } from './web-signed-in-run';
import { runDetail } from './web-detail';

interface Args {
  build: 'stale' | 'all' | 'none';
  runs: number;
  pages: string[];
  distRoot?: string;
  details: boolean;
  json?: string;
  signedIn: boolean;
  /** --detail: a property's detail page (web-detail.ts). */
  detail: boolean;
  runsGiven: boolean;
  actions: boolean;
  /** --actions like,likeNoHours: only these actions (their keys in web-signed-in-actions.ts). */
  actionKeys?: string[];
}

function parseArgs(argv: string[]): Args {
  const { values: v } = readArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean' },
      build: { type: 'boolean' },
      runs: { type: 'string' },
      'signed-in': { type: 'boolean' },
      detail: { type: 'boolean' },
      'no-actions': { type: 'boolean' },
      actions: { type: 'string' },
      pages: { type: 'string' },
      dist: { type: 'string' },
      details: { type: 'boolean' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (v.help) {
    process.stdout.write(`${fs.readFileSync(__filename, 'utf8').split('*/')[0]}*/\n`);
    process.exit(0);
  }
  const args: Args = {
    // --dist (built elsewhere) and --no-build build nothing.
    build: v.dist !== undefined || v['no-build'] ? 'none' : v.build ? 'all' : 'stale',
    runs: v.runs === undefined ? 3 : Math.max(0, Number.parseInt(v.runs, 10) || 0),
    runsGiven: v.runs !== undefined,
    pages:
      v.pages === undefined
        ? ['/', '/page/requests']
        : v.pages
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
    details: Boolean(v.details),
    signedIn: Boolean(v['signed-in']),
    detail: Boolean(v.detail),
    actions: !v['no-actions'],
  };
  if (v.actions !== undefined) args.actionKeys = v.actions.split(',').map((k) => k.trim());
  if (v.dist !== undefined) args.distRoot = path.resolve(v.dist);
  if (v.json !== undefined) args.json = path.resolve(v.json);
  return args;
}

const log = (line: string) => process.stdout.write(`[bench:web] ${line}\n`);

interface PageResult {
  page: string;
  bytes: ScriptBytes;
  lighthouse: LighthouseSample[];
}

const fmt = {
  ms: (n: number) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : '—'),
  tbt: (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—'),
  cls: (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '—'),
  score: (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '—'),
};

function printTable(results: PageResult[], runs: number) {
  const head = ['Página', 'JS gzip', 'JS sin comprimir', 'Scripts', 'Rendimiento', 'LCP', 'CLS', 'TBT', 'FCP'];
  const body = results.map((r) => {
    const lh = r.lighthouse;
    const m = (pick: (s: LighthouseSample) => number) => median(lh.map(pick));
    return [
      `\`${r.page}\``,
      kb(r.bytes.gzip),
      kb(r.bytes.raw),
      String(r.bytes.scripts.length),
      fmt.score(m((s) => s.performance)),
      fmt.ms(m((s) => s.lcpMs)),
      fmt.cls(m((s) => s.cls)),
      fmt.tbt(m((s) => s.tbtMs)),
      fmt.ms(m((s) => s.fcpMs)),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    `\nVisitante, caché vacía. Bytes: Chromium headless hasta red inactiva. Lighthouse 12.8 móvil ` +
      `(4G lenta simulada, ` +
      `CPU 4x), mediana de ${runs} ejecución(es) por página.\n\n`,
  );
  process.stdout.write(`${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const b of body) process.stdout.write(`${line(b)}\n`);
  for (const r of results) {
    if (!r.lighthouse.length) continue;
    const each = r.lighthouse
      .map((s) => `${s.performance}/${fmt.ms(s.lcpMs)}/${fmt.cls(s.cls)}/${fmt.tbt(s.tbtMs)}`)
      .join(', ');
    process.stdout.write(`\n${r.page}: cada ejecución (rendimiento/LCP/CLS/TBT): ${each}`);
  }
  process.stdout.write('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`No se encontró Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  if (args.build !== 'none') {
    const built = await ensureBuilt({ force: args.build === 'all', sink: (source, line) => log(`${source}: ${line}`) });
    log(built.length ? `compilados: ${built.join(', ')}` : 'builds al día');
  }
  const logs: string[] = [];
  const site = await startWebSite({
    portBase: Number(process.env.BENCH_PORT_BASE) || 19480,
    distRoot: args.distRoot,
    sink: (source, line) => logs.push(`${source}: ${line}`),
  });
  if (args.detail || args.signedIn) {
    let code = 2;
    try {
      log(`sitio en ${site.shellUrl}${args.distRoot ? ` (build de ${args.distRoot})` : ''}`);
      const runs = args.runsGiven ? Math.max(1, args.runs) : 3;
      code = args.detail
        ? await runDetail({ site, runs, log, details: args.details })
        : await runSignedIn({
            site,
            runs,
            actions: args.actions,
            actionKeys: args.actionKeys,
            details: args.details,
            json: args.json,
            log,
          });
    } catch (err) {
      process.stderr.write(`${logs.slice(-30).join('\n')}\n`);
      throw err;
    } finally {
      await site.stop();
    }
    process.exit(code);
  }
  const results: PageResult[] = [];
  try {
    log(`sitio en ${site.shellUrl}${args.distRoot ? ` (build de ${args.distRoot})` : ''}`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      // One unmeasured visit warms the servers (file cache, JIT) so the first page is not penalised.
      await measureScriptBytes(browser, `${site.shellUrl}${args.pages[0]}`);
      for (const page of args.pages) {
        const bytes = await measureScriptBytes(browser, `${site.shellUrl}${page}`);
        log(`${page}: ${kb(bytes.gzip)} gzip, ${kb(bytes.raw)} sin comprimir, ${bytes.scripts.length} scripts`);
        if (args.details) process.stdout.write(`${describeScripts(bytes)}\n`);
        results.push({ page, bytes, lighthouse: [] });
      }
    } finally {
      await browser.close();
    }
    if (args.runs > 0) {
      await withLighthouse(async (run) => {
        for (const r of results) {
          for (let i = 0; i < args.runs; i++) {
            const s = await run(`${site.shellUrl}${r.page}`);
            log(
              `${r.page} Lighthouse ${i + 1}/${args.runs}: ${s.performance}, LCP ${fmt.ms(s.lcpMs)}, CLS ` +
                `${fmt.cls(s.cls)}, TBT ${fmt.tbt(s.tbtMs)}`,
            );
            r.lighthouse.push(s);
            if (args.details) {
              log(`  LCP: ${s.lcpElement}`);
              for (const shift of s.shifts) log(`  desplazamiento ${shift.score.toFixed(3)}: ${shift.node}`);
              for (const t of s.longTasks)
                log(`  tarea larga ${Math.round(t.durationMs)} ms a los ${Math.round(t.startMs)} ms: ${t.url}`);
            }
          }
        }
      });
    }
  } catch (err) {
    process.stderr.write(`${logs.slice(-30).join('\n')}\n`);
    throw err;
  } finally {
    await site.stop();
  }
  printTable(results, args.runs);
  if (args.json) {
    const out = results.map((r) => ({
      page: r.page,
      gzip: r.bytes.gzip,
      raw: r.bytes.raw,
      scripts: r.bytes.scripts.length,
      lighthouse: r.lighthouse,
    }));
    fs.writeFileSync(args.json, `${JSON.stringify(out, null, 2)}\n`);
  }
  const budget = readBudget();
  const over = results.flatMap((r) => overBudget(budget, r.page, r.bytes.gzip));
  process.stdout.write(
    `\nPresupuesto (scripts/bench/web-budget.json): ${over.length ? over.join('; ') : 'dentro en todas las páginas'}\n`,
  );
  process.exit(over.length ? 1 : 0);
}

main().catch((err: unknown) => {
  process.stderr.write(`\n[bench:web] error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
