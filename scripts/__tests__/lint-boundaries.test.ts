/**
 * The import boundaries of eslint.config.mjs fire: each probe import is linted as if it were a file at
 * the given path (ESLint's Node API with the repository config, in a child process) and must be
 * reported by the named rule; allowed imports must pass clean.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ZONES = 'import-x/no-restricted-paths';
const RELATIVE = 'lotengo/no-relative-cross-package';
const UNRESOLVED = 'import-x/no-unresolved';
const CYCLE = 'import-x/no-cycle';
const KEBAB = 'lotengo/kebab-case-files';
const SINGLETON = 'lotengo/singletons-by-name';

interface Probe {
  /** What the probe shows. */
  name: string;
  /** Where the importing file would be (relative to the repo root). */
  filePath: string;
  /** The import specifier. */
  from: string;
  /** Rules that must report it; empty = allowed. */
  expect: string[];
  /** A file the import resolves to, checked to exist so the probe stays meaningful as code moves. */
  target?: string;
}

const probes: Probe[] = [
  // Each of these passed lint before.
  {
    name: 'a remote imports another remote by package name (a remote has no importable entry)',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '@lotengo/mf-account',
    expect: [UNRESOLVED],
  },
  // A remote's package exports its texts only, so a deep import by name does not even resolve.
  {
    name: "a remote imports another remote's file by package name",
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '@lotengo/mf-account/src/expose/login-page',
    target: 'mf-account/src/expose/login-page.tsx',
    expect: [UNRESOLVED],
  },
  {
    name: "a remote imports another remote's texts",
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '@lotengo/mf-account/texts',
    target: 'mf-account/src/texts/index.ts',
    expect: [ZONES],
  },
  {
    name: 'a feature reaches shared/src by relative path',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '../../../../shared/src/api/endpoints',
    target: 'shared/src/api/endpoints.ts',
    expect: [ZONES, RELATIVE],
  },
  {
    name: 'a feature reaches another remote by relative path',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '../../../../mf-account/src/expose/login-page',
    target: 'mf-account/src/expose/login-page.tsx',
    expect: [ZONES, RELATIVE],
  },
  {
    name: 'a feature imports a sibling feature',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '../create-request/to-payload',
    target: 'mf-requests/src/features/create-request/to-payload.ts',
    expect: [ZONES],
  },
  {
    name: 'lib imports a feature',
    filePath: 'mf-requests/src/lib/x.ts',
    from: '../features/search',
    target: 'mf-requests/src/features/search/index.ts',
    expect: [ZONES],
  },
  {
    name: 'e2e reaches shared internals by relative path',
    filePath: 'e2e/support/x.ts',
    from: '../../shared/src/api/endpoints',
    target: 'shared/src/api/endpoints.ts',
    expect: [ZONES, RELATIVE],
  },
  // The rest of the rule set.
  {
    name: 'a feature imports the exposed layer above it',
    filePath: 'mf-requests/src/features/search/x.ts',
    from: '../../expose/requests-page',
    target: 'mf-requests/src/expose/requests-page.tsx',
    expect: [ZONES],
  },
  {
    name: 'the shell imports a remote by relative path',
    filePath: 'shell/src/layout/x.tsx',
    from: '../../../mf-inbox/src/expose/inbox-page',
    target: 'mf-inbox/src/expose/inbox-page.tsx',
    expect: [ZONES, RELATIVE],
  },
  {
    name: 'a deep import of shared by name (not an exported subpath)',
    filePath: 'mf-inbox/src/expose/x.tsx',
    from: '@lotengo/shared/src/api/endpoints',
    expect: [UNRESOLVED],
  },
  {
    name: 'app code imports the test kit',
    filePath: 'mf-inbox/src/expose/x.tsx',
    from: '@lotengo/shared/testing',
    target: 'shared/src/testing/index.ts',
    expect: [ZONES],
  },
  {
    name: 'shared code imports its test kit',
    filePath: 'shared/src/ui/x.ts',
    from: '../testing',
    target: 'shared/src/testing/index.ts',
    expect: [ZONES],
  },
  {
    name: 'shared imports a remote',
    filePath: 'shared/src/ui/x.ts',
    from: '../../../mf-account/src/expose/login-page',
    target: 'mf-account/src/expose/login-page.tsx',
    expect: [ZONES, RELATIVE],
  },
  {
    name: 'shared imports the shell by name',
    filePath: 'shared/src/ui/x.ts',
    from: '@lotengo/shell/texts',
    target: 'shell/src/texts.ts',
    expect: [ZONES],
  },
  // A singleton of shared (shared/build/singletons.json) is imported by its name, so every app gets the shell's copy.
  {
    name: 'shared code imports a singleton by relative path',
    filePath: 'shared/src/api/x.ts',
    from: '../session',
    target: 'shared/src/session/index.ts',
    expect: [SINGLETON],
  },
  {
    name: 'a singleton imports another singleton by relative path',
    filePath: 'shared/src/http/x.ts',
    from: '../identity/identity',
    target: 'shared/src/identity/identity.ts',
    expect: [SINGLETON],
  },
  // The shell's features (layout/, guards/, pages/) and the layer that composes them (app/).
  {
    name: 'a shell page imports the app that composes it',
    filePath: 'shell/src/pages/x.tsx',
    from: '../app/app',
    target: 'shell/src/app/app.tsx',
    expect: [ZONES],
  },
  {
    name: 'a shell page imports the layout',
    filePath: 'shell/src/pages/x.tsx',
    from: '../layout/site-header',
    target: 'shell/src/layout/site-header.tsx',
    expect: [ZONES],
  },
  {
    name: 'the shell layout imports a page',
    filePath: 'shell/src/layout/x.tsx',
    from: '../pages/home-page',
    target: 'shell/src/pages/home-page.tsx',
    expect: [ZONES],
  },
  {
    name: 'a shell guard imports the layout',
    filePath: 'shell/src/guards/x.tsx',
    from: '../layout/site-header',
    target: 'shell/src/layout/site-header.tsx',
    expect: [ZONES],
  },
  {
    name: 'shell lib imports a page',
    filePath: 'shell/src/lib/x.ts',
    from: '../pages/home-page',
    target: 'shell/src/pages/home-page.tsx',
    expect: [ZONES],
  },
  {
    name: 'a remote feature imports the standalone app',
    filePath: 'mf-inbox/src/features/offers/x.tsx',
    from: '../../standalone/standalone-app',
    target: 'mf-inbox/src/standalone/standalone-app.tsx',
    expect: [ZONES],
  },
  {
    name: 'a feature of mf-inbox imports another of its features',
    filePath: 'mf-inbox/src/features/offers/x.tsx',
    from: '../visits',
    target: 'mf-inbox/src/features/visits/index.ts',
    expect: [ZONES],
  },
  // Cycles and names.
  {
    name: 'an import that closes a cycle (request → endpoints → request)',
    filePath: 'shared/src/api/request.ts',
    from: './endpoints',
    target: 'shared/src/api/endpoints.ts',
    expect: [CYCLE],
  },
  {
    name: 'a file name that is not kebab-case',
    filePath: 'mf-inbox/src/features/offers/OfferList.tsx',
    from: '@lotengo/shared',
    expect: [KEBAB],
  },
  {
    name: 'a folder name that is not kebab-case',
    filePath: 'mf-inbox/src/features/visitScheduler/x.tsx',
    from: '@lotengo/shared',
    expect: [KEBAB],
  },
  {
    name: 'build code reaches shared/src past its facts module',
    filePath: 'shared/build/x.ts',
    from: '../src/remotes/declarations',
    target: 'shared/src/remotes/declarations.ts',
    expect: [ZONES],
  },
  {
    name: 'shared/src code imports a build helper',
    filePath: 'shared/src/config/x.ts',
    from: '../../build/ports',
    target: 'shared/build/ports.ts',
    expect: [ZONES],
  },
  {
    name: 'the facts module imports something',
    filePath: 'shared/src/facts.ts',
    from: './constants',
    target: 'shared/src/constants.ts',
    expect: ['no-restricted-imports'],
  },
  {
    name: 'e2e reaches mock-api internals by relative path',
    filePath: 'e2e/support/x.ts',
    from: '../../mock-api/src/seed/demo-users',
    target: 'mock-api/src/seed/demo-users.ts',
    expect: [RELATIVE],
  },
  {
    name: 'scripts reach mock-api internals by name',
    filePath: 'scripts/x.ts',
    from: '@lotengo/mock-api/src/db/schema',
    expect: [UNRESOLVED],
  },
  {
    name: "a bench script reaches into the journeys' support",
    filePath: 'scripts/bench/x.ts',
    from: '../../e2e/support/env',
    target: 'e2e/support/env.ts',
    expect: [ZONES],
  },
  {
    name: 'mock-api reaches shared internals',
    filePath: 'mock-api/src/routes/x.ts',
    from: '../../../shared/src/api/endpoints',
    target: 'shared/src/api/endpoints.ts',
    expect: [ZONES, RELATIVE],
  },
  {
    name: 'the rules also hold inside tests: a test imports another remote',
    filePath: 'mf-inbox/src/__tests__/x.test.tsx',
    from: '../../../mf-account/src/expose/login-page',
    target: 'mf-account/src/expose/login-page.tsx',
    expect: [ZONES, RELATIVE],
  },
  // Allowed.
  {
    name: 'the functions reach into scripts/lib by a relative path',
    filePath: 'functions/src/x.ts',
    from: '../../scripts/lib/stages',
    target: 'scripts/lib/stages.ts',
    expect: [RELATIVE, ZONES],
  },
  {
    name: 'the functions reach into platform by a relative path',
    filePath: 'functions/src/x.ts',
    from: '../../platform/src/paths',
    target: 'platform/src/paths.ts',
    expect: [RELATIVE],
  },
  {
    name: 'platform imports the tooling',
    filePath: 'platform/src/x.ts',
    from: '../../scripts/lib/stages',
    target: 'scripts/lib/stages.ts',
    expect: [RELATIVE, ZONES],
  },
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
  {
    name: "scripts reach a remote's code past its texts",
    filePath: 'scripts/x.ts',
    from: '../mf-inbox/src/features/offers',
    target: 'mf-inbox/src/features/offers/index.ts',
    expect: [ZONES, RELATIVE],
  },
];

type Result = { filePath: string; ruleIds: string[]; messages: string[] };

let results: Result[];

beforeAll(() => {
  const input = probes.map((p) => ({ filePath: p.filePath, code: `import '${p.from}';\n` }));
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/lint/lint-probes.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  results = JSON.parse(out) as Result[];
});

describe('lint boundaries (eslint.config.mjs)', () => {
  it.each(probes.map((p, i) => [p.name, i] as const))('%s', (_name, i) => {
    const probe = probes[i]!;
    if (probe.target) expect(existsSync(path.join(ROOT, probe.target))).toBe(true);
    const { ruleIds, messages } = results[i]!;
    if (probe.expect.length === 0) {
      expect(messages).toEqual([]);
    } else {
      for (const rule of probe.expect)
        expect({ rule, fired: ruleIds.includes(rule), messages }).toEqual(expect.objectContaining({ fired: true }));
    }
  });
});
