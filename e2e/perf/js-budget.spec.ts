/**
 * The JavaScript budgets, checked on the production build against scripts/bench/web-budget.json: every
 * script a page fetches until the network is idle (shell, federation runtime, shared singletons, the
 * remotes' entries and chunks), gzip bytes as transferred, with an empty cache —
 * - as a first-time visitor (`pages`): `/` and `/page/requests`;
 * - signed in (`signedInPages`): the user signs in on the login screen, then each page is
 *   opened in a new context (empty cache) that carries the tab's session (scripts/bench/web-session.ts).
 * Bytes only: they are stable from run to run. Timings are reported by `npm run bench:web [-- --signed-in]`.
 */
import { expect, test } from '@playwright/test';
import { describeScripts, measureScriptBytes } from '../../scripts/bench/web-bytes';
import { overBudget, overSignedInBudget, readBudget } from '../../scripts/bench/web-budget';
import { signIn, type SessionSnapshot } from '../../scripts/bench/web-session';
import { E2E_URLS } from '../support/env';
import { DEMO_PASSWORD, demoUser, type DemoUser } from '../support/users';

const budget = readBudget();

for (const page of Object.keys(budget.pages)) {
  test(`presupuesto de JavaScript para un visitante en ${page}`, async ({ browser }, testInfo) => {
    const result = await measureScriptBytes(browser, `${E2E_URLS.shell}${page}`);
    await testInfo.attach(`scripts ${page}`, { body: describeScripts(result), contentType: 'text/plain' });
    expect(result.scripts.length, `${page} no cargó ningún script`).toBeGreaterThan(0);
    expect(overBudget(budget, page, result.gzip), `Scripts de ${page}:\n${describeScripts(result)}`).toEqual([]);
  });
}

test.describe('con sesión', () => {
  const sessions = new Map<string, SessionSnapshot>();
  const sessionOf = async (browser: import('@playwright/test').Browser, key: string) => {
    const user = (demoUser as Record<string, DemoUser | undefined>)[key];
    if (!user) throw new Error(`web-budget.json: "${key}" no es un usuario demo`);
    if (!sessions.has(key)) sessions.set(key, await signIn(browser, E2E_URLS.shell, { email: user.email, password: DEMO_PASSWORD }));
    return sessions.get(key)!;
  };

  for (const [page, { as }] of Object.entries(budget.signedInPages)) {
    test(`presupuesto de JavaScript con sesión (${as}) en ${page}`, async ({ browser }, testInfo) => {
      const session = await sessionOf(browser, as);
      const result = await measureScriptBytes(browser, `${E2E_URLS.shell}${page}`, { session });
      await testInfo.attach(`scripts ${page}`, { body: describeScripts(result), contentType: 'text/plain' });
      expect(result.scripts.length, `${page} no cargó ningún script`).toBeGreaterThan(0);
      expect(overSignedInBudget(budget, page, result.gzip), `Scripts de ${page}:\n${describeScripts(result)}`).toEqual([]);
    });
  }
});
