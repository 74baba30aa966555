/**
 * The production credential, offline: the pointer service with the verifier the function uses
 * (google-auth-library's `verifySignedJwtWithCertsAsync`, the check inside `verifyIdToken`), handed a
 * key pair made here instead of Google's certificates. Tokens are signed as Google signs a service
 * account's ID token (RS256, `kid`, iss accounts.google.com, aud the service's URL, a verified e-mail)
 * and the `deployers` of the environment's settings decide which app each account may move.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileStorage } from '@lotengo/platform/registry/file-storage';
import { idTokenVerifier } from '@lotengo/platform/registry/id-token';
import { createRegistryService } from '@lotengo/platform/registry/service';
import { CERTS_PATH, startIdentityStandIn, TOKEN_PATH } from '../lib/rehearsal/identity-stand-in';
import { anyVersion } from './support/stub-record';
import { ADMIN, deployToken } from '../lib/releases/deploy-token';
import type { DeploySettings } from '@lotengo/shared/build/deploy-settings';

const AUDIENCE = 'https://lotengo-prod.web.app/registry';
const INBOX_SA = 'deploy-inbox@lotengo-prod.iam.gserviceaccount.com';
const REQUESTS_SA = 'deploy-requests@lotengo-prod.iam.gserviceaccount.com';
const ADMIN_SA = 'release-admin@lotengo-prod.iam.gserviceaccount.com';
const V1 = 'abc1234-0123456789';
const V2 = 'abc1234-0123456790';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** A public key as the PEM text google-auth-library checks a signature against. */
const publicKeyPem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as Google issues one to a service account, with `over` changing any claim. */
function idToken(over: Record<string, unknown> = {}, key = google.privateKey, kid = 'clave-1'): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: AUDIENCE,
    sub: '1234567890',
    email: INBOX_SA,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    ...over,
  };
  const signed = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(claims)}`;
  return `${signed}.${createSign('RSA-SHA256').update(signed).sign(key).toString('base64url')}`;
}

let tmp: string;
let server: http.Server;
let base: string;
beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-id-token-'));
  const handle = createRegistryService({
    storage: fileStorage(path.join(tmp, 'registry.json')),
    verify: idTokenVerifier({
      audience: AUDIENCE,
      deployers: { 'mf-inbox': [INBOX_SA], 'mf-requests': [REQUESTS_SA] },
      admins: [ADMIN_SA],
      certs: async () => ({ 'clave-1': publicKeyPem(google.publicKey) }),
    }),
    readRecord: anyVersion,
  });
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Entry = { credential?: string; by?: string; admin?: true; forced?: true; action?: string; to?: string };

/** One change on revision `revision` (the first promote of V1 unless told). */
async function promote(app: string, token?: string, change: object = { action: 'promote', to: V1 }, revision = 0) {
  const res = await fetch(`${base}/registry/apps/${app}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'If-Match': `"${revision}"`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(change),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; field?: string; entry?: Entry } };
}

