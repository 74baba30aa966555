/**
 * Google's side of a CI identity, for the rehearsal: it signs ID tokens as Google signs a service
 * account's (RS256, `kid`, iss accounts.google.com, the audience asked for, a verified e-mail) and
 * publishes its keys as Google publishes its certificates (`/oauth2/v1/certs`, PEM by key id). The
 * pointer service verifies them with the same google-auth-library code as in production; only the
 * certificates' address differs (`identity.certsUrl` in deploy/<environment>.json).
 *   GET  /oauth2/v1/certs                         { "<kid>": "<PEM>" }
 *   POST /token  {"email": "...", "audience": "..."}   { "token": "<JWT>" } — what `gcloud auth
 *        print-identity-token --audiences=<audience> --include-email` prints for that account
 * An account made in it (`createAccount`: the rehearsal makes its setup plan's) has a unique id, the
 * `sub` of every token it gets, as a Google service account has. It signs for any other e-mail too,
 * with a new `sub` each time: the journeys mint tokens of accounts the pointer service must refuse.
 */
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { listen } from './listen';

export const CERTS_PATH = '/oauth2/v1/certs';
export const TOKEN_PATH = '/token';
const ISSUER = 'https://accounts.google.com';
const LIFETIME_S = 3600;

export interface IdentityStandIn {
  url: string;
  port: number;
  /** A token for `email` with `audience`, as the server would hand it out. */
  tokenFor(email: string, audience: string): string;
  /** Makes the service account `email` (again: nothing changes); its unique id. */
  createAccount(email: string): string;
  close(): Promise<void>;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startIdentityStandIn(opts: { port?: number; host?: string } = {}): Promise<IdentityStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const certs = { [kid]: publicKey.export({ type: 'spki', format: 'pem' }).toString() };

  const uniqueId = () => String(BigInt(`0x${randomBytes(8).toString('hex')}`));
  const accounts = new Map<string, string>();
  const createAccount = (email: string) => {
    if (!accounts.has(email)) accounts.set(email, uniqueId());
    return accounts.get(email)!;
  };
  const tokenFor = (email: string, audience: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: ISSUER,
      aud: audience,
      azp: email,
      sub: accounts.get(email) ?? uniqueId(),
      email,
      email_verified: true,
      iat: now,
      exp: now + LIFETIME_S,
    };
    const signed = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(claims)}`;
    return `${signed}.${createSign('RSA-SHA256').update(signed).sign(privateKey).toString('base64url')}`;
  };

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown, cache = 'no-store') => {
      // One request per connection: a client never reuses a socket just as the server drops it.
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cache,
        Connection: 'close',
      });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://identity');
    if (req.method === 'GET' && url.pathname === CERTS_PATH) return send(200, certs, 'public, max-age=3600');
    if (req.method !== 'POST' || url.pathname !== TOKEN_PATH)
      return send(404, { message: `No existe ${req.method} ${url.pathname}` });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let asked: { email?: unknown; audience?: unknown };
      try {
        asked = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof asked;
      } catch {
        return send(400, { message: 'El cuerpo debe ser JSON: {"email": …, "audience": …}' });
      }
      if (typeof asked.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(asked.email))
        return send(400, { message: 'Falta email (la cuenta de servicio)', field: 'email' });
      if (typeof asked.audience !== 'string' || !asked.audience)
        return send(400, { message: 'Falta audience (la URL del servicio del registro)', field: 'audience' });
      return send(200, { token: tokenFor(asked.email, asked.audience) });
    });
  });
  return { ...(await listen(server, opts)), tokenFor, createAccount };
}
