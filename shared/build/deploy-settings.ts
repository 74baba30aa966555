/**
 * The settings one environment's sites are served with (deploy/<environment>.json, chosen by
 * LOTENGO_ENV): the API, each remote's origin, the Firebase project and the pointer service. Checked by
 * this schema; for any environment other than local, also refused when a setting points at this
 * machine, at a `demo-*` project or at an emulator — a missing variable must never become localhost
 * for everybody. Each refusal names the setting.
 */
import { z } from 'zod';
import type { RuntimeConfigJson } from '../src/facts';
import { REMOTE_NAMES, type RemoteName } from './ports';

const url = (what: string) => z.string({ error: `falta ${what}` }).url({ error: `${what} debe ser una URL` });

export const deploySettingsSchema = z
  .object({
    apiUrl: url('la URL de la API'),
    /** The shell's site (the others are `remotes`). */
    shellUrl: url('el origen del shell'),
    remotes: z.object(
      Object.fromEntries(REMOTE_NAMES.map((r) => [r, url(`el origen de ${r}`)])) as Record<RemoteName, ReturnType<typeof url>>,
      { error: 'faltan los orígenes de los remotos' },
    ),
    firebase: z.object(
      {
        projectId: z.string({ error: 'falta el proyecto de Firebase' }).min(1, { error: 'falta el proyecto de Firebase' }),
        apiKey: z.string({ error: 'falta la clave web de Firebase' }).min(1, { error: 'falta la clave web de Firebase' }),
        authDomain: z.string({ error: 'falta el dominio de Auth' }).min(1, { error: 'falta el dominio de Auth' }),
        appId: z.string().min(1).optional(),
        storageBucket: z.string().min(1).optional(),
        /** host:port of the Auth emulator: local only. */
        authEmulatorHost: z.string().optional(),
      },
      { error: 'faltan los ajustes de Firebase' },
    ),
    /** The pointer service (REGISTRY_URL's default for this environment). */
    registryUrl: url('la URL del servicio del registro'),
    /** Production: each app's deployers (service-account e-mails) — who may move its pointer. */
    deployers: z.record(z.string(), z.array(z.string().email({ error: 'un deployer es el e-mail de una cuenta de servicio' }))).optional(),
  })
  .strict();

export type DeploySettings = z.infer<typeof deploySettingsSchema>;

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1|[^.]+\.localhost)$/i;

/** Every setting that would make a non-local environment serve this machine, a demo project or an emulator. */
export function unsafeSettings(s: DeploySettings): Array<{ setting: string; reason: string }> {
  const out: Array<{ setting: string; reason: string }> = [];
  const urls: Array<[string, string]> = [
    ['apiUrl', s.apiUrl],
    ['shellUrl', s.shellUrl],
    ['registryUrl', s.registryUrl],
    ...REMOTE_NAMES.map((r): [string, string] => [`remotes.${r}`, s.remotes[r]]),
  ];
  for (const [setting, value] of urls) {
    const u = new URL(value);
    if (LOCAL_HOST.test(u.hostname)) out.push({ setting, reason: `apunta a esta máquina (${u.host})` });
    else if (u.protocol !== 'https:') out.push({ setting, reason: `no es https (${value})` });
  }
  for (const key of ['projectId', 'apiKey', 'authDomain'] as const) {
    if (/(^|[^a-z])demo-/i.test(s.firebase[key])) out.push({ setting: `firebase.${key}`, reason: `es de demostración (${s.firebase[key]})` });
  }
  if (s.firebase.authEmulatorHost) out.push({ setting: 'firebase.authEmulatorHost', reason: `apunta al emulador de Auth (${s.firebase.authEmulatorHost})` });
  return out;
}

/** /config.json for these settings, with each remote's manifest in its version's folder when known. */
export function runtimeConfigFromSettings(s: DeploySettings, versions: Partial<Record<RemoteName, string>> = {}): RuntimeConfigJson {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((r) => {
      const base = s.remotes[r].replace(/\/$/, '');
      return [r, versions[r] ? `${base}/${versions[r]}/mf-manifest.json` : `${base}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl: s.apiUrl,
    firebase: { apiKey: s.firebase.apiKey, authDomain: s.firebase.authDomain, projectId: s.firebase.projectId, appId: s.firebase.appId, storageBucket: s.firebase.storageBucket },
    authEmulatorUrl: s.firebase.authEmulatorHost ? `http://${s.firebase.authEmulatorHost}` : null,
    remotes,
  };
}
