/**
 * Deploy credentials outside this machine: each team's CI runs as its own service account and sends a Google ID token
 * for the pointer service (`gcloud auth print-identity-token --audiences=<REGISTRY_URL> --include-email`,
 * as DEPLOY_TOKEN). The function verifies its signature, issuer, audience and expiry (google-auth-library,
 * the official client) and maps the verified e-mail to the apps that account may move
 * (deploy/<environment>.json, `deployers`). The history records the e-mail; nothing public does.
 */
import { OAuth2Client, type Certificates } from 'google-auth-library';
import { APP_DIRS, APP_NAMES, type AppName } from '../releases/layout';
import type { CredentialVerifier } from './tokens';

export interface IdTokenOptions {
  audience: string;
  deployers: Partial<Record<string, string[]>>;
  admins?: string[];
  /**
   * Where the signing keys are published (settings' `identity.certsUrl`: Google's in production, the
   * rehearsal's stand-in issuer there); the library fetches them and caches them by their Cache-Control.
   */
  certsUrl?: string;
  /** Signing keys by key id, handed in (unit tests), instead of fetched from `certsUrl`. */
  certs?: () => Promise<Certificates>;
}

export function idTokenVerifier(opts: IdTokenOptions): CredentialVerifier {
  const client = new OAuth2Client(
    opts.certsUrl ? { endpoints: { oauth2FederatedSignonPemCertsUrl: opts.certsUrl } } : {},
  );
  const certs = opts.certs ?? (async () => (await client.getFederatedSignonCertsAsync()).certs);
  return async (bearer) => {
    // Keys that cannot be fetched are the service's failure (500), not the caller's (401).
    const keys = await certs();
    let email: string | undefined;
    try {
      // What client.verifyIdToken does, with the certificates made injectable: signature by one of the
      // keys, iat/exp (with the library's clock skew), issuer accounts.google.com, audience.
      const ticket = await client.verifySignedJwtWithCertsAsync(bearer, keys, opts.audience, client.issuers);
      const payload = ticket.getPayload();
      email = payload?.email_verified ? payload.email : undefined;
    } catch {
      return null;
    }
    if (!email) return null;
    const apps = APP_NAMES.filter((a: AppName) => (opts.deployers[APP_DIRS[a]] ?? []).includes(email!));
    return { credential: email, apps, admin: (opts.admins ?? []).includes(email) };
  };
}
