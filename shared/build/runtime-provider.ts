import path from 'node:path';
import type { Configuration } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * The federation runtime lives once per page. The shell bundles it and hands it to the remotes
 * (`provideExternalRuntime`); each remote's build expects it as the global `_FEDERATION_RUNTIME_CORE`
 * (`externalRuntime`), which takes ~20 KB gzip off every remoteEntry.js a visitor loads.
 * A remote's standalone page has no shell, so it loads this small script first, built on its own
 * (a separate compiler: in the remote's own compilation the runtime is external by design).
 */
export const RUNTIME_PROVIDER_FILE = 'federation-runtime-core.js';

export function runtimeProviderConfig(outDir: string, isProd: boolean): Configuration {
  return {
    name: 'federation-runtime-core',
    mode: isProd ? 'production' : 'development',
    entry: path.join(__dirname, 'runtime-core-global.ts'),
    devtool: isProd ? 'source-map' : false,
    output: { path: outDir, publicPath: '/', filename: RUNTIME_PROVIDER_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    optimization: isProd ? { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
