/**
 * The committed JavaScript budget of a first-time visitor (scripts/bench/web-budget.json): gzip bytes
 * fetched until network idle, per page. Checked by e2e/perf/js-budget.spec.ts (in `npm test`) and
 * reported by `npm run bench:web`.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface WebBudget {
  /** Page path → maximum gzip bytes of JavaScript on first load. */
  pages: Record<string, number>;
}

export const BUDGET_FILE = path.join(__dirname, 'web-budget.json');

export function readBudget(file = BUDGET_FILE): WebBudget {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: Record<string, unknown> };
  const pages: Record<string, number> = {};
  for (const [page, value] of Object.entries(raw.pages ?? {})) {
    if (typeof value !== 'number' || !(value > 0)) throw new Error(`${file}: presupuesto inválido para ${page}`);
    pages[page] = value;
  }
  return { pages };
}

/** [] when within budget (or the page has none), else one message naming the page, the figure and the budget. */
export function overBudget(budget: WebBudget, page: string, gzipBytes: number): string[] {
  const max = budget.pages[page];
  if (max === undefined || gzipBytes <= max) return [];
  return [`${page}: ${(gzipBytes / 1024).toFixed(1)} KB de JavaScript (gzip) en la primera carga, presupuesto ${(max / 1024).toFixed(1)} KB`];
}
