/**
 * `npm run bench:web -- --signed-in`: signs in, measures the signed-in pages and the actions
 * (web-signed-in.ts) `runs` times each, prints the medians and checks the signed-in byte budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD, demoUser } from '@lotengo/mock-api/demo-users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { describeScripts, kb, measureScriptBytes } from './web-bytes';
import { overSignedInBudget, overSignedInTarget, readBudget } from './web-budget';
import { median } from './web-lighthouse';
import { signIn, type SessionSnapshot } from './web-session';
import { openTimedPage, THROTTLING_LABEL, TIMED_PAGES, type BenchUser, type PageTiming } from './web-signed-in';
import { ACTIONS, timeAction, type ActionTiming } from './web-signed-in-actions';
import type { WebSite } from './web-stack';

/** The issue's targets: a page within 1.1× the public search page, CLS ≤ 0.05, a dialog within 300 ms. */
export const TARGETS = { ratio: 1.1, cls: 0.05, dialogMs: 300 } as const;

const ms = (n: number) => `${Math.round(n)} ms`;

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export async function runSignedIn(opts: {
  site: WebSite;
  runs: number;
  actions?: boolean;
  /** Only the actions with these keys. */
  actionKeys?: string[];
  details: boolean;
  json?: string;
  log: (line: string) => void;
}): Promise<number> {
  const { site, runs, log } = opts;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const loadAtStart = load();
  try {
    const sessions = {} as Record<BenchUser, SessionSnapshot>;
    for (const key of ['diego', 'lucia'] as const) {
      sessions[key] = await signIn(browser, site.shellUrl, { email: demoUser[key].email, password: DEMO_PASSWORD });
      log(`sesión de ${demoUser[key].email} lista`);
    }
    // One unmeasured visit of each kind warms the servers (file cache, JIT) and the API.
    await measureScriptBytes(browser, `${site.shellUrl}${TIMED_PAGES[0]!.path}`);
    await measureScriptBytes(browser, `${site.shellUrl}${TIMED_PAGES[1]!.path}`, {
      session: sessions[TIMED_PAGES[1]!.user!],
    });

    const samples = new Map<string, PageTiming[]>();
    for (let run = 1; run <= runs; run++) {
      // Interleaved, so the reference and the pages see the same moments of a busy machine.
      for (const spec of TIMED_PAGES) {
        const opened = await openTimedPage(browser, site.shellUrl, spec, spec.user ? sessions[spec.user] : null);
        await opened.close();
        const t = opened.timing;
        log(
          `${spec.path}${spec.user ? ` (${spec.user})` : ' (visitante)'} ${run}/${runs}: ${kb(t.bytes.gzip)} en ` +
            `${t.bytes.scripts.length} scripts, título ${ms(t.headingMs)}, contenido ${ms(t.contentMs)}, ` +
            `CLS ${t.cls.toFixed(3)}`,
        );
        if (opts.details && run === 1) {
          process.stdout.write(`${describeScripts(t.bytes)}\n`);
          for (const s of t.shifts) log(`  desplazamiento ${s.value.toFixed(3)} a los ${ms(s.at)}: ${s.nodes}`);
        }
        samples.set(spec.path, [...(samples.get(spec.path) ?? []), t]);
      }
    }
    const actions = new Map<string, ActionTiming[]>();
    const actionSpecs =
      opts.actions === false ? [] : ACTIONS.filter((a) => !opts.actionKeys || opts.actionKeys.includes(a.key));
    if (opts.actionKeys && actionSpecs.length !== opts.actionKeys.length)
      throw new Error(`--actions: acciones conocidas ${ACTIONS.map((a) => a.key).join(', ')}`);
    for (let run = 1; run <= runs; run++) {
      for (const action of actionSpecs) {
        const session = sessions[action.user];
        const t = await timeAction(browser, site.shellUrl, action, {
          apiUrl: site.apiUrl,
          session,
          userCode: demoUser[action.user].userCode,
          sessions,
        });
        log(`${action.label} ${run}/${runs}: diálogo ${ms(t.dialogMs)}, datos ${ms(t.dataMs)}`);
        actions.set(action.key, [...(actions.get(action.key) ?? []), t]);
      }
    }

    const ref = samples.get(TIMED_PAGES[0]!.path)!;
    const refReady = median(ref.map((t) => t.readyMs));
    const pageRows = TIMED_PAGES.map((spec) => {
      const list = samples.get(spec.path)!;
      const ready = median(list.map((t) => t.readyMs));
      const ratio = ready / refReady;
      return {
        path: spec.path,
        user: spec.user,
        gzip: list[0]!.bytes.gzip,
        scripts: list[0]!.bytes.scripts.length,
        headingMs: median(list.map((t) => t.headingMs)),
        contentMs: median(list.map((t) => t.contentMs)),
        readyMs: ready,
        ratio,
        headingRatio: median(list.map((t) => t.headingMs)) / median(ref.map((t) => t.headingMs)),
        cls: Math.max(...list.map((t) => t.cls)),
        each: list.map((t) => Math.round(t.readyMs)),
      };
    });
    const actionRows = actionSpecs.map((a) => {
      const list = actions.get(a.key)!;
      return {
        key: a.key,
        label: a.label,
        user: a.user,
        path: a.page.path,
        dialogMs: median(list.map((t) => t.dialogMs)),
        dataMs: median(list.map((t) => t.dataMs)),
        each: list.map((t) => Math.round(t.dialogMs)),
      };
    });

    process.stdout.write(
      `\nCon sesión, caché vacía por página, ${THROTTLING_LABEL}. Mediana de ${runs} ejecución(es); CLS: la mayor. ` +
        `Referencia: ${TIMED_PAGES[0]!.path} como visitante en la misma ejecución. Carga (uptime) al inicio ` +
        `${loadAtStart}, al final ${load()}.\n\n`,
    );
    process.stdout.write(
      `${table(
        [
          'Página',
          'Usuario',
          'JS gzip',
          'Scripts',
          'Título',
          'Primer contenido',
          'Ambos',
          `Ambos ÷ ${TIMED_PAGES[0]!.path}`,
          'Título ÷',
          'CLS',
          'Cada ejecución (ambos)',
        ],
        pageRows.map((r) => [
          `\`${r.path}\``,
          r.user ?? 'visitante',
          kb(r.gzip),
          String(r.scripts),
          ms(r.headingMs),
          ms(r.contentMs),
          ms(r.readyMs),
          r.ratio.toFixed(2),
          r.headingRatio.toFixed(2),
          r.cls.toFixed(3),
          r.each.join(', '),
        ]),
      )}\n\n`,
    );
    process.stdout.write(
      `${table(
        [
          'Acción (página abierta e inactiva)',
          'Usuario',
          'Página',
          'Diálogo visible',
          'Sus datos visibles',
          'Cada ejecución (diálogo)',
        ],
        actionRows.map((r) => [r.label, r.user, `\`${r.path}\``, ms(r.dialogMs), ms(r.dataMs), r.each.join(', ')]),
      )}\n`,
    );

    const budget = readBudget();
    const overBytes = pageRows.filter((r) => r.user).flatMap((r) => overSignedInBudget(budget, r.path, r.gzip));
    const slow = [
      ...pageRows
        .slice(1)
        .filter((r) => r.ratio > TARGETS.ratio)
        .map((r) => `${r.path}: ${r.ratio.toFixed(2)} × la búsqueda pública (objetivo ≤ ${TARGETS.ratio})`),
      ...pageRows
        .filter((r) => r.cls > TARGETS.cls)
        .map((r) => `${r.path}: CLS ${r.cls.toFixed(3)} (objetivo ≤ ${TARGETS.cls})`),
      ...actionRows
        .filter((r) => r.dialogMs > TARGETS.dialogMs)
        .map((r) => `${r.label}: ${ms(r.dialogMs)} (objetivo ≤ ${TARGETS.dialogMs} ms)`),
    ];
    const overTarget = pageRows.filter((r) => r.user).flatMap((r) => overSignedInTarget(budget, r.path, r.gzip));
    process.stdout.write(
      `\nPresupuesto con sesión (scripts/bench/web-budget.json): ` +
        `${overBytes.length ? overBytes.join('; ') : 'dentro en todas las páginas'}\n`,
    );
    if (overTarget.length) process.stdout.write(`Objetivos pendientes: ${overTarget.join('; ')}\n`);
    process.stdout.write(
      `Tiempos (informativos, no fallan el bench): ${slow.length ? slow.join('; ') : 'dentro de los objetivos'}\n`,
    );
    if (opts.json)
      fs.writeFileSync(
        opts.json,
        `${JSON.stringify(
          {
            throttling: THROTTLING_LABEL,
            runs,
            load: { start: loadAtStart, end: load() },
            pages: pageRows,
            actions: actionRows,
          },
          null,
          2,
        )}\n`,
      );
    return overBytes.length ? 1 : 0;
  } finally {
    await browser.close();
  }
}
