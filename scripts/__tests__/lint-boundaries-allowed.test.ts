/**
 * The imports the boundaries of eslint.config.mjs allow: each probe import must pass lint clean.
 */
import { checkProbes, type Probe } from './support/lint-probes';

const probes: Probe[] = [
  // Allowed.
  {
    name: 'the functions import platform by name',
    filePath: 'functions/src/x.ts',
    from: '@lotengo/platform/registry/service',
    target: 'platform/src/registry/service.ts',
    expect: [],
  },
  {
    name: 'scripts import platform by name',
    filePath: 'scripts/x.ts',
    from: '@lotengo/platform/paths',
    target: 'platform/src/paths.ts',
    expect: [],
  },
  {
    name: 'a feature imports @lotengo/shared by name',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '@lotengo/shared',
    expect: [],
  },
  {
    name: 'expose imports @lotengo/shared/remotes',
    filePath: 'mf-account/src/expose/x.tsx',
    from: '@lotengo/shared/remotes',
    target: 'shared/src/remotes/index.ts',
    expect: [],
  },
  {
    name: 'a test imports @lotengo/shared/testing',
    filePath: 'mf-requests/src/features/search/__tests__/x.test.tsx',
    from: '@lotengo/shared/testing',
    expect: [],
  },
  {
    name: 'a feature imports its own files',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: './use-request-search',
    target: 'mf-requests/src/features/search/use-request-search.ts',
    expect: [],
  },
  {
    name: 'a feature imports lib',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '../../lib/search-url',
    target: 'mf-requests/src/lib/search-url.ts',
    expect: [],
  },
  {
    name: 'expose imports a feature',
    filePath: 'mf-requests/src/expose/x.tsx',
    from: '../features/search',
    expect: [],
  },
  { name: 'e2e uses the public entries', filePath: 'e2e/support/x.ts', from: '@lotengo/shared/routing', expect: [] },
  {
    name: 'e2e uses the demo users export of mock-api',
    filePath: 'e2e/support/x.ts',
    from: '@lotengo/mock-api/demo-users',
    expect: [],
  },
  {
    name: 'scripts use the build helpers of shared',
    filePath: 'scripts/x.ts',
    from: '@lotengo/shared/build/ports',
    expect: [],
  },
  {
    name: 'the shell app composes pages, layout and guards',
    filePath: 'shell/src/app/x.tsx',
    from: '../pages/home-page',
    target: 'shell/src/pages/home-page.tsx',
    expect: [],
  },
  {
    name: 'a shell page uses shell lib',
    filePath: 'shell/src/pages/x.tsx',
    from: '../lib/use-document-title',
    target: 'shell/src/lib/use-document-title.ts',
    expect: [],
  },
  {
    name: 'build code reads the facts module',
    filePath: 'shared/build/x.ts',
    from: '../src/facts',
    target: 'shared/src/facts.ts',
    expect: [],
  },
  {
    name: 'the public pages use the public paths of shared',
    filePath: 'platform/src/public-pages/x.ts',
    from: '@lotengo/shared/routing/public-paths',
    expect: [],
  },
  {
    name: 'the public pages format prices as the site does',
    filePath: 'platform/src/public-pages/x.ts',
    from: '@lotengo/shared/format/numbers',
    expect: [],
  },
  {
    name: "mock-api names records with the site's displayTitle",
    filePath: 'mock-api/src/alerts/x.ts',
    from: '@lotengo/shared/format/titles',
    expect: [],
  },
  {
    name: 'a bench script uses the shared Chromium settings of scripts/lib',
    filePath: 'scripts/bench/x.ts',
    from: '../lib/chromium',
    target: 'scripts/lib/chromium.ts',
    expect: [],
  },
  {
    name: 'mock-api uses the contracts entry',
    filePath: 'mock-api/src/routes/x.ts',
    from: '@lotengo/shared/contracts',
    expect: [],
  },
  {
    name: 'shared code imports a singleton by name',
    filePath: 'shared/src/api/x.ts',
    from: '@lotengo/shared/session',
    target: 'shared/src/session/index.ts',
    expect: [],
  },
  {
    name: 'a singleton imports its own modules by relative path',
    filePath: 'shared/src/session/x.ts',
    from: './session-store',
    target: 'shared/src/session/session-store.ts',
    expect: [],
  },
  {
    name: 'a remote imports its own texts',
    filePath: 'mf-inbox/src/features/offers/x.tsx',
    from: '../../texts',
    target: 'mf-inbox/src/texts.ts',
    expect: [],
  },
  {
    name: "e2e finds buttons by a remote's texts",
    filePath: 'e2e/inbox/x.ts',
    from: '@lotengo/mf-inbox/texts',
    target: 'mf-inbox/src/texts.ts',
    expect: [],
  },
];

checkProbes(probes);
