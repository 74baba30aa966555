/**
 * Bundles the functions (functions/src → functions/lib/index.js) with esbuild: the handlers are the
 * repository's own TypeScript (@lotengo/platform, @lotengo/shared), one file for the Functions
 * runtime; the Firebase and Google Cloud clients, the preview image's renderers and its fonts stay
 * packages. The environments' settings are copied
 * beside it (deploy/*.json), the only settings the function reads outside local, and so are TypeScript's
 * declarations (lib.*.d.ts), which the pointer service's gate needs to compare contracts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = __dirname;
const out = path.join(here, 'lib');

export async function buildFunctions(): Promise<string> {
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(here, 'src', 'index.ts')],
    outfile: path.join(out, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    logLevel: 'warning',
    // React's production builds only (the public pages render with react-dom/server): its development
    // copies, chosen at run time by NODE_ENV, would otherwise ride in the bundle too.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [
      'firebase-functions',
      'firebase-functions/*',
      'firebase-admin',
      'firebase-admin/*',
      '@google-cloud/*',
      'google-auth-library',
      // The preview image's renderers: resvg is a native module, and both load on the first image only, so
      // the bundle every function starts with stays small. Installed from package.json on deploy.
      '@resvg/resvg-js',
      'satori',
      // Its fonts are read from the package at run time (require.resolve), found wherever it is installed.
      '@fontsource/inter/*',
    ],
  });
  fs.mkdirSync(path.join(out, 'deploy'), { recursive: true });
  const deployDir = path.join(here, '..', 'deploy');
  for (const f of fs.readdirSync(deployDir).filter((n) => n.endsWith('.json')))
    fs.copyFileSync(path.join(deployDir, f), path.join(out, 'deploy', f));
  // The pointer service's gate compares contracts with the TypeScript checker, inlined in the bundle: it
  // looks for its own declarations (lib.es2022.d.ts, …) beside the file it runs from.
  const tsLib = path.dirname(require.resolve('typescript'));
  for (const f of fs.readdirSync(tsLib).filter((n) => /^lib\..*\.d\.ts$/.test(n)))
    fs.copyFileSync(path.join(tsLib, f), path.join(out, f));
  return path.join(out, 'index.js');
}

if (require.main === module) {
  buildFunctions().then(
    (file) => console.info(`functions: ${path.relative(process.cwd(), file)}`),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
