/** Accessibility check of the page as it is now: serious and critical axe violations fail the journey. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors left out of the check (third-party widgets the product does not control). */
  exclude?: string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Short animations (a toast sliding in, a fade) are judged at rest: mid-fade colours are not what a
 * reader sees. Long ones (a toast's auto-close bar, a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((a) => {
      const { endTime, localTime } = a.effect?.getComputedTiming() ?? {};
      return a.playState === 'running' && Number(endTime) - Number(localTime ?? 0) <= 1500;
    });
    const cap = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([Promise.all(short.map((a) => a.finished.catch(() => undefined))), cap]);
  });
}

export async function checkA11y(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  await settleAnimations(page);
  // In the page itself (legacy mode: no blank page opened per check to merge frames' results; the site
  // has no iframes of its own), collecting violations only: half the time of a default check.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (results.violations.length) {
    await test.info().attach(`axe ${new URL(page.url()).pathname}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(blocking, `Violaciones de accesibilidad en ${page.url()}:\n${summary}`).toEqual([]);
}
