/**
 * Production credentials: each team's CI runs as its own service account and sends a Google ID token
 * for the pointer service (`gcloud auth print-identity-token --audiences=<REGISTRY_URL>`, as DEPLOY_TOKEN).
 * The function verifies its signature, audience and expiry (google-auth-library, the official client)
 * and maps the verified e-mail to the apps that account may move (deploy/<environment>.json,
 * `deployers`). The history records the e-mail; nothing public does.
 */
import { OAuth2Client } from 'google-auth-library';
import { APP_DIRS, APP_NAMES, type AppName } from '../releases/layout';
import type { CredentialVerifier } from './tokens';

export function idTokenVerifier(opts: { audience: string; deployers: Partial<Record<string, string[]>> }): CredentialVerifier {
  const client = new OAuth2Client();
  return async (bearer) => {
    let email: string | undefined;
    try {
      const ticket = await client.verifyIdToken({ idToken: bearer, audience: opts.audience });
      const payload = ticket.getPayload();
      email = payload?.email_verified ? payload.email : undefined;
    } catch {
      return null;
    }
    if (!email) return null;
    const apps = APP_NAMES.filter((a: AppName) => (opts.deployers[APP_DIRS[a]] ?? []).includes(email!));
    return { credential: email, apps };
  };
}
