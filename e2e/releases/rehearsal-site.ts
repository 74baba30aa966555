/**
 * What the rehearsal spec asks of the rehearsed sites (rehearsal.spec.ts): their URLs, the registry,
 * plain GETs, a browser sign-in, and the lookups its detail and registry checks need.
 */
import type { Page } from '../support';
import { DEMO_PASSWORD } from '../support';
import { liveVersions, type Registry } from '@lotengo/platform/releases/registry';
import type { Rehearsal } from '../../scripts/lib/rehearsal/rehearsal';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The helpers over the spec's current rehearsal (started in its beforeAll). */
export function rehearsalSite(current: () => Rehearsal) {
  const url = (name: string) => current().urls[name]!;
  const registryNow = async (): Promise<Registry> => (await (await fetch(url('REGISTRY_URL'))).json()) as Registry;
  const live = async () => liveVersions(await registryNow());
  const get = async (to: string, headers: Record<string, string> = {}) => {
    const res = await fetch(to, { headers, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  const siteState = async (name: string) =>
    JSON.parse((await get(`${url(name)}/site.json`)).body) as { deploy: string; versions: Array<{ version: string }> };

  async function signIn(page: Page, email: string): Promise<void> {
    await page.goto(`${url('SITE_URL')}/page/login`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/page/login'), { timeout: 30_000 });
  }

  /** A demo user's ID token from the Auth emulator. */
  const tokenOf = async (email: string) => {
    const res = await fetch(
      `http://${url('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/` +
        'accounts:signInWithPassword?key=e2e',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
      },
    );
    return ((await res.json()) as { idToken: string }).idToken;
  };

  /** The first of the owner's properties (ids 1–60) that has photos, as the API shows it to them. */
  async function ownPropertyWithPhotos(owner: { userCode: number }, ownerToken: string) {
    let mine: { propertyId: number; multimedias: { fileUrl: string }[] } | undefined;
    for (let id = 1; id <= 60 && !mine; id++) {
      const res = await fetch(`${url('API_URL')}/property/${id}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      const body = res.ok
        ? ((await res.json()) as { propertyId: number; userCode: number; multimedias: { fileUrl: string }[] })
        : null;
      if (body && body.userCode === owner.userCode && body.multimedias.length > 0) mine = body;
    }
    return mine;
  }

  /** The token of a password user the API does not let see the property (403), if the seed has one. */
  async function strangerTokenFor(propertyId: number, others: { email: string }[]) {
    for (const u of others) {
      const token = await tokenOf(u.email);
      if (
        (await fetch(`${url('API_URL')}/property/${propertyId}`, { headers: { authorization: `Bearer ${token}` } }))
          .status === 403
      )
        return token;
    }
    return undefined;
  }

  /** GET /full of the registry service with a token the identity stand-in mints for `email`. */
  const registryFull = async (email: string) => {
    const token = (
      (await (
        await fetch(`${url('IDENTITY_URL')}/token`, {
          method: 'POST',
          body: JSON.stringify({ email, audience: url('REGISTRY_URL') }),
        })
      ).json()) as { token: string }
    ).token;
    return fetch(`${url('REGISTRY_URL')}/full`, { headers: { Authorization: `Bearer ${token}` } });
  };

  return {
    url,
    registryNow,
    live,
    get,
    siteState,
    signIn,
    tokenOf,
    ownPropertyWithPhotos,
    strangerTokenFor,
    registryFull,
  };
}
