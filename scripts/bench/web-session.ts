/**
 * A signed-in user for the web bench and the budget check: sign in once through the real
 * login screen (mf-account, Firebase Auth emulator), keep what the tab stored, and open each measured
 * page in a NEW browser context (empty HTTP cache) that starts with that storage — the user opening the
 * page in a new tab after signing in.
 *
 * The product session (`User`), Firebase's user (`firebase:authUser:…`, browserSessionPersistence) and
 * the app's cached ID token (`lt_id_token`) live in sessionStorage, which Playwright's storageState does
 * not carry: an init script writes them back before the page's own scripts run, on the shell's origin.
 * The browser's cookies (the detail pages' copy of the token) come along as a new tab has them.
 */
import type { Browser, BrowserContext, Cookie } from '@playwright/test';
import { paths } from '@lotengo/shared/routing';
import {
  FIREBASE_USER_KEY_PREFIX,
  ID_TOKEN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@lotengo/shared/build/session-keys';
import { accountTexts } from '@lotengo/mf-account/texts';

export interface SessionSnapshot {
  /** The shell's origin, where the storage belongs. */
  origin: string;
  /** Every sessionStorage entry of the signed-in tab. */
  entries: Record<string, string>;
  /** The browser's cookies after signing in (the detail pages' token cookie, shared/src/identity/detail-cookie.ts). */
  cookies: Cookie[];
  email: string;
}

/** Signs in with email and password on `shellUrl`'s login page and returns the tab's session storage. */
export async function signIn(
  browser: Browser,
  shellUrl: string,
  user: { email: string; password: string },
  timeoutMs = 90_000,
): Promise<SessionSnapshot> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'es-PE',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${paths.login}`, { timeout: timeoutMs });
    await page.getByLabel(accountTexts.fields.email, { exact: true }).fill(user.email, { timeout: timeoutMs });
    await page.getByLabel(accountTexts.fields.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForFunction(
      // The app's cached ID token comes a moment after Firebase's user: wait for all three.
      ([productKey, prefix, tokenKey]) =>
        Boolean(window.sessionStorage.getItem(productKey!)) &&
        Boolean(window.sessionStorage.getItem(tokenKey!)) &&
        Object.keys(window.sessionStorage).some((k) => k.startsWith(prefix!)),
      [SESSION_STORAGE_KEY, FIREBASE_USER_KEY_PREFIX, ID_TOKEN_STORAGE_KEY],
      { timeout: timeoutMs },
    );
    const entries = await page.evaluate(() => {
      const out: Record<string, string> = {};
      for (let i = 0; i < window.sessionStorage.length; i++) {
        const key = window.sessionStorage.key(i)!;
        out[key] = window.sessionStorage.getItem(key) ?? '';
      }
      return out;
    });
    return { origin: new URL(shellUrl).origin, entries, cookies: await context.cookies(), email: user.email };
  } finally {
    await context.close();
  }
}

/** Every page of `context` on the session's origin starts with the signed-in tab's storage. */
export async function addSession(context: BrowserContext, session: SessionSnapshot): Promise<void> {
  // The same browser: its cookies are every tab's.
  await context.addCookies(session.cookies);
  await context.addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin) return;
      for (const [key, value] of Object.entries(entries)) {
        if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
      }
    },
    { origin: session.origin, entries: session.entries },
  );
}

/** The Firebase ID token of the snapshot (to arrange data through the API as that user). */
export function idTokenOf(session: SessionSnapshot): string {
  const key = Object.keys(session.entries).find((k) => k.startsWith(FIREBASE_USER_KEY_PREFIX));
  const stored = key ? (JSON.parse(session.entries[key]!) as { stsTokenManager?: { accessToken?: string } }) : null;
  const token = stored?.stsTokenManager?.accessToken;
  if (!token) throw new Error(`No hay token de Firebase en la sesión de ${session.email}`);
  return token;
}
