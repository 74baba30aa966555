/**
 * The import boundaries between the apps (eslint.config.mjs): remotes, features, shared, the shell's
 * layers and the singletons; each probe import must be reported by the named rule.
 */
import { checkProbes, type Probe, ZONES, RELATIVE, UNRESOLVED, SINGLETON } from './support/lint-probes';

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
];

checkProbes(probes);
