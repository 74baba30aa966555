/** Accessibility check of the page as it is now: serious and critical axe violations fail the journey. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors left out of the check (third-party widgets the product does not control). */
  exclude?: string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function checkA11y(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
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
