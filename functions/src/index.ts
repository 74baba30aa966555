/**
 * The Cloud Functions behind Firebase Hosting (firebase.json rewrites), the same code in production and
 * in the rehearsal (`npm run rehearsal`: the Hosting, Functions and Auth emulators, Cloud Storage's
 * stand-in through STORAGE_EMULATOR_HOST):
 *   page        the shell's pages (`/`, routes)    the live shell version's HTML (platform/src/releases/pages.ts)
 *   config      /config.json of every site          per request: canary, preview (served-config.ts)
 *   registry    /registry, /registry.json, /registry/**   the pointer service (platform/src/registry/service.ts)
 *   detailPage  /page/property/<id>                 the detail's template, with its first photo for the
 *                                                    user the API lets see it (first-screen.ts)
 *   publicPage  /solicitud/**, /solicitudes/**,     the public request pages, robots.txt and the sitemaps,
 *               /robots.txt, /sitemap*.xml          server-rendered from the API (platform/src/public-pages),
 *               /solicitud/<id>/vista-previa-<v>.png  and a request's preview image (a PNG body: satori, resvg)
 * `page`, `config` and `detailPage` read the registry through a copy of a few seconds (registry-cache.ts).
 * What they run with: LOTENGO_ENV, from functions/.env.<project> (Firebase loads it on deploy and in the
 * emulator), names deploy/<environment>.json, bundled beside this file. They fail closed (environment.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { Storage } from '@google-cloud/storage';
import { runtimeConfigFromSettings } from '@lotengo/shared/build/deploy-settings';
import { answerDetailPage, DETAIL_TEMPLATE_ASSET } from '@lotengo/platform/detail-page/first-screen';
import { answerPublicPage } from '@lotengo/platform/public-pages/answer';
import { PUBLIC_REQUEST_TEMPLATE_ASSET } from '@lotengo/platform/public-pages/in-template';
import type { Registry } from '@lotengo/platform/releases/registry';
import { answerConfig } from '@lotengo/platform/releases/served-config';
import { livePage, type VersionFileReader } from '@lotengo/platform/releases/pages';
import { siteUrl } from '@lotengo/platform/releases/settings';
import { SERVED_CHECK_TTL_MS, servedCheck, siteReader } from '@lotengo/platform/releases/site-reader';
import type { AppName } from '@lotengo/platform/releases/layout';
import { GCS_CLIENT_OPTIONS, gcsStorage } from '@lotengo/platform/registry/gcs-storage';
import { createRegistryService, type RegistryHandler } from '@lotengo/platform/registry/service';
import { registryCache } from '@lotengo/platform/registry/registry-cache';
import { idTokenVerifier } from '@lotengo/platform/registry/id-token';
import type { RegistryStorage } from '@lotengo/platform/registry/storage';
import { functionEnvironment, type FunctionEnvironment } from './environment';
import { PUBLIC_PAGE_MEMORY } from '@lotengo/platform/public-pages/function-memory';
import { FUNCTIONS_RUNTIME_ACCOUNT } from '@lotengo/platform/runtime-account';

interface Ready {
  env: FunctionEnvironment;
  storage: RegistryStorage;
  /** The registry as pages read it: a copy of a few seconds, the last good one through an outage. */
  registry: () => Promise<Registry>;
  service: RegistryHandler;
  readShell: VersionFileReader;
  /** Whether a site serves a version, asked at most every 30 s per version (`/config.json`'s fallback). */
  served: (app: AppName, version: string) => Promise<boolean>;
}

let ready: Ready | null = null;
/** The instance's services, or the reason it refuses to answer (checked on each request until it passes). */
function services(): Ready | { refusal: string } {
  if (ready) return ready;
  const env = functionEnvironment(process.env);
  if ('refusal' in env) return env;
  const { settings } = env;
  const storage = gcsStorage(new Storage(GCS_CLIENT_OPTIONS).bucket(settings.registryBucket!));
  const sites = siteReader((app) => siteUrl(settings, app));
  const service = createRegistryService({
    storage,
    verify: idTokenVerifier({
      audience: settings.registryUrl,
      deployers: settings.deployers ?? {},
      admins: settings.admins,
      certsUrl: settings.identity!.certsUrl,
    }),
    // The version's record where its site serves it: whether it is there, and what the deploy gate judges.
    readRecord: (app, version) => sites.record(app, version),
  });
  // A version's files never change: each one is fetched from the shell's site once per instance.
  const cache = new Map<string, Promise<string | null>>();
  const readShell: VersionFileReader = (version, rel) => {
    const key = `${version}/${rel}`;
    if (!cache.has(key)) {
      const url = `${siteUrl(settings, 'shell')}/${key}`;
      const got = fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) =>
        r.ok ? r.text() : r.status === 404 ? null : Promise.reject(new Error(`${url}: HTTP ${r.status}`)),
      );
      cache.set(key, got);
      // A missing file is not immutable: the version may be uploaded again (the pages serve an older one meanwhile).
      got.then(
        (text) => text === null && setTimeout(() => cache.delete(key), SERVED_CHECK_TTL_MS).unref(),
        () => cache.delete(key),
      );
    }
    return cache.get(key)!;
  };
  ready = { env, storage, registry: registryCache(storage), service, readShell, served: servedCheck(sites) };
  return ready;
}

