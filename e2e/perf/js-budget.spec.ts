/**
 * The JavaScript budgets, checked on the production build against scripts/bench/web-budget.json: every
 * script a page fetches until the network is idle (shell, federation runtime, shared singletons, the
 * remotes' entries and chunks), gzip bytes as transferred, with an empty cache —
 * - as a first-time visitor (`pages`): `/` and `/page/requests`;
 * - signed in (`signedInPages`): the user signs in on the login screen, then each page is
 *   opened in a new context (empty cache) that carries the tab's session (scripts/bench/web-session.ts);
 *   a property's detail (`/page/property/:propertyId`) is the seeded offer `offerFrom` sent to the user
 *   (the heavier side: the seeker's offer actions load with it), found through the API.
 * Bytes only: they are stable from run to run. Timings are reported by `npm run bench:web [-- --signed-in]`.
 */
import { expect, test } from '@playwright/test';
import { describeScripts, measureScriptBytes } from '../../scripts/bench/web-bytes';
import { overBudget, overSignedInBudget, readBudget } from '../../scripts/bench/web-budget';
import { signIn, type SessionSnapshot } from '../../scripts/bench/web-session';
import { paths } from '@lotengo/shared/routing';
import { inboxOf } from '../support/api';
import { E2E_URLS } from '../support/env';
import { DEMO_PASSWORD, demoUser, type DemoUser } from '../support/users';

const budget = readBudget();

function demoUserOf(key: string): DemoUser {
  const user = (demoUser as Record<string, DemoUser | undefined>)[key];
  if (!user) throw new Error(`web-budget.json: "${key}" no es un usuario demo`);
  return user;
}

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
    const user = demoUserOf(key);
    if (!sessions.has(key))
      sessions.set(key, await signIn(browser, E2E_URLS.shell, { email: user.email, password: DEMO_PASSWORD }));
    return sessions.get(key)!;
  };

  /** The page to open: a detail's `:propertyId` is the property of the offer `from` sent to `as`. */
  const addressOf = async (page: string, as: string, from: string | undefined) => {
    if (!from) return page;
    const sender = demoUserOf(from);
    const offer = (await inboxOf(demoUserOf(as))).find(
      (entry) => entry.propertyDetail.userCode === sender.userCode && !entry.isWithdrawn,
    );
    if (!offer) throw new Error(`web-budget.json: ${as} no tiene una oferta de ${from} en su buzón`);
    return paths.propertyDetail(offer.propertyId);
  };

  for (const [page, { as, offerFrom }] of Object.entries(budget.signedInPages)) {
    test(`presupuesto de JavaScript con sesión (${as}) en ${page}`, async ({ browser }, testInfo) => {
      const session = await sessionOf(browser, as);
      const address = await addressOf(page, as, offerFrom);
      const result = await measureScriptBytes(browser, `${E2E_URLS.shell}${address}`, { session });
      await testInfo.attach(`scripts ${page}`, { body: describeScripts(result), contentType: 'text/plain' });
      expect(result.scripts.length, `${page} no cargó ningún script`).toBeGreaterThan(0);
      expect(overSignedInBudget(budget, page, result.gzip), `Scripts de ${page}:\n${describeScripts(result)}`).toEqual(
        [],
      );
    });
  }
});
