/**
 * What the deploy gate's smoke run does on one page (smoke-run.ts): watch it for errors, let it settle,
 * look for an error boundary's notice, sign in, list its links and open the candidate's dialogs.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUser } from '../demo-users';
import type { CheckOutcome } from '@lotengo/platform/releases/gate-checks';
import type { SmokeModal, SmokeVisitor } from './smoke-plan';
import { accountTexts } from '@lotengo/mf-account/texts';

/** Everything that went wrong in a tab since the last call of `take`. */
export function watch(page: Page): { take: () => string[] } {
  let problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`error en consola «${m.text().slice(0, 160)}»`);
  });
  page.on('pageerror', (e) => problems.push(`error no capturado «${e.message.slice(0, 160)}»`));
  page.on('requestfailed', (r) => {
    // A navigation cancels what the previous page still had in flight: not a failure of the release.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`falló la petición ${r.url()} ` + `(${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`respuesta ${r.status()} de ${r.url()}`);
  });
  return {
    take: () => {
      const out = problems;
      problems = [];
      return out;
    },
  };
}

/** The notices the error boundaries show (an outage, a render error, a reload request). */
export const BOUNDARY = '.remote-unavailable, .reload-banner';

/** Quiet network and no remote area still loading (its `.remote-loading` placeholder); false if it never got there. */
export async function settle(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // On a loaded machine a remote can take longer than the network's quiet spell: an error it throws
  // once mounted must be seen on this page, not lost or blamed on the next one.
  return page
    .locator('.remote-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .then(
      () => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined),
      () => false as const,
    )
    .then((r) => r !== false);
}

export async function boundaryShown(page: Page): Promise<string | null> {
  const notice = page.locator(BOUNDARY).first();
  return (await notice.isVisible().catch(() => false))
    ? (await notice.innerText()).replace(/\s+/g, ' ').trim() || 'aviso de error'
    : null;
}

export async function signIn(page: Page, shell: string, who: Exclude<SmokeVisitor, 'visitor'>): Promise<void> {
  await page.goto(`${shell}/page/login`);
  await page.getByLabel(accountTexts.fields.email, { exact: true }).fill(demoUser[who].email);
  await page.getByLabel(accountTexts.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/page/login'), { timeout: 20_000 });
  await settle(page);
}

/** The same-origin paths the page links to (what a person could open next). */
export async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
    .catch(() => [] as string[]);
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname] : [];
  });
}

/**
 * After a click: true once a dialog shows; false once the button is gone, or disabled and pressed, without
 * one (the offer was liked and booked at once) plus a second's grace, or after 10 s. So a try that opens nothing
 * costs its request, not the whole wait.
 */
export async function dialogOrDone(page: Page, button: Locator): Promise<boolean> {
  const dialog = page.getByRole('dialog').first();
  const deadline = Date.now() + 10_000;
  let doneAt: number | null = null;
  while (Date.now() < deadline) {
    if (await dialog.isVisible().catch(() => false)) return true;
    // Gone, or disabled and pressed (liked): not merely disabled, which is also the busy state of the click.
    const done =
      (await button.count().catch(() => 0)) === 0 ||
      ((await button.isDisabled({ timeout: 500 }).catch(() => true)) &&
        (await button.getAttribute('aria-pressed', { timeout: 500 }).catch(() => null)) === 'true');
    if (done) doneAt ??= Date.now();
    if (doneAt !== null && Date.now() - doneAt > 1_000) return false;
    await page.waitForTimeout(150);
  }
  return false;
}

/** Opens one of the candidate's dialogs: the first matching button that opens one (up to four tried). */
export async function openModal(
  page: Page,
  modal: SmokeModal,
  where: string,
  out: CheckOutcome,
  problems: { take: () => string[] },
  fail: (where: string, what: string) => void,
): Promise<void> {
  const tried = new Set<string>();
  // By accessible name, read again after each try (a click may change the list); a disabled button (an
  // offer already liked or rejected) opens nothing, so it is not tried.
  const nextName = async () => {
    const buttons = await page
      .getByRole('button', { name: modal.button })
      .evaluateAll((els) =>
        els.map((e) => ({
          name: e.getAttribute('aria-label') ?? e.textContent ?? '',
          disabled: (e as HTMLButtonElement).disabled,
        })),
      )
      .catch(() => [] as Array<{ name: string; disabled: boolean }>);
    return buttons
      .map((b) => ({ ...b, name: b.name.trim() }))
      .find((b) => b.name && !b.disabled && modal.button.test(b.name) && !tried.has(b.name))?.name;
  };
  for (let name = await nextName(); name && tried.size < 4; name = await nextName()) {
    tried.add(name);
    const button = page.getByRole('button', { name, exact: true }).first();
    const clicked = await button.click({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const opened = clicked && (await dialogOrDone(page, button));
    await settle(page);
    const inside = await boundaryShown(page);
    if (inside) fail(`${modal.what} en ${where}`, `un aviso de error («${inside.slice(0, 120)}»)`);
    for (const p of problems.take()) fail(`${modal.what} en ${where}`, p);
    if (opened) {
      await page.keyboard.press('Escape');
      return;
    }
  }
  if (tried.size === 0)
    out.notes.push(
      `Prueba de humo: en ${where} ` +
        `no hay un botón para ` +
        `abrir ${modal.what} (sin ` +
        `datos que lo muestren).`,
    );
  else
    fail(
      `${modal.what} en ${where}`,
      `un diálogo que no se abre ` + `(${tried.size === 1 ? 'un botón probado' : `${tried.size} botones probados`})`,
    );
}
