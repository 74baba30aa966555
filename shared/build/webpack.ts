import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import 'webpack-dev-server';
import { ID_TOKEN_STORAGE_KEY, SESSION_KEYS } from '../src/facts';
import { APP_DIRS, port, type AppName } from './ports';
import { runtimeConfigFromEnv } from './runtime-config';
import { PrerenderPlugin } from './prerender';
import { RUNTIME_PROVIDER_FILE, runtimeProviderConfig } from './runtime-provider';
import { LITE_ALIAS, sharedConfig } from './federation-shared';

/** Where the prerendered landing is the page itself (paths.root, paths.home). */
const LANDING_PATHS = ['/', '/home'];

const rootPkg = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** The brand mark, inlined as the favicon by index.html (no favicon.ico round trip on a first visit). */
const BRAND_ICON_SVG = [
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>",
  "<rect width='32' height='32' rx='6' fill='#0b5cad'/>",
  "<text x='16' y='22' font-family='Arial,sans-serif' font-size='15' font-weight='700' fill='white' ",
  "text-anchor='middle'>",
  'LT</text>',
  '</svg>',
].join('');
/** As a data URL: only `<`, `>` and `#` escaped, which keeps it short and readable. */
const BRAND_ICON_HREF = `data:image/svg+xml,${BRAND_ICON_SVG.replace(/[<>#]/g, (c) => encodeURIComponent(c))}`;

/** A path separator, either kind (regex source). */
const SEP = String.raw`[\\/]`;
const FIRST_LOAD_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  `@tanstack${SEP}(react-query|query-core)`,
  'axios',
  'zustand',
  'react-error-boundary',
  `@module-federation${SEP}(enhanced|runtime)`,
];
const FIRST_LOAD_LIBRARIES = new RegExp(
  `${SEP}node_modules${SEP}(${FIRST_LOAD_PACKAGES.join('|')})${SEP}|${SEP}axios-without-fetch\\.js$`,
);
/**
 * In a remote, only the singletons' own packages: their copies there are fallbacks, never loaded beside the
 * shell. A library the remote bundles (react-error-boundary, react-hook-form, zod) must not join them, or
 * its first use would fetch every fallback with it.
 */
const SINGLETON_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/;

/** The shell's runtime and the first-load libraries: nearly every function in them runs on a first visit. */
const EAGER_COMPILE = /^(main\.js|(libraries|shared-core)\.[0-9a-f]+\.js)$/;

/**
 * The modules of @lotengo/shared the shell's start-up runs (see the `firstLoad` cache group): its
 * singletons, the texts and UI of its frame, and the few contracts a session and the config need. What
 * the shell imports only for signed-in parts (the API's calls and contracts, queries, the alerts, the
 * form kit, Firebase) stays in the chunks that load with them.
 */
const FIRST_LOAD_SHARED = new RegExp(
  [
    '^(facts|constants)\\.ts$',
    '^(config|session|http|notify)/',
    '^remotes/(?!offline-fallback)',
    '^identity/(identity|token-cache|identity-user)\\.ts$',
    '^routing/paths\\.ts$',
    '^i18n/(index|common|validation|areas|headings|form|freshness|property-link|offers|toasts)\\.ts$',
    '^ui/(app-providers|avatar|body-lock|link-list|reload-event|retry-alert|spinner|focusable|notify-key)\\.tsx?$',
    '^query/query-client\\.ts$',
    '^contracts/(zod-mini-lite|primitives|user|misc|placeholders|telemetry-paths|default-locale-browser)\\.ts$',
  ].join('|'),
);

