import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import 'webpack-dev-server';
import { APP_DIRS, port, type AppName } from './ports';
import { runtimeConfigFromEnv } from './runtime-config';

const rootPkg = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/**
 * One React, one router, one session (ARCHITECTURE §2): these are singletons across host and
 * remotes. Subpath entries (react/, react-dom/) cover react/jsx-runtime and react-dom/client.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/',
  'firebase/app',
  'firebase/auth',
  // The SDK's component registry: firebase/storage (loaded by mf-properties for photos) registers into it,
  // so it must be the shell's, the one whose app is signed in. One copy: Storage finds the app's auth.
  '@firebase/app',
  '@lotengo/shared',
  // Its subpath entries (@lotengo/shared/remotes, …): one remote registry and component cache per page.
  '@lotengo/shared/',
  'react-toastify',
  '@tanstack/react-query',
  'axios',
  'zod',
  // The form kit in shared reads the form through useFormContext: one copy, or remotes' FormProviders are invisible to it.
  'react-hook-form',
] as const;

/** The installed version of a package, so subpath entries (firebase/app, react/…) declare one too. */
function installedVersion(pkg: string, fromDir: string): string | undefined {
  try {
    const file = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

function sharedConfig(deps: Record<string, string>, dir: string) {
  const pkgOf = (key: string) => key.replace(/\/$/, '').split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const pkg = pkgOf(key);
      const requiredVersion = deps[pkg] ?? deps[pkg === 'react-router' ? 'react-router-dom' : pkg];
      const version = installedVersion(pkg, dir);
      return [key, { singleton: true, requiredVersion: requiredVersion ?? false, strictVersion: false, ...(version ? { version } : {}) }];
    }),
  );
}

export interface AppOptions {
  /** The package folder (__dirname of its webpack.config.ts). */
  dir: string;
  name: AppName;
  /** What a remote exposes: its public API. */
  exposes?: Record<string, string>;
  /** Runtime plugins (paths), e.g. the shell's remote-failure plugin. */
  runtimePlugins?: string[];
  title?: string;
}

export function createAppConfig(opts: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const isProd = mode === 'production';
    const deps = rootPkg(opts.dir).dependencies;
    const isShell = opts.name === 'shell';
    return {
      mode,
      entry: path.join(opts.dir, 'src', 'index.ts'),
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(opts.dir, 'dist'),
        // Remotes load their chunks from wherever they are served; the shell serves from its root.
        publicPath: isShell ? '/' : 'auto',
        // Entry names stay stable (the MF runtime cannot hash them); lazy chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: opts.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
      // swc minifier: ~3x faster than terser here (TOOLING-FACTS).
      optimization: isProd ? { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] } : {},
      plugins: [
        new ModuleFederationPlugin({
          name: opts.name,
          filename: 'remoteEntry.js',
          exposes: opts.exposes,
          remotes: {},
          shared: sharedConfig(deps, opts.dir),
          runtimePlugins: opts.runtimePlugins,
          dts: false,
          manifest: true,
          experiments: { asyncStartup: true },
        }),
        // Absolute script URLs in the standalone page, so a reloaded deep link (/page/login) still loads.
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: opts.title ?? 'Lo Tengo', publicPath: '/' }),
        ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
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
  };
}

export { APP_DIRS };
