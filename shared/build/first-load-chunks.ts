/**
 * The chunks of a first visit: the `splitChunks` cache groups of a production build (webpack.ts) that put
 * what every first visit runs into two chunks (`libraries` and the shell's `shared-core`), and the files
 * V8 compiles eagerly.
 */
import type webpack from 'webpack';

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
export const EAGER_COMPILE = /^(main\.js|(libraries|shared-core)\.[0-9a-f]+\.js)$/;

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
    '^contracts/(zod-mini-lite|primitives|session-user|api-error-body|placeholders|telemetry-paths)\\.ts$',
    '^contracts/default-locale-browser\\.ts$',
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

type CacheGroups = NonNullable<
  Exclude<NonNullable<webpack.Configuration['optimization']>['splitChunks'], false | undefined>['cacheGroups']
>;

/** The `splitChunks.cacheGroups` of a production build of the shell or of a remote. */
export function firstLoadCacheGroups(isShell: boolean): CacheGroups {
  return {
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
  };
}
