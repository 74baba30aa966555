/** The product's toasts (react-toastify): four kinds, message and title (SPEC §8). */
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

/** Closes every visible toast with its close button (so they do not cover what comes next). */
export async function dismissToasts(page: Page): Promise<void> {
  const buttons = page.locator('.Toastify__toast').getByRole('button');
  for (let n = await buttons.count(); n > 0; n = await buttons.count()) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(n - 1);
  }
}
