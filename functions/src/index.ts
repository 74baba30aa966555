/**
 * The Cloud Functions (firebase-functions v2) behind the shell's Hosting site (firebase.json rewrites):
 *   registry    /registry/**, /registry.json   the pointer service (scripts/lib/registry/service.ts)
 *   config      /config.json                   per request: canary by `__session`, preview checked
 *   detailPage  /page/property/<id>            the detail's template, with its first photo for the user
 *                                              the API lets see it (the detail `__session` cookie)
 * Where the registry lives: REGISTRY_BUCKET (one Cloud Storage object written with ifGenerationMatch);
 * in the emulator LOTENGO_STORE, the local store's registry file and deploy tokens. Settings: LOTENGO_ENV
 * (deploy/<environment>.json, bundled; local: this machine's variables).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { onRequest } from 'firebase-functions/v2/https';
import { Storage } from '@google-cloud/storage';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import { runtimeConfigFromSettings } from '@lotengo/shared/build/deploy-settings';
import { appDir, legacyRegistryPath, RECORD_FILE, registryPath, versionDir, type AppName } from '../../scripts/lib/releases/layout';
import { answerDetailPage, DETAIL_TEMPLATE_ASSET } from '../../scripts/lib/detail-page/first-screen';
import { emptyRegistry, parseRegistry } from '../../scripts/lib/releases/registry';
import { environmentOf, LOCAL_ENV, loadSettings } from '../../scripts/lib/releases/settings';
import { answerConfig } from '../../scripts/lib/releases/served-config';
import { fileStorage } from '../../scripts/lib/registry/file-storage';
import { gcsStorage } from '../../scripts/lib/registry/gcs-storage';
import { createRegistryService } from '../../scripts/lib/registry/service';
import { localTokenVerifier } from '../../scripts/lib/registry/tokens';
import { idTokenVerifier } from '../../scripts/lib/registry/id-token';
import type { RegistryStorage } from '../../scripts/lib/registry/storage';

const SETTINGS_DIR = path.join(__dirname, 'deploy');
const local = () => environmentOf() === LOCAL_ENV;

function storage(): RegistryStorage {
  if (process.env.REGISTRY_BUCKET) return gcsStorage(new Storage().bucket(process.env.REGISTRY_BUCKET));
  const store = process.env.LOTENGO_STORE;
  if (!store) throw new Error('Falta REGISTRY_BUCKET (o LOTENGO_STORE en el emulador): el registro no tiene dónde vivir.');
  return fileStorage(registryPath(store), { legacyFile: legacyRegistryPath(store) });
}

/** Is the version where its app's site serves it? Locally the store; in production its release record over HTTPS. */
async function versionExists(app: AppName, version: string): Promise<boolean> {
  if (process.env.LOTENGO_STORE) return fs.existsSync(path.join(versionDir(process.env.LOTENGO_STORE, app, version), RECORD_FILE));
  const { settings } = loadSettings(process.env, SETTINGS_DIR);
  const origin = app === 'shell' ? settings.shellUrl : settings.remotes[app];
  const res = await fetch(`${origin.replace(/\/$/, '')}/${version}/release.json`, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
  return res.ok;
}

let service: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
function registryHandler() {
  if (service) return service;
  const settings = local() ? null : loadSettings(process.env, SETTINGS_DIR).settings;
  service = createRegistryService({
    storage: storage(),
    verify: settings ? idTokenVerifier({ audience: settings.registryUrl, deployers: settings.deployers ?? {} }) : localTokenVerifier(process.env.LOTENGO_STORE!),
    versionExists,
  });
  return service;
}

export const registry = onRequest({ invoker: 'public', concurrency: 80 }, async (req, res) => {
  // Hosting keeps the path: /registry/apps/mf-inbox reaches the function as it is.
  await registryHandler()(req, res);
});

export const config = onRequest({ invoker: 'public', concurrency: 80 }, async (req, res) => {
  try {
    const doc = await storage().read();
    const registry = doc.text === null ? emptyRegistry() : parseRegistry(doc.text, 'registro');
    const settings = local() ? null : loadSettings(process.env, SETTINGS_DIR).settings;
    const answer = await answerConfig(
      { cookieHeader: req.get('cookie'), preview: req.query.preview, secure: req.secure || req.get('x-forwarded-proto') === 'https' },
      { registry, settings: (versions) => (settings ? runtimeConfigFromSettings(settings, versions) : runtimeConfigFromEnv(process.env, versions)), versionExists },
    );
    for (const [k, v] of Object.entries(answer.headers)) if (v) res.setHeader(k, v);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.status(answer.status).json(answer.body);
  } catch (err) {
    // Fail closed: no config rather than one that points everybody somewhere wrong.
    res.status(500).json({ message: `No se pudo calcular /config.json: ${err instanceof Error ? err.message : String(err)}` });
  }
});

/**
 * The live shell's detail template: locally the store's in-place file; in production the same file as
 * Hosting serves it (a static path, no rewrite), so a promote or a rollback reaches the next request.
 */
async function detailTemplate(shellUrl: string | null): Promise<string> {
  if (process.env.LOTENGO_STORE) return fs.promises.readFile(path.join(appDir(process.env.LOTENGO_STORE, 'shell'), DETAIL_TEMPLATE_ASSET), 'utf8');
  const res = await fetch(`${shellUrl!.replace(/\/$/, '')}/${DETAIL_TEMPLATE_ASSET}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`${DETAIL_TEMPLATE_ASSET}: HTTP ${res.status}`);
  return res.text();
}

export const detailPage = onRequest({ invoker: 'public', concurrency: 80 }, async (req, res) => {
  try {
    const settings = local() ? null : loadSettings(process.env, SETTINGS_DIR).settings;
    const apiBaseUrl = settings ? runtimeConfigFromSettings(settings).apiBaseUrl : runtimeConfigFromEnv(process.env).apiBaseUrl;
    // The template is fetched while the API is asked.
    const answer = await answerDetailPage({ template: detailTemplate(settings?.shellUrl ?? null), urlPath: req.path, cookieHeader: req.get('cookie'), apiBaseUrl });
    if (answer.reason) console.info(`detailPage ${req.path}: sin foto (${answer.reason})`);
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.status(200).send(answer.body);
  } catch (err) {
    res.status(500).type('text/plain').send(`No se pudo servir la página: ${err instanceof Error ? err.message : String(err)}`);
  }
});
