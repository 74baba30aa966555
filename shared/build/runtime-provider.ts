import path from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * The federation runtime lives once per page, shared the documented way: a consumer built with
 * `provideExternalRuntime` hands it to the remotes, which are built with `externalRuntime` (~16 KB gzip
 * less in every remoteEntry.js). In the composed site the shell is that consumer. A remote's standalone
 * page has no shell, so it loads this small consumer first: a federation host of its own with nothing
 * but the provider, built by a second compiler into the remote's output folder.
 */
export const RUNTIME_PROVIDER_FILE = 'federation-runtime-core.js';

export function runtimeProviderConfig(
  outDir: string,
  isProd: boolean,
  container: string,
  alias: Record<string, string>,
): Configuration {
  const name = `${container}_runtime_provider`;
  return {
    name: 'federation-runtime-core',
    mode: isProd ? 'production' : 'development',
    entry: path.join(__dirname, 'runtime-provider-entry.ts'),
    devtool: isProd ? 'source-map' : false,
    output: {
      path: outDir,
      publicPath: 'auto',
      filename: RUNTIME_PROVIDER_FILE,
      chunkFilename: `${name}.[name].[contenthash:8].js`,
      uniqueName: name,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js', '.mjs'], alias },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: {},
        dts: false,
        manifest: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    optimization: isProd ? { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