/** Modules of every first visit (see the `firstLoad` cache group). */
function isFirstLoadModule(module: webpack.Module): boolean {
  const file = ((module as { resource?: string }).resource ?? '').replace(/\\/g, '/');
  // zod (the shared lite's code) for the config and the session.
  // Not zod's locales: the Spanish one loads after start-up (default-locale-browser.ts).
  if (/\/node_modules\/zod\/(v4\/)?locales\//.test(file)) return false;
  if (/\/node_modules\/zod\//.test(file)) return true;
  const inShared = /\/shared\/src\/(.+)$/.exec(file)?.[1];
  return inShared !== undefined && FIRST_LOAD_SHARED.test(inShared);
}

/**
 * MF adds its runtime provider plugin (provideExternalRuntime) by `require.resolve`, i.e. its CommonJS
 * build, which pulls in the CommonJS copy of the federation runtime beside the ES module one the bundle
 * already has (+22 KB gzip on every first load). Pointed at the same package's ES module build, the
 * provider hands out the very runtime the shell runs. Guarded by shared/build/__tests__/library-conventions.test.ts.
 */
export const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ALIAS: Record<string, string> = {
  [`${INJECT_RUNTIME_PLUGIN_CJS}$`]: INJECT_RUNTIME_PLUGIN_CJS.replace(/index\.cjs$/, 'index.js'),
};

/** axios/lib/adapters/fetch.js, replaced by axios-without-fetch.js. */
const AXIOS_FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
/** The contracts' zod locale, loaded after start-up in a browser (shared/src/contracts/default-locale-browser.ts). */
export const DEFAULT_LOCALE_MODULE = /[\\/]shared[\\/]src[\\/]contracts[\\/]default-locale\.ts$/;
export const DEFAULT_LOCALE_BROWSER = path.join(__dirname, '..', 'src', 'contracts', 'default-locale-browser.ts');

export interface AppOptions {
  /** The package folder (__dirname of its webpack.config.ts). */
  dir: string;
  name: AppName;
  /** What a remote exposes: its public API. */
  exposes?: Record<string, string>;
  /** Runtime plugins (paths), e.g. the shell's remote-failure plugin. */
  runtimePlugins?: string[];
  title?: string;
  /**
   * Module exporting `render(): string`, the HTML written into index.html's #root at build time
   * (production only; see prerender.ts). The shell prerenders its landing.
   */
  prerender?: string;
}

export function createAppConfig(opts: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
    const app = appConfig(opts, argv.mode ?? 'production');
    // A remote's standalone page needs the federation runtime the shell would otherwise provide.
    return opts.name === 'shell'
      ? app
      : [app, runtimeProviderConfig(app.output!.path!, app.mode === 'production', opts.name, INJECT_RUNTIME_ALIAS)];
  };
}

function appConfig(opts: AppOptions, mode: NonNullable<Configuration['mode']>): Configuration {
  const isProd = mode === 'production';
  const deps = rootPkg(opts.dir).dependencies;
  const isShell = opts.name === 'shell';
  return {
    mode,
    entry: path.join(opts.dir, 'src', 'index.ts'),
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // LOTENGO_OUT_DIR=/tmp/x builds into /tmp/x/<app folder> (compare builds without touching dist/).
      path: process.env.LOTENGO_OUT_DIR
        ? path.join(process.env.LOTENGO_OUT_DIR, APP_DIRS[opts.name])
        : path.join(opts.dir, 'dist'),
      // Every app loads its chunks from where its entry was served: a release lives in its own version
      // folder (/<version>/…, scripts/lib/releases), so an open tab keeps loading the files it started with.
      publicPath: 'auto',
      // Entry names stay stable (the MF runtime cannot hash them); lazy chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: opts.name,
      // LOTENGO_HASH_SALT gives every hashed file a new name from the same sources: a redeploy in which
      // no chunk of the previous version survives (the release journeys use it; a cache-busting knob).
      hashSalt: process.env.LOTENGO_HASH_SALT || undefined,
      // The runtime provider is written by its own compiler into the same folder.
      clean: isShell ? true : { keep: RUNTIME_PROVIDER_FILE },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The router singleton is the declarative subset of react-router (react-router-lite.ts), zod/mini the
      // shared lite of zod (federation-shared.ts); MF's runtime provider as an ES module (INJECT_RUNTIME_ALIAS).
      alias: { ...LITE_ALIAS, ...(isShell ? INJECT_RUNTIME_ALIAS : {}) },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|gif|ico)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    // swc minifier: ~3x faster than terser here (docs/toolchain.md).
    optimization: isProd
      ? {
          minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
          splitChunks: {
            cacheGroups: {
              // The catalogue is imported by the shared entry and by its /remotes entry alike; below
              // splitChunks' 20 KB minimum each would carry its own copy (4 KB gzip twice on first load).
              messages: { test: /[\\/]shared[\\/]src[\\/]i18n[\\/]/, chunks: 'all', enforce: true, priority: 20 },
              // What every first visit runs of the shared package (API client, contracts and zod, session,
              // remotes kit, UI basics, texts): one chunk, not six. Compressed together it is 3 KB
              // smaller, and one request instead of six on a phone. What loads later stays apart: the form
              // kit, the areas' texts, the remote-outage stand-in, tests.
              // The shell's only: in a remote these modules are fallbacks of shared singletons (the shell's
              // copy is used) plus the remote's own zod; one named chunk there made a tiny late shared
              // module (an area's texts, whose fallback imports the catalogue) pull in all of it, classic
              // zod with its JSON-schema code included (+50 KB gzip on /page/properties and /page/profile).
              ...(isShell
                ? {
                    firstLoad: {
                      test: isFirstLoadModule,
                      name: 'shared-core',
                      chunks: 'async' as const,
                      enforce: true,
                      priority: 30,
                    },
                  }
                : {}),
              // The libraries every page runs (React and React DOM, the router, react-query, axios, zustand,
              // react-error-boundary: a dozen shared entries) are always loaded together: one chunk, a
              // few KB smaller compressed and fewer requests. Lazy ones (Firebase, toasts, forms,
              // sliders) stay apart.
              // In a remote they are fallbacks of singletons (never loaded beside the shell): one chunk keeps
              // each fallback's entry in remoteEntry.js short.
              libraries: {
                test: isShell ? FIRST_LOAD_LIBRARIES : SINGLETON_LIBRARIES,
                name: 'libraries',
                chunks: 'async',
                enforce: true,
                priority: 30,
              },
            },
          },
        }
      : {},
    plugins: [
      // V8's explicit compile hint (Chrome 136+): the files whose code runs at start-up are compiled on
      // a background thread while they download, not function by function on the main thread when
      // first called (compiling React DOM's module was ~20 ms of a ~40 ms task under a phone's CPU).
      // After the minifier, which would drop the comment, and before the source maps are written.
      ...(isProd
        ? [
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: EAGER_COMPILE,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
      // axios' fetch adapter is never used (the client is XHR) but probes the browser at import.
      new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, path.join(__dirname, 'axios-without-fetch.js')),
      // zod's Spanish locale off every first load (~1.1 KB gzip): the browser loads it just after start-up.
      new webpack.NormalModuleReplacementPlugin(DEFAULT_LOCALE_MODULE, DEFAULT_LOCALE_BROWSER),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes,
        remotes: {},
        shared: sharedConfig(deps, opts.dir),
        runtimePlugins: opts.runtimePlugins,
        dts: false,
        manifest: true,
        // target 'web': the federation runtime leaves out its Node code paths (smaller entry and remoteEntry.js).
        // One federation runtime per page, shared the documented way: the shell provides it
        // (provideExternalRuntime), the remotes are built without their own (externalRuntime). Each
        // release record names the runtime version it was built against (platform/src/releases/record.ts).
        experiments: {
          asyncStartup: true,
          optimization: { target: 'web' },
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
        // All apps share the same versions. 'version-first' (the default) fetches every registered
        // remote's entry to compare versions the first time a shared module is loaded late (Firebase
        // at sign-in, react-toastify with the first toast): with one remote down that load failed.
        shareStrategy: 'loaded-first',
      }),
      // Absolute script URLs in the standalone page, so a reloaded deep link (/page/login) still loads.
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: opts.title ?? 'Lo Tengo',
        publicPath: '/',
        runtimeProvider: isShell ? undefined : `/${RUNTIME_PROVIDER_FILE}`,
        iconHref: BRAND_ICON_HREF,
      }),
      ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
      ...(isProd && opts.prerender
        ? [
            new PrerenderPlugin({
              module: opts.prerender,
              landingPaths: LANDING_PATHS,
              sessionKeys: SESSION_KEYS,
              identityKey: ID_TOKEN_STORAGE_KEY,
            }),
          ]
        : []),
    ],
    devServer: {
      port: port(opts.name),
      host: process.env.HOST || 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      setupMiddlewares: (middlewares, server) => {
        server.app?.get('/config.json', (_req, res) => {
          res.json(runtimeConfigFromEnv());
        });
        return middlewares;
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export { APP_DIRS };
