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
import { EAGER_COMPILE, firstLoadCacheGroups } from './first-load-chunks';

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
            cacheGroups: firstLoadCacheGroups(isShell),
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
