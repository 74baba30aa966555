/** The product's toasts (react-toastify): four kinds, message and title (docs/product/texts.md). */
import { expect, type Locator, type Page } from '@playwright/test';

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify__toast').filter({ hasText: text }).first();
}

/** Waits for a toast that contains `text` (and `title` when given). */
export async function expectToast(page: Page, text: string | RegExp, title?: string): Promise<Locator> {
  const found = toast(page, text);
  await expect(found).toBeVisible();
  if (title) await expect(found).toContainText(title);
  return found;
}

/**
 * Closes every visible toast with its close button (so they do not cover what comes next). A toast may
 * also close on its own between counting and clicking (its auto-close, its exit animation): each round
 * clicks what is there for a moment, then the rounds go on until none is left.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const buttons = page.locator('.Toastify__toast').getByRole('button');
  await expect(async () => {
    if ((await buttons.count()) > 0)
      await buttons
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    await expect(buttons).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
