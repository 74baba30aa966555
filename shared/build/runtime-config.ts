import type { ReleaseInfoJson, RuntimeConfigJson } from '../src/facts';
import { port, REMOTE_NAMES, type RemoteName } from './ports';

/** The shape of /config.json is written once, in shared/src/facts.ts (the app parses the same type). */
export type { ReleaseInfoJson, RuntimeConfigJson };

const ENV_URL: Record<RemoteName, string> = {
  mf_requests: 'MF_REQUESTS_URL',
  mf_properties: 'MF_PROPERTIES_URL',
  mf_inbox: 'MF_INBOX_URL',
  mf_account: 'MF_ACCOUNT_URL',
};

/**
 * `versions`: the live version of each remote (the release registry); its manifest is then
 * `<origin>/<version>/mf-manifest.json`, a URL whose files never change. Without it (dev servers, a plain
 * build's dist/), `<origin>/mf-manifest.json`.
 */
export function runtimeConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  versions: Partial<Record<RemoteName, string>> = {},
): RuntimeConfigJson {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-lotengo';
  // An empty FIREBASE_AUTH_EMULATOR_HOST means "use the real Firebase project".
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${port('auth')}`;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = (env[ENV_URL[name]] || `http://localhost:${port(name)}`).replace(/\/$/, '');
      const version = versions[name];
      return [name, version ? `${base}/${version}/mf-manifest.json` : `${base}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl: env.API_URL || `http://localhost:${port('api')}/mvp`,
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      appId: env.FIREBASE_APP_ID || undefined,
      // Set: property photos go to Firebase Storage; unset: to the API's own storage endpoint.
      storageBucket: env.FIREBASE_STORAGE_BUCKET || undefined,
    },
    authEmulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    remotes,
  };
}