/** The response firebase-functions hands a handler (its own express's). */
type Response = Parameters<Extract<Parameters<typeof onRequest>[0], (...args: never[]) => unknown>>[1];
type Handler = (s: Ready, req: Request, res: Response) => Promise<void>;

/** Every function: refuse without a complete, safe environment (503, a Spanish reason); a failure is a 500. */
const serve = (what: string, handler: Handler) => async (req: Request, res: Response) => {
  const s = services();
  if ('refusal' in s) {
    res.status(503).set('Cache-Control', 'no-store').json({ message: s.refusal });
    return;
  }
  try {
    await handler(s, req, res);
  } catch (err) {
    res
      .status(500)
      .set('Cache-Control', 'no-store')
      .json({ message: `No se pudo ${what}: ${err instanceof Error ? err.message : String(err)}` });
  }
};

// Every function of every project runs as the plan's runtime account (`name@` is completed with the project).
setGlobalOptions({ serviceAccount: `${FUNCTIONS_RUNTIME_ACCOUNT}@` });

/** On the first load of every visitor: one instance kept warm (no cold start on the way to the page). */
const FIRST_LOAD = { invoker: 'public', concurrency: 80, minInstances: 1 } as const;

/** 512 MiB: its deploy gate builds a TypeScript program per change (its declarations alone are ~70 MB). */
export const registry = onRequest(
  { invoker: 'public', concurrency: 80, memory: '512MiB' },
  serve('atender al registro', async (s, req, res) => {
    // Hosting keeps the path: /registry/apps/mf-inbox reaches the function as it is.
    await s.service(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  }),
);

export const config = onRequest(
  FIRST_LOAD,
  serve('calcular /config.json', async (s, req, res) => {
    const { settings } = s.env;
    const sites = siteReader((app) => siteUrl(settings, app));
    const answer = await answerConfig(
      { canary: req.query.canary, preview: req.query.preview },
      {
        registry: await s.registry(),
        settings: (versions) => runtimeConfigFromSettings(settings, versions),
        versionExists: async (app, version) => (await sites.record(app, version)) !== null,
        versionServed: s.served,
      },
    );
    res.set(answer.headers).set('Access-Control-Allow-Origin', '*').status(answer.status).json(answer.body);
  }),
);

export const page = onRequest(
  FIRST_LOAD,
  serve('servir la página', async (s, req, res) => {
    const answer = await livePage({ registry: await s.registry(), read: s.readShell, urlPath: req.path });
    res.status(answer.status).set(answer.headers);
    if (answer.status === 200 && req.fresh) res.status(304).end();
    else res.send(answer.body);
  }),
);

export const detailPage = onRequest(
  FIRST_LOAD,
  serve('servir la página', async (s, req, res) => {
    const registryRead = s.registry();
    // The template is fetched while the API is asked.
    const template = registryRead
      .then((registry) => livePage({ registry, read: s.readShell, urlPath: req.path, asset: DETAIL_TEMPLATE_ASSET }))
      .then((p) => (p.status === 200 ? p.body : Promise.reject(new Error(p.body))));
    const apiBaseUrl = runtimeConfigFromSettings(s.env.settings).apiBaseUrl;
    const answer = await answerDetailPage({ template, urlPath: req.path, cookieHeader: req.get('cookie'), apiBaseUrl });
    if (answer.reason) console.info(`detailPage ${req.path}: sin foto (${answer.reason})`);
    res.set(answer.headers).status(200).send(answer.body);
  }),
);

/** Crawlers, link previews and shared links: no instance kept warm (the CDN answers repeat views, s-maxage). */
export const publicPage = onRequest(
  { invoker: 'public', concurrency: 80, memory: PUBLIC_PAGE_MEMORY },
  serve('servir la página pública', async (s, req, res) => {
    const { settings } = s.env;
    const started = performance.now();
    const answer = await answerPublicPage({
      urlPath: req.path,
      query: req.query,
      apiBaseUrl: runtimeConfigFromSettings(settings).apiBaseUrl,
      siteUrl: siteUrl(settings, 'shell'),
      // A request's page in the live shell's template, so the app takes it over in place.
      template: () =>
        s
          .registry()
          .then((registry) =>
            livePage({ registry, read: s.readShell, urlPath: req.path, asset: PUBLIC_REQUEST_TEMPLATE_ASSET }),
          )
          .then((p) => (p.status === 200 ? p.body : null)),
    });
    // The function's own time (API reads and drawing included), what bench:public-pages reads through Hosting.
    res.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    if (!answer)
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json({ message: `No encontrado: ${req.path}` });
    else res.status(answer.status).set(answer.headers).send(answer.body);
  }),
);
