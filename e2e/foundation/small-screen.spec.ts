/** The site at 360 px wide (a small phone): no sideways scrolling, the menu works, sign-in works. */
import { checkA11y, demoUser, expect, greeting, login, openMobileMenuIfAny, paths, test, type Page } from '../support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'la página no debe desplazarse a los lados a 360 px').toBeLessThanOrEqual(0);
}

test.describe('pantalla de 360 px', () => {
  test('inicio, menú, ingreso y páginas con sesión caben en la pantalla', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page);

    await openMobileMenuIfAny(page);
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
    await expectNoSidewaysScroll(page);
    await checkA11y(page);

    await login(page, demoUser.diego);
    await expect(greeting(page, demoUser.diego.firstName, demoUser.diego.lastName)).toBeVisible();
    for (const path of [paths.inbox, paths.properties, paths.contact]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await checkA11y(page);
  });
});