describe('un ID token de Google verificado con claves propias', () => {
  it(
    "a valid token of mf-inbox's account moves mf-inbox (200, the history names the account, the " +
      'public registry does not)',
    async () => {
      const res = await promote('mf-inbox', idToken());
      expect(res.status).toBe(200);
      expect(res.body.entry?.credential).toBe(INBOX_SA);
      const pub = await (await fetch(`${base}/registry`)).text();
      expect(pub).toContain(V1);
      expect(pub).not.toContain(INBOX_SA);
    },
  );

  it('the same token against another app: 403 naming what it may move', async () => {
    const res = await promote('mf-requests', idToken());
    expect(res).toEqual({
      status: 403,
      body: { message: `Rechazado: la credencial ${INBOX_SA} no puede mover mf-requests (solo mf-inbox).` },
    });
  });

  it('an account deployers does not name: 403, even with a valid signature', async () => {
    const res = await promote('mf-inbox', idToken({ email: 'intruso@otro-proyecto.iam.gserviceaccount.com' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('no figura en deployers');
  });

  it.each([
    ['no token', undefined],
    [
      'an expired token',
      idToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['another audience', idToken({ aud: 'https://otro-servicio.run.app' })],
    ['another issuer', idToken({ iss: 'https://evil.example' })],
    ['an unverified e-mail', idToken({ email_verified: false })],
    ['no e-mail (printed without --include-email)', idToken({ email: undefined, email_verified: undefined })],
    ['a signature by another key', idToken({}, stranger.privateKey)],
    ['an unknown key id', idToken({}, google.privateKey, 'clave-9')],
    [
      'a changed claim',
      idToken().replace(/^([^.]+)\.([^.]+)\./, (_m, h: string) => {
        const claims = {
          iss: 'https://accounts.google.com',
          aud: AUDIENCE,
          email: REQUESTS_SA,
          email_verified: true,
          iat: 1,
          exp: 9_999_999_999,
        };
        return `${h}.${b64url(claims)}.`;
      }),
    ],
    ['not a JWT', 'abc'],
  ])('%s: 401, nothing moves', async (_what, token) => {
    const res = await promote('mf-inbox', token);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^Falta una credencial de despliegue válida/);
    expect(fs.existsSync(path.join(tmp, 'registry.json'))).toBe(false);
  });
});

describe('la identidad verificada, no la que se dice', () => {
  it("by is the token's e-mail; a team's token claiming forced is a 403 whatever the body says", async () => {
    const claimed = await promote('mf-inbox', idToken(), { action: 'promote', to: V1, by: ADMIN_SA });
    expect(claimed).toMatchObject({ status: 400, body: { field: 'by' } });
    const forced = await promote('mf-inbox', idToken(), { action: 'promote', to: V1, forced: true, why: 'urgente' });
    expect(forced).toMatchObject({ status: 403, body: { field: 'forced' } });
    expect(fs.existsSync(path.join(tmp, 'registry.json'))).toBe(false);
    const done = await promote('mf-inbox', idToken(), { action: 'promote', to: V1, why: 'primera' });
    expect(done.body.entry).toMatchObject({ by: INBOX_SA, credential: INBOX_SA });
    expect(done.body.entry?.admin).toBeUndefined();
  });

  it("an admin's token forces a promote of any app with a reason and rolls any back, recorded as admin", async () => {
    const admin = idToken({ email: ADMIN_SA });
    const forced = await promote('mf-requests', admin, { action: 'promote', to: V1, forced: true, why: 'incidente' });
    expect(forced.status).toBe(200);
    expect(forced.body.entry).toMatchObject({ by: ADMIN_SA, admin: true, forced: true, action: 'promote' });
    expect(
      (await promote('mf-requests', idToken({ email: REQUESTS_SA }), { action: 'promote', to: V2 }, 1)).status,
    ).toBe(200);
    const back = await promote('mf-requests', admin, { action: 'rollback', why: 'incidente: V2 no carga' }, 2);
    expect(back.status).toBe(200);
    expect(back.body.entry).toMatchObject({ action: 'rollback', to: V1, by: ADMIN_SA, admin: true });
    expect(back.body.entry?.forced).toBeUndefined();
  });
});

describe('las claves publicadas en identity.certsUrl (el emisor del ensayo, como las de Google)', () => {
  it(
    'a token of the stand-in issuer is verified with the keys fetched from its URL; admins read the ' +
      'history, nobody else',
    async () => {
      const issuer = await startIdentityStandIn();
      const audience = 'http://127.0.0.1:5000/registry';
      const verify = idTokenVerifier({
        audience,
        deployers: { 'mf-inbox': [INBOX_SA] },
        admins: ['admin@lotengo-prod.iam.gserviceaccount.com'],
        certsUrl: `${issuer.url}${CERTS_PATH}`,
      });
      try {
        const asked = await fetch(`${issuer.url}${TOKEN_PATH}`, {
          method: 'POST',
          body: JSON.stringify({ email: INBOX_SA, audience }),
        });
        const { token } = (await asked.json()) as { token: string };
        await expect(verify(token)).resolves.toEqual({ credential: INBOX_SA, apps: ['mf_inbox'], admin: false });
        await expect(
          verify(issuer.tokenFor('admin@lotengo-prod.iam.gserviceaccount.com', audience)),
        ).resolves.toMatchObject({ apps: [], admin: true });
        // Another audience, or a key the issuer never published: no caller.
        await expect(verify(issuer.tokenFor(INBOX_SA, 'https://otro.example/registry'))).resolves.toBeNull();
        await expect(verify(idToken({ aud: audience }))).resolves.toBeNull();
        expect((await fetch(`${issuer.url}${TOKEN_PATH}`, { method: 'POST', body: '{"email":"x"}' })).status).toBe(400);
        // `npm run releases -- token admin` in the rehearsal: the first of the settings' admins, from its issuer.
        const settings = {
          registryUrl: audience,
          identity: { certsUrl: `${issuer.url}${CERTS_PATH}`, tokenUrl: `${issuer.url}${TOKEN_PATH}` },
          deployers: { 'mf-inbox': [INBOX_SA] },
          admins: ['admin@lotengo-prod.iam.gserviceaccount.com'],
        } as unknown as DeploySettings;
        const runner = { environment: 'rehearsal', settings, env: {} };
        await expect(verify(await deployToken(runner, ADMIN))).resolves.toMatchObject({ apps: [], admin: true });
        await expect(verify(await deployToken(runner, 'mf_inbox'))).resolves.toMatchObject({ apps: ['mf_inbox'] });
      } finally {
        await issuer.close();
      }
    },
  );
});
