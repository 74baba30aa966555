/**
 * Sign-in journeys through the real screens (mf-account) and the shell's header. Labels come from the
 * shared message catalogue, so a renamed label is renamed here too; the product texts themselves
 * (docs/product/texts.md) are written out in the journeys.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '@lotengo/shared/routing';
import { DEMO_PASSWORD, type Credentials, type NewUser } from './users';
import {
  FIREBASE_USER_KEY_PREFIX,
  ID_TOKEN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@lotengo/shared/build/session-keys';
import { E2E_URLS } from './env';
import { accountTexts } from '@lotengo/mf-account/texts';
import { shellTexts } from '@lotengo/shell/texts';

const fields = accountTexts.fields;

/** The header's account button: "Hola, {first name} {last name}". */
export function greeting(page: Page, firstName: string, lastName: string): Locator {
  return page.getByRole('button', { name: shellTexts.userMenu.greeting(firstName, lastName) });
}

/** The visitor header: Ingresar and Registrarse (behind "Menú" on a phone). */
export async function expectVisitorHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await openMobileMenuIfAny(page);
  await expect(header.getByRole('link', { name: 'Ingresar', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Registrarse', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Hola,/ })).toHaveCount(0);
}

/** On a narrow screen the navigation hides behind a "Menú" button. */
export async function openMobileMenuIfAny(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: shellTexts.nav.toggle, exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export async function fillLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto(paths.login);
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

type LoginUser = { email: string; password?: string; firstName: string; lastName: string };

/**
 * Signs in through the login screen (the demo password by default) and waits for the header's greeting.
 * For the journeys about signing in; the others call login().
 */
export async function loginThroughForm(page: Page, user: LoginUser): Promise<void> {
  await fillLogin(page, { email: user.email, password: user.password ?? DEMO_PASSWORD });
  // A signed-in login navigates away (to the root, then home); the phone menu folds on every
  // navigation, so open it only once the page has left the login form.
  await expect(page).not.toHaveURL(new RegExp(`${paths.login}$`));
  await expect(page).not.toHaveURL(/\/$/);
  await expectGreeting(page, user);
}

/**
 * What a signed-in tab keeps, per account, in this worker: the product session (`User`), Firebase's
 * user (browserSessionPersistence) and the app's cached ID token, all in sessionStorage, which
 * Playwright's storageState does not carry.
 */
const savedSessions = new Map<string, Record<string, string>>();
/** A same-origin page that loads nothing: where the saved session is written before the app starts. */
const BLANK = `${E2E_URLS.shell}/__e2e/session`;

/**
 * The user starts signed in, on the home page, with the greeting in the header: the first time an
 * account signs in on this worker it goes through the login screen (login is proven each run), and
 * its tab's session is kept; later, that session is written into the tab and the site opened, as a
 * reloaded signed-in tab does (the app reads only sessionStorage). Ends where the form ends: home.
 */
export async function login(page: Page, user: LoginUser): Promise<void> {
  const key = `${user.email}\n${user.password ?? DEMO_PASSWORD}`;
  const saved = savedSessions.get(key);
  if (!saved) {
    await loginThroughForm(page, user);
    savedSessions.set(key, await sessionOf(page));
    return;
  }
  await page.route(BLANK, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  try {
    await page.goto(BLANK);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) window.sessionStorage.setItem(k, v);
    }, saved);
  } finally {
    await page.unroute(BLANK);
  }
  await page.goto(paths.root);
  await expect(page).not.toHaveURL(/\/$/);
  await expectGreeting(page, user);
}

async function expectGreeting(page: Page, user: LoginUser): Promise<void> {
  await openMobileMenuIfAny(page);
  await expect(greeting(page, user.firstName, user.lastName)).toBeVisible();
}

/** The signed-in tab's session entries, once the app has cached its ID token (a moment after the greeting). */
async function sessionOf(page: Page): Promise<Record<string, string>> {
  const keys = [SESSION_STORAGE_KEY, FIREBASE_USER_KEY_PREFIX, ID_TOKEN_STORAGE_KEY];
  const read = () =>
    page.evaluate(([product, prefix, token]) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < window.sessionStorage.length; i += 1) {
        const k = window.sessionStorage.key(i)!;
        if (k === product || k === token || k.startsWith(prefix!)) out[k] = window.sessionStorage.getItem(k) ?? '';
      }
      return out;
    }, keys);
  await expect.poll(async () => Object.keys(await read()).length).toBe(3);
  return read();
}

/** Salir from the account menu: the session ends and the page reloads at the root. */
export async function logout(page: Page, firstName: string, lastName: string): Promise<void> {
  await openMobileMenuIfAny(page);
  await greeting(page, firstName, lastName).click();
  // docs/product/rules.md: logout ends with a reload at the root, after the identity's sign-out. The header turns to
  // the visitor's before it: a navigation started in between was aborted by that reload (CI, loaded).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Salir', exact: true }).click();
  await reloaded;
  await expect(greeting(page, firstName, lastName)).toHaveCount(0);
}

/** Fills the registration form (docs/product/screens.md, Registration) and presses "Registrarme". */
export async function register(page: Page, user: NewUser, { navigate = true } = {}): Promise<void> {
  if (navigate) await page.goto(paths.registry);
  await page.getByLabel(fields.firstName, { exact: true }).fill(user.firstName);
  await page.getByLabel(fields.lastName, { exact: true }).fill(user.lastName);
  const email = page.getByLabel(fields.email, { exact: true });
  if (await email.isEditable()) await email.fill(user.email);
  const password = page.getByLabel(fields.password, { exact: true });
  if (await password.count()) await password.fill(user.password);
  await page.getByLabel(fields.phone, { exact: true }).fill(user.phone);
  await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
}
