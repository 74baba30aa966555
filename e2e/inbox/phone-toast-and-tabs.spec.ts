/**
 * Mis Ofertas on a phone (360 px): a toast never covers the header's "Menú" during its 6 seconds, and
 * every tab of "Mis Ofertas" is in sight ("Visitas a mis propiedades" was cut with no hint; a third,
 * "Propiedades que enviaste", wraps below at 360 px), by touch and by keyboard.
 */
import { checkA11y, expect, expectToast, newUser, paths, register, test } from '../support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
  Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

test('a 360 px un aviso no tapa "Menú" y todas las pestañas de Mis Ofertas se ven', async ({ page }) => {
  await register(page, newUser({ firstName: 'Lía', lastName: 'Teléfono' }));
  const shown = await expectToast(page, 'User Registrado Correctamente', 'OK');

  // While the toast is up: it lies inside the screen, clear of the whole header, and "Menú" takes a tap.
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menú', exact: true });
  // The toasts' container is where they land (each toast slides in from outside the screen).
  const toastBox = (await page.locator('.Toastify__toast-container').boundingBox())!;
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(360);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(740);
  expect(overlaps(toastBox, (await header.boundingBox())!), 'el aviso no cubre la cabecera').toBe(false);
  expect(overlaps(toastBox, (await menu.boundingBox())!), 'el aviso no cubre "Menú"').toBe(false);
  // trial: Playwright's actionability checks only, including that the tap would land on the button.
  await expect(shown).toBeVisible();
  await menu.click({ trial: true, timeout: 2_000 });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await checkA11y(page);

  await page.goto(paths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible();
  const tablist = page.getByRole('tablist', { name: 'Secciones de Mis Ofertas' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  // Every tab wholly on screen, and nothing hidden in a sideways-scrolling strip.
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Keyboard: the arrows move along the tabs (role="tab", automatic activation).
  const first = tablist.getByRole('tab', { name: 'Ofertas recibidas' });
  const last = tablist.getByRole('tab', { name: 'Visitas a mis propiedades' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Visitas a mis propiedades' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // And by touch.
  await last.tap();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await checkA11y(page);
});
