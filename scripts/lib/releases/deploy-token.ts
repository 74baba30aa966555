/**
 * `npm run releases -- token <app>`: the credential a runner sends as DEPLOY_TOKEN for `app`
 * (`token admin`: a release admin's, which may move any app and force the gate).
 *   local       the app's token that `npm start` wrote (releases/.registry/deploy-tokens.json)
 *   otherwise   a Google ID token of the app's deployer account (or the first of `admins`) for the
 *               registry's URL: from the settings' token issuer where there is one (the rehearsal's
 *               stand-in of Google's), else from gcloud as the runner's own service account
 *               (`gcloud auth print-identity-token`)
 */
import { execFileSync } from 'node:child_process';
import { localAdminToken, localToken } from '@lotengo/platform/registry/tokens';
import { APP_DIRS, hostingDir, ReleaseError, type AppName } from '@lotengo/platform/releases/layout';
import { isLocal, type Deployment } from './deployment';

/** Who a token is asked for: an app's deployer, or the release admin. */
export const ADMIN = 'admin';

export async function deployToken(
  d: Pick<Deployment, 'environment' | 'settings' | 'env'>,
  app: AppName | typeof ADMIN,
): Promise<string> {
  const whose = app === ADMIN ? 'administración' : APP_DIRS[app];
  if (isLocal(d)) {
    const store = hostingDir(d.env);
    const token = app === ADMIN ? localAdminToken(store) : localToken(store, app);
    if (!token) throw new ReleaseError(`No hay credencial local de ${whose} en ${store}: la crea "npm start".`);
    return token;
  }
  const audience = d.settings.registryUrl;
  const tokenUrl = d.settings.identity?.tokenUrl;
  if (tokenUrl) {
    const email = app === ADMIN ? d.settings.admins?.[0] : d.settings.deployers?.[APP_DIRS[app]]?.[0];
    if (!email)
      throw new ReleaseError(
        app === ADMIN
          ? `Los ajustes de ${d.environment} no nombran administradores (admins).`
          : `Los ajustes de ${d.environment} no nombran quién despliega ${APP_DIRS[app]} (deployers).`,
      );
    let res: Response;
    try {
      res = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, audience }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ReleaseError(
        `No se pudo pedir el token a ${tokenUrl} ` +
          `(${(err as Error).message}): ¿está en marcha ` +
          `"npm run rehearsal"?`,
      );
    }
    const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
    if (!res.ok || !body.token)
      throw new ReleaseError(`${tokenUrl} no dio un token: ` + `${body.message ?? `HTTP ${res.status}`}.`);
    return body.token;
  }
  try {
    return execFileSync('gcloud', ['auth', 'print-identity-token', `--audiences=${audience}`, '--include-email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (err) {
    throw new ReleaseError(
      `No se pudo obtener el token de la cuenta de servicio con gcloud (${(err as Error).message.split('\n')[0]}). ` +
        `En CI: google-github-actions/auth con ` +
        `token_format: id_token, ` +
        `id_token_audience: ${audience} e ` +
        `id_token_include_email: true.`,
    );
  }
}
