/**
 * The federation's `shared` option, from singletons.json and nothing else (the list says why each).
 * A singleton declares the version its app was built with and takes any the shell provides: one per
 * page. A versioned module declares an exact version and takes only that one, otherwise the app loads
 * its own copy: identical code loads once, and a copy built from other sources lives beside the shell's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LITE_MODULES } from './lite-modules';
import { SHARED_VERSIONED_ENTRIES, SINGLETON_NAMES } from './singletons';
import { sourceHash } from './source-hash';

const SHARED_DIR = path.join(__dirname, '..');
type SharedPackage = { version: string; exports: Record<string, string> };
const SHARED_PACKAGE = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as SharedPackage;

/** The installed version of a package, so subpath entries (firebase/app, react/…) declare one too. */
export function installedVersion(pkg: string, fromDir: string): string | undefined {
  try {
    const file = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * `react-router` and `react-router-dom` resolve to shared/src/routing/react-router-lite.ts, which
 * re-exports what the apps use from the real package (`react-router-full`, an absolute path, so the
 * alias does not loop). Sharing is matched on the request name, so the singleton keys stay the same.
 */
const ROUTER_ALIAS: Record<string, string> = {
  'react-router$': LITE_MODULES['react-router']!,
  'react-router-dom$': LITE_MODULES['react-router-dom']!,
  'react-router-full$': require.resolve('react-router'),
};

/** `zod/mini` resolves to shared/src/contracts/zod-mini-lite.ts (the names the apps use), shared versioned. */
const ZOD_LITE = path.join(SHARED_DIR, 'src', 'contracts', 'zod-mini-lite.ts');
const ZOD_ALIAS: Record<string, string> = {
  'zod/mini$': ZOD_LITE,
  // The package's ES module build: require.resolve gives its CommonJS one, which webpack cannot tree-shake.
  'zod-mini-full$': require.resolve('zod/mini').replace(/index\.cjs$/, 'index.js'),
};

/** Every build's aliases to the lite modules of shared/src (the router singleton, zod's shared code). */
export const LITE_ALIAS: Record<string, string> = { ...ROUTER_ALIAS, ...ZOD_ALIAS };

/**
 * The lite's version: zod's own and a hash of the list, so an app shares the shell's copy only when both
 * were built with the same zod and the same names (exact match; otherwise each loads its own).
 */
function zodLiteVersion(dir: string): string {
  const hash = createHash('sha256').update(fs.readFileSync(ZOD_LITE)).digest('hex').slice(0, 8);
  return `${installedVersion('zod', dir) ?? '0.0.0'}-lite.${hash}`;
}

/** An entry of ours shared by version: the package's version and a hash of the entry's sources. */
function entryVersion(entry: string): string {
  const file = path.join(SHARED_DIR, SHARED_PACKAGE.exports[`./${entry.slice('@lotengo/shared/'.length)}`]!);
  return `${SHARED_PACKAGE.version}-src.${sourceHash(file)}`;
}

const exact = (version: string) => ({ singleton: false, version, requiredVersion: version, strictVersion: false });

/** The `shared` option of an app whose package.json lists `deps`, built in `dir`. */
export function sharedConfig(deps: Record<string, string>, dir: string) {
  const pkgOf = (key: string) =>
    key
      .replace(/\/$/, '')
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/');
  const singletons = SINGLETON_NAMES.map((key) => {
    const pkg = pkgOf(key);
    const requiredVersion = deps[pkg] ?? deps[pkg === 'react-router' ? 'react-router-dom' : pkg];
    const version = installedVersion(pkg, dir);
    return [
      key,
      {
        singleton: true,
        requiredVersion: requiredVersion ?? false,
        strictVersion: false,
        ...(version ? { version } : {}),
      },
    ];
  });
  return {
    ...Object.fromEntries(singletons),
    'zod/mini': exact(zodLiteVersion(dir)),
    ...Object.fromEntries(SHARED_VERSIONED_ENTRIES.map((entry) => [entry, exact(entryVersion(entry))])),
  };
}
