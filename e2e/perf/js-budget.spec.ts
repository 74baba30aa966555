/**
 * The JavaScript budget of a first-time visitor, checked on the production build: every script
 * `/` and `/page/requests` fetch until the network is idle (shell, federation runtime, shared singletons,
 * the remotes' entries and chunks), gzip bytes as transferred, against scripts/bench/web-budget.json.
 * Bytes only: they are stable from run to run. Timings (Lighthouse) are reported by `npm run bench:web`.
 */
import { expect, test } from '@playwright/test';
import { describeScripts, measureScriptBytes } from '../../scripts/bench/web-bytes';
import { overBudget, readBudget } from '../../scripts/bench/web-budget';
import { E2E_URLS } from '../support/env';

const budget = readBudget();

for (const page of Object.keys(budget.pages)) {
  test(`presupuesto de JavaScript para un visitante en ${page}`, async ({ browser }, testInfo) => {
    const result = await measureScriptBytes(browser, `${E2E_URLS.shell}${page}`);
    await testInfo.attach(`scripts ${page}`, { body: describeScripts(result), contentType: 'text/plain' });
    expect(result.scripts.length, `${page} no cargó ningún script`).toBeGreaterThan(0);
    expect(overBudget(budget, page, result.gzip), `Scripts de ${page}:\n${describeScripts(result)}`).toEqual([]);
  });
}
