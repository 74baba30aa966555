/**
 * The committed JavaScript budgets (scripts/bench/web-budget.json): gzip bytes fetched until network
 * idle, per page, with an empty cache. `pages`: a first-time visitor. `signedInPages`: a user
 * signed in as the named demo user opening the page in a new tab. Checked by
 * e2e/perf/js-budget.spec.ts (in `npm test`) and reported by `npm run bench:web` (`--signed-in`).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SignedInBudget {
  /** Demo user key (mock-api/src/seed/demo-users.ts) signed in for the measure. */
  as: string;
  /** Maximum gzip bytes of JavaScript (what `npm test` enforces). */
  max: number;
  /**
   * The figure when `max` is still above it (a ratchet: lower `max` as the page gets lighter).
   * Reported by the bench, not enforced.
   */
  target?: number;
  /**
   * For a page with a `:propertyId` (a property's detail): the demo user whose offer to `as` names the
   * property (the seeded offer in `as`'s inbox sent by that user), resolved through the API when measured.
   */
  offerFrom?: string;
}

export interface WebBudget {
  /** Page path → maximum gzip bytes of JavaScript on first load. */
  pages: Record<string, number>;
  /** Page path → who is signed in and the maximum gzip bytes of JavaScript on a cold load. */
  signedInPages: Record<string, SignedInBudget>;
}

export const BUDGET_FILE = path.join(__dirname, 'web-budget.json');

export function readBudget(file = BUDGET_FILE): WebBudget {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages?: Record<string, unknown>;
    signedInPages?: Record<string, unknown>;
  };
  const pages: Record<string, number> = {};
  for (const [page, value] of Object.entries(raw.pages ?? {})) {
    if (typeof value !== 'number' || !(value > 0)) throw new Error(`${file}: presupuesto inválido para ${page}`);
    pages[page] = value;
  }
  const signedInPages: Record<string, SignedInBudget> = {};
  for (const [page, value] of Object.entries(raw.signedInPages ?? {})) {
    const v = value as Partial<SignedInBudget> | null;
    const needsOffer = page.includes(':propertyId');
    if (
      !v ||
      typeof v.as !== 'string' ||
      !v.as ||
      typeof v.max !== 'number' ||
      !(v.max > 0) ||
      (v.target !== undefined && !(typeof v.target === 'number' && v.target > 0)) ||
      needsOffer !== (typeof v.offerFrom === 'string' && v.offerFrom !== '')
    ) {
      throw new Error(
        `${file}: presupuesto con sesión inválido para ${page} (se espera { "as": "<usuario demo>", "max": <bytes>, ` +
          `"target"?: <bytes>, "offerFrom": "<usuario demo>" solo con :propertyId })`,
      );
    }
    signedInPages[page] = {
      as: v.as,
      max: v.max,
      ...(v.target !== undefined ? { target: v.target } : {}),
      ...(needsOffer ? { offerFrom: v.offerFrom } : {}),
    };
  }
  return { pages, signedInPages };
}

const message = (page: string, gzipBytes: number, max: number, who: string) =>
  `${page}: ${(gzipBytes / 1024).toFixed(1)} KB de JavaScript (gzip) ${who}, presupuesto ${(max / 1024).toFixed(1)} KB`;

/** [] when within budget (or the page has none), else one message naming the page, the figure and the budget. */
export function overBudget(budget: WebBudget, page: string, gzipBytes: number): string[] {
  const max = budget.pages[page];
  if (max === undefined || gzipBytes <= max) return [];
  return [message(page, gzipBytes, max, 'en la primera carga')];
}

/** The same for a signed-in page. */
export function overSignedInBudget(budget: WebBudget, page: string, gzipBytes: number): string[] {
  const b = budget.signedInPages[page];
  if (b === undefined || gzipBytes <= b.max) return [];
  return [message(page, gzipBytes, b.max, `con sesión (${b.as}), caché vacía`)];
}

/** [] when the page meets its issue target (or has none), else one message with the figure and the target. */
export function overSignedInTarget(budget: WebBudget, page: string, gzipBytes: number): string[] {
  const target = budget.signedInPages[page]?.target;
  if (target === undefined || gzipBytes <= target) return [];
  return [
    `${page}: ${(gzipBytes / 1024).toFixed(1)} KB, objetivo del issue ${(target / 1024).toFixed(1)} ` +
      `KB (aún no alcanzado)`,
  ];
}
