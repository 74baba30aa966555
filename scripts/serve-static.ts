/**
 * Serves one app's production build (its dist/ folder) the way a CDN would:
 *  - /config.json built from the environment when the server starts (same build, other backend);
 *  - CORS open, because the shell loads every remote's manifest and chunks from another origin;
 *  - no-cache for the files whose name never changes (index.html, remoteEntry.js, mf-manifest.json,
 *    config.json, the shell's main.js) and a year of immutable cache for content-hashed chunks;
 *  - a route prerendered into its own file at build time (/page/requests) gets that file;
 *  - a property's detail gets its template with the first photo written in, for a user the API lets
 *    see it (platform/src/detail-page/first-screen.ts);
 *  - the shell answers the public request pages, robots.txt and the sitemaps from the API
 *    (platform/src/public-pages), with SITE_URL as the site's public origin;
 *  - SPA fallback to index.html, so deep links (/page/login) and standalone remotes work;
 *  - gzip when the `compression` middleware is installed (it comes with webpack-dev-server).
 *
 * CLI: `tsx scripts/serve-static.ts <app>` with <app> one of shell, mf-requests, mf-properties,
 * mf-inbox, mf-account (or its container name); the port comes from shared/build/ports.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { APP_DIRS, APP_NAMES, port, type AppName } from '@lotengo/shared/build/ports';
import { appDir, versionDir } from '@lotengo/platform/releases/layout';
import { publicRegistry, readRegistry } from '@lotengo/platform/releases/registry';
import { answerConfig } from '@lotengo/platform/releases/served-config';
import { readRecord } from '@lotengo/platform/releases/store';
import { isPagePath, livePage, type VersionFileReader } from '@lotengo/platform/releases/pages';
import { runtimeConfigFromEnv, type RuntimeConfigJson } from '@lotengo/shared/build/runtime-config';
import { prerenderedFile } from '@lotengo/shared/build/prerendered-pages';
import { answerDetailPage, DETAIL_TEMPLATE_ASSET, detailIdOf } from '@lotengo/platform/detail-page/first-screen';
import { PUBLIC_REQUEST_TEMPLATE_ASSET } from '@lotengo/platform/public-pages/in-template';
import { answerPublicPage } from '@lotengo/platform/public-pages/answer';

export const ROOT_DIR = path.resolve(__dirname, '..');

/** Entry files keep their name between builds: the browser must revalidate them every time. */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'config.json']);
/** webpack's `[name].[contenthash:8].js|css` (shared/build/webpack.ts). */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?$/;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (!STABLE_NAMES.has(base) && HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The optional compression middleware (gzip, or brotli where the browser takes it): present in node_modules via
 * webpack-dev-server, never required. */
function optionalCompression(): RequestHandler | null {
  try {
    const load = createRequire(__filename)('compression') as (opts: { threshold: number }) => RequestHandler;
    // Every body, not only those over the default 1 KB: the small federation chunks (a shared module's
    // own chunk is often under 1 KB) are a few hundred bytes lighter on a phone's first visit.
    return load({ threshold: 0 });
  } catch {
    return null;
  }
}

export interface StaticAppOptions {
  /** The dist folder to serve (a plain build). */
  distDir: string;
  /**
   * Serve a release store's site of this app instead (platform/src/releases/layout.ts): version folders
   * with a year of immutable caching, and, as the registry says at the moment of the request,
   * /config.json naming each remote's live version and (the shell) the live version's pages.
   */
  releases?: { store: string; app: AppName; env: NodeJS.ProcessEnv };
  /** What /config.json answers (defaults to runtimeConfigFromEnv() at creation time). */
  runtimeConfig?: RuntimeConfigJson;
  /** Prefix for the access log; null = silent. */
  log?: ((line: string) => void) | null;
  /** Answer the public request pages, robots.txt and the sitemaps (the shell's; default: a release site's shell). */
  publicPages?: boolean;
  /** The shell's public origin in canonical URLs and sitemaps (default: SITE_URL, else this machine's shell). */
  siteUrl?: string;
}

/** `/<version>/…` of a release site: its files never change. */
const VERSIONED = /^\/([0-9a-z]{4,12}-[0-9a-f]{10})\//;

function releaseCacheControl(siteDir: string, filePath: string): string {
  const rel = `/${path.relative(siteDir, filePath).split(path.sep).join('/')}`;
  return VERSIONED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function createStaticApp({
  distDir,
  releases,
  runtimeConfig = runtimeConfigFromEnv(),
  log = null,
  publicPages = releases?.app === 'shell',
  siteUrl = (releases?.env ?? process.env).SITE_URL || `http://localhost:${port('shell')}`,
}: StaticAppOptions) {
  const siteDir = releases ? appDir(releases.store, releases.app) : distDir;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      // The preflight's answers only: on every script they were bytes a phone downloads for nothing.
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.sendStatus(204);
      return;
    }
    if (log) res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode}`));
    next();
  });

  const gzip = optionalCompression();
  if (gzip) app.use(gzip);

  app.get('/config.json', (req, res, next) => {
    if (!releases) {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(runtimeConfig);
      return;
    }
    // Read at each request: a promote, a rollback or a canary reaches the next page load at once.
    void answerConfig(
      { canary: req.query.canary, preview: req.query.preview },
      {
        registry: readRegistry(releases.store),
        settings: (versions) => runtimeConfigFromEnv(releases.env, versions),
        versionExists: (app, version) => readRecord(releases.store, app, version) !== null,
        // A live version missing from its site's folder: the last live one there is named instead.
        versionServed: (app, version) => readRecord(releases.store, app, version) !== null,
      },
    ).then((answer) => {
      for (const [k, v] of Object.entries(answer.headers)) if (v) res.setHeader(k, v);
      res.status(answer.status).json(answer.body);
    }, next);
  });

  // The shell's site answers the public registry (versions, never people), as Hosting's rewrite to the
  // pointer service does in production; the service's own file is in a dot folder that is never served.
  if (releases?.app === 'shell') {
    app.get('/registry.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(publicRegistry(readRegistry(releases.store)));
    });
  }

  // The live shell version's files, read from the store (the function reads them from the shell's site).
  const readShell: VersionFileReader = (version, rel) =>
    releases
      ? fs.promises.readFile(path.join(versionDir(releases.store, 'shell', version), rel), 'utf8').catch(() => null)
      : Promise.resolve(null);
  const pageOf = (urlPath: string, asset?: string) =>
    livePage({ registry: readRegistry(releases!.store), read: readShell, urlPath, asset });

  // The public request pages, robots.txt and the sitemaps: the shell's, the same code as the `publicPage`
  // function behind Hosting. Before the files, so no built robots.txt can shadow them.
  const apiBaseUrl = releases ? runtimeConfigFromEnv(releases.env).apiBaseUrl : runtimeConfig.apiBaseUrl;
  app.get('*', (req, res, next) => {
    if (!publicPages) {
      next();
      return;
    }
    // A request's page is written into the shell's template (the live version's, or this build's).
    const template = () =>
      (releases
        ? pageOf(req.path, PUBLIC_REQUEST_TEMPLATE_ASSET).then((page) => (page.status === 200 ? page.body : null))
        : fs.promises.readFile(path.join(siteDir, PUBLIC_REQUEST_TEMPLATE_ASSET), 'utf8')
      ).catch(() => null);
    void answerPublicPage({ urlPath: req.path, query: req.query, apiBaseUrl, siteUrl, template }).then((answer) => {
      if (!answer) next();
      else res.status(answer.status).set(answer.headers).send(answer.body);
    }, next);
  });

  app.use(
    express.static(siteDir, {
      // A release site's root holds only version folders and site.json: its pages are answered above.
      index: releases ? false : 'index.html',
      fallthrough: true,
      // The ETag already revalidates; Last-Modified and Accept-Ranges were header bytes on every file.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res, filePath) =>
        res.setHeader('Cache-Control', releases ? releaseCacheControl(siteDir, filePath) : cacheControlFor(filePath)),
    }),
  );

  // A property's detail: its template, with the first photo written in where the request's detail
  // cookie names a user the API lets see it (platform/src/detail-page/first-screen.ts).
  app.get('*', (req, res, next) => {
    if (detailIdOf(req.path) === null || (releases && releases.app !== 'shell')) {
      next();
      return;
    }
    // Read per request (the live version may change with any request), while the API is asked. No
    // template (a build without it): the app shell below, as for any route.
    const template = releases
      ? pageOf(req.path, DETAIL_TEMPLATE_ASSET).then((page) =>
          page.status === 200 ? page.body : Promise.reject(new Error(page.body)),
        )
      : fs.promises.readFile(path.join(siteDir, DETAIL_TEMPLATE_ASSET), 'utf8');
    void answerDetailPage({ template, urlPath: req.path, cookieHeader: req.get('cookie'), apiBaseUrl }).then(
      (answer) => {
        for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
        res.send(answer.body);
      },
      () => next(),
    );
  });

  // The shell's pages as the registry says now: the same code as the `page` function behind Hosting.
  if (releases?.app === 'shell') {
    app.get('*', (req, res, next) => {
      if (!isPagePath(req.path)) {
        next();
        return;
      }
      void pageOf(req.path).then((page) => {
        res.status(page.status).set(page.headers);
        if (page.status === 200 && req.fresh) res.status(304).end();
        else res.send(page.body);
      }, next);
    });
  }

  // SPA fallback of a plain build: a route such as /page/login is a page, not a file. Anything with an
  // extension (a missing chunk, a stale source map) is a real 404 so the federation runtime sees the failure.
  const indexHtml = path.join(siteDir, 'index.html');
  app.get('*', (req, res, next) => {
    if (releases || path.extname(req.path) !== '' || VERSIONED.test(req.path) || !fs.existsSync(indexHtml)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A route with its own prerendered first screen (shared/build/prerender.ts) gets that HTML.
    const own = prerenderedFile(siteDir, req.path);
    res.sendFile(own && fs.existsSync(own) ? own : indexHtml);
  });

  app.use((req, res) => {
    res.status(404).type('text/plain').send(`No encontrado: ${req.path}`);
  });
  return app;
}

export interface RunningStaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts a static server and resolves once it listens. */
export function listenStatic(opts: StaticAppOptions & { port: number; host?: string }): Promise<RunningStaticServer> {
  const server = http.createServer(createStaticApp(opts));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets would hold close() open: a stopped server must look stopped at once.
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Accepts `mf-inbox`, `mf_inbox` or `shell`. */
export function appNameFrom(arg: string): AppName {
  const name = arg.replace(/-/g, '_') as AppName;
  if (!APP_NAMES.includes(name)) {
    throw new Error(`App desconocida "${arg}". Usa una de: ${Object.values(APP_DIRS).join(', ')}`);
  }
  return name;
}

export function distDirOf(app: AppName): string {
  return path.join(ROOT_DIR, APP_DIRS[app], 'dist');
}

async function main() {
  const [arg] = parseArgs({ allowPositionals: true }).positionals;
  if (!arg) {
    console.error('Uso: tsx scripts/serve-static.ts <shell|mf-requests|mf-properties|mf-inbox|mf-account>');
    process.exit(2);
  }
  const app = appNameFrom(arg);
  const distDir = distDirOf(app);
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`Falta ${path.relative(ROOT_DIR, distDir)}: ejecuta antes "npm run build -w ${APP_DIRS[app]}".`);
    process.exit(1);
  }
  const running = await listenStatic({
    distDir,
    port: port(app),
    publicPages: app === 'shell',
    log: (line) => console.info(`[${app}] ${line}`),
  });
  console.info(`[${app}] sirviendo ${path.relative(ROOT_DIR, distDir)} en ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
