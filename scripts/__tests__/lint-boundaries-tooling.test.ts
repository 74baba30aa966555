/**
 * The boundaries around the tooling (eslint.config.mjs): cycles, file and folder names, build code, e2e,
 * scripts, benches, mock-api, tests, the functions and platform; each probe import must be reported by
 * the named rule.
 */
import { checkProbes, type Probe, ZONES, RELATIVE, UNRESOLVED, CYCLE, KEBAB } from './support/lint-probes';

const probes: Probe[] = [
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
  // The functions, platform and scripts crossing into other packages.
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
    name: "scripts reach a remote's code past its texts",
    filePath: 'scripts/x.ts',
    from: '../mf-inbox/src/features/offers',
    target: 'mf-inbox/src/features/offers/index.ts',
    expect: [ZONES, RELATIVE],
  },
];

checkProbes(probes);
