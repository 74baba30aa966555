import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { kebabCaseFiles } from './scripts/lint/kebab-case-files.mjs';
import { noRelativeCrossPackage } from './scripts/lint/no-relative-cross-package.mjs';
import { singletonsByName } from './scripts/lint/singletons-by-name.mjs';

/*
 * Import boundaries are judged on RESOLVED paths (import-x/no-restricted-paths zones, as bulletproof-react
 * does), so no spelling of an import gets past them. All zones live in ONE rule configuration per kind of
 * file (source, tests): two flat-config blocks setting the same rule for the same files would silently
 * replace one another, and half the zones would stop firing. scripts/__tests__/lint-boundaries.test.ts proves each
 * rule fires on a probe import.
 */
const ROOT = import.meta.dirname;
const REMOTES = ['mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'];
/** Browser packages: the shell (host) and the four remotes. */
const BROWSER = ['shell', ...REMOTES];
/** Node packages: the code the Cloud Functions and the tooling share (platform), and the functions. */
const NODE_PACKAGES = ['platform', 'functions'];
const PACKAGES = ['shared', 'mock-api', ...BROWSER, ...NODE_PACKAGES];
const TOOLING = ['e2e', 'scripts'];
/** Test-only code: colocated tests and the shared test kit. */
const TEST_FILES = ['**/__tests__/**/*.{ts,tsx,js,mjs}', 'shared/src/testing/**/*.{ts,tsx}'];
const CODE_FILES = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];
/** The shell's features (its src/app/ composes them, as expose/ does in a remote). */
const SHELL_FEATURES = ['layout', 'guards', 'pages'];

const subdirs = (dir) =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== '__tests__')
        .map((d) => d.name)
    : [];

/** Public entries of @lotengo/shared, relative to shared/ (everything else is internal). */
const SHARED_BROWSER_ENTRIES = [
  './src/index.ts',
  // The singletons (shared/build/singletons.json): one per page, the shell's copy.
  './src/config/index.ts',
  './src/identity/index.ts',
  './src/session/index.ts',
  './src/http/index.ts',
  './src/notify/index.ts',
  './src/remotes/index.ts',
  './src/alerts/index.ts',
  // The design system, which the shell (and a remote alone) loads once.
  './src/ui/theme.css',
  './src/ui/detail-frame.css',
  './src/ui/form/index.ts',
  './src/standalone/index.ts',
  // The API's calls and the texts several areas share (an area's own texts are in its app: src/texts.ts),
  // both shared by version; the alerts' texts.
  './src/api/index.ts',
  './src/i18n/index.ts',
  './src/i18n/alerts.ts',
  // The alerts' schemas and constants, loaded with the bell (a visitor's first load stays as it was).
  './src/contracts/alerts.ts',
  // The demand figures' calls, contracts and texts, loaded with the "Demanda" page and the form panels.
  './src/demand/index.ts',
  './src/demand/texts.ts',
  // Formatters the API's notifications share with the site (Node-safe, off a visitor's first load).
  './src/format/visit-dates.ts',
  './src/format/titles.ts',
  // Photo sizes: only the remotes' cards, gallery and lists use them (off a visitor's first load).
  './src/format/photos.ts',
  // A request's public URL (its own page): the card's "Compartir" shares it.
  './src/routing/public-paths.ts',
  // A request's public page, drawn by its server and by the app: contact details masked, the page's texts.
  './src/format/mask-contact.ts',
  './src/i18n/public-pages.ts',
  // ...and, by their own Node-safe entries, the formatters and paths it uses (the main entry brings CSS).
  './src/format/numbers.ts',
  './src/format/whatsapp.ts',
  './src/routing/paths.ts',
];
// Photo sizes too: the detail's server writes the first slide as the gallery asks for it (platform/src/detail-page).
// The public request pages (platform/src/public-pages) name, price and link requests as the site does.
const SHARED_NODE_ENTRIES = [
  './src/contracts',
  './src/routing/paths.ts',
  './src/routing/public-paths.ts',
  './src/i18n',
  './src/demand/texts.ts',
  './build',
  './src/format/photos.ts',
  './src/format/titles.ts',
  './src/format/numbers.ts',
  './src/format/whatsapp.ts',
  './src/format/mask-contact.ts',
];
const MOCK_API_ENTRIES = ['./src/seed/demo-users.ts', './src/config.ts'];
/** An app's texts, relative to the app (its package.json exports them as `@lotengo/<app>/texts`). */
const APP_TEXTS = ['./src/texts.ts', './src/texts'];
/** mf-requests' public request page, Node-safe, exported as `@lotengo/mf-requests/public-request`. */
const REQUESTS_PUBLIC_VIEW = './src/features/public-request/index.ts';

const MSG = {
  remote:
    'Un paquete del navegador no importa otro (remote o shell): se monta por federación con @lotengo/shared/remotes, ' +
    'o lo común va a @lotengo/shared.',
  sharedEntry:
    'Importa @lotengo/shared por su nombre o sus subrutas públicas (@lotengo/shared/session, /remotes, …; ' +
    '@lotengo/shared/testing solo en pruebas), nunca shared/src/...: sus singletons son federados y lo ' +
    'demás es su API pública.',
  testing: '@lotengo/shared/testing es solo para pruebas (__tests__/).',
  feature: 'Una feature no importa otra: lo común va a src/lib/ o a @lotengo/shared; las compone expose/.',
  lib: 'src/lib/ es la base de las features: no importa features/, expose/ ni páginas.',
  upward: 'Una feature no importa la capa que la compone (expose/ o standalone/ en un remote, app/ en el shell).',
  sharedUp:
    'shared no importa un remote, el shell, mock-api ni las herramientas: todos dependen de shared, no al revés.',
  mockApi:
    'mock-api usa solo las entradas de Node de shared (@lotengo/shared/contracts, /i18n, /i18n/alerts, /routing, ' +
    '/routing/public-paths, /format/titles, /format/visit-dates, /format/numbers, /build/*) y no importa apps ni ' +
    'herramientas.',
  toolingShared:
    'e2e/ y scripts/ usan las entradas públicas de shared (@lotengo/shared/contracts, /routing, ' +
    '/routing/public-paths, /i18n, /format/photos, /format/titles, /format/numbers, /build/*).',
  toolingMock: 'e2e/ y scripts/ usan las entradas públicas de mock-api (@lotengo/mock-api/demo-users, /config).',
  toolingApps:
    'e2e/ y scripts/ no importan el código de las apps (solo sus textos, @lotengo/<app>/texts): prueban lo construido.',
  toolingTests: 'scripts/ no importa de e2e/: lo que ambos usan vive en scripts/lib/.',
  platform: 'platform/ (@lotengo/platform) no importa functions/, scripts/ ni e2e/: ellos lo importan por su nombre.',
  functions: 'functions/ importa @lotengo/platform y @lotengo/shared por su nombre, nunca scripts/ ni e2e/.',
  buildFacts:
    'shared/build/ lee de shared/src/ solo shared/src/facts.ts (sin dependencias): lo demás de src/ correría ' +
    'en Node al construir.',
  srcBuild:
    'El código de shared/src/ no importa shared/build/ (Node): lo que ambos comparten está en shared/src/facts.ts.',
};

/** Every boundary as a zone; `tests` adds the test kit to what browser code may import. */
function zones({ tests }) {
  const z = [];
  for (const pkg of BROWSER) {
    const others = PACKAGES.filter((p) => p !== pkg && p !== 'shared');
    z.push({ target: `${pkg}/**`, from: [...others, ...TOOLING], message: MSG.remote });
    z.push({
      target: `${pkg}/src/**`,
      from: 'shared',
      // Tests may build fixtures with the contracts' schemas; app code gets types and constants from
      // the main entry (the schemas stay in the package: shared/src/index.ts).
      except: tests
        ? [...SHARED_BROWSER_ENTRIES, './src/testing/index.ts', './src/contracts/index.ts']
        : SHARED_BROWSER_ENTRIES,
      message: MSG.sharedEntry,
    });
    // webpack.config.ts and friends use the build helpers.
    z.push({
      target: `${pkg}/*.{ts,mts,js,mjs,cjs}`,
      from: 'shared',
      except: ['./build', './package.json'],
      message: MSG.sharedEntry,
    });

    const layers = subdirs(`${pkg}/src`);
    // A remote's features are the folders of src/features/; the shell's are src/layout, src/guards, src/pages.
    const features =
      pkg === 'shell'
        ? SHELL_FEATURES.filter((d) => layers.includes(d)).map((d) => `${pkg}/src/${d}`)
        : subdirs(`${pkg}/src/features`).map((f) => `${pkg}/src/features/${f}`);
    for (const feature of features) {
      const siblings = features.filter((f) => f !== feature);
      if (siblings.length) z.push({ target: `${feature}/**`, from: siblings, message: MSG.feature });
    }
    const aboveLib = layers.filter((d) => !['lib', 'styles', 'texts'].includes(d)).map((d) => `${pkg}/src/${d}`);
    if (layers.includes('lib') && aboveLib.length)
      z.push({ target: `${pkg}/src/lib/**`, from: aboveLib, message: MSG.lib });
    const composers = (pkg === 'shell' ? ['app'] : ['expose', 'standalone'])
      .filter((d) => layers.includes(d))
      .map((d) => `${pkg}/src/${d}`);
    // Tests of an exposed page may live next to the feature they exercise.
    if (!tests && composers.length)
      for (const feature of features) z.push({ target: `${feature}/**`, from: composers, message: MSG.upward });
  }
  z.push({ target: 'shared/**', from: [...BROWSER, 'mock-api', ...TOOLING, ...NODE_PACKAGES], message: MSG.sharedUp });
  if (!tests) z.push({ target: 'shared/src/**', from: 'shared/src/testing', message: MSG.testing });
  // build/ and src/ meet in one dependency-free module: facts.ts (it imports nothing, see below).
  z.push({ target: 'shared/build/**', from: 'shared/src', except: ['./facts.ts'], message: MSG.buildFacts });
  if (!tests) z.push({ target: 'shared/src/**', from: 'shared/build', message: MSG.srcBuild });
  // The alerts' texts and the route paths are Node-safe: the API writes each notification's words and link with them.
  // Names and visit days come from the site's own formatters, so a notification reads as the pages do.
  z.push({
    target: 'mock-api/**',
    from: 'shared',
    except: [
      './src/contracts',
      './build',
      './src/i18n/alerts.ts',
      './src/i18n/index.ts',
      './src/routing/paths.ts',
      // A request's public page: where a match alert (bell and e-mail) sends the owner.
      './src/routing/public-paths.ts',
      './src/format/titles.ts',
      './src/format/visit-dates.ts',
      './src/format/numbers.ts',
    ],
    message: MSG.mockApi,
  });
  z.push({ target: 'mock-api/**', from: [...BROWSER, ...TOOLING, ...NODE_PACKAGES], message: MSG.mockApi });
  z.push({ target: 'platform/**', from: ['functions', ...TOOLING], message: MSG.platform });
  z.push({ target: 'functions/**', from: TOOLING, message: MSG.functions });
  for (const dir of [...TOOLING, ...NODE_PACKAGES]) {
    z.push({ target: `${dir}/**`, from: 'shared', except: SHARED_NODE_ENTRIES, message: MSG.toolingShared });
    z.push({ target: `${dir}/**`, from: 'mock-api', except: MOCK_API_ENTRIES, message: MSG.toolingMock });
    // Each app's texts (the product's words, docs/product/texts.md; Node-safe) are its one public file: journeys and
    // release tools find buttons by them.
    // The requests team's public page is drawn by the platform's server too (platform/src/public-pages).
    const serverViews = (app) => (dir === 'platform' && app === 'mf-requests' ? [REQUESTS_PUBLIC_VIEW] : []);
    for (const app of BROWSER)
      z.push({
        target: `${dir}/**`,
        from: app,
        except: [...APP_TEXTS, ...serverViews(app)],
        message: MSG.toolingApps,
      });
  }
  // The journeys use the tools (scripts/lib), never the other way round.
  z.push({ target: 'scripts/**', from: 'e2e', message: MSG.toolingTests });
  return z;
}

const boundaries = (tests) => ['error', { basePath: ROOT, zones: zones({ tests }) }];

export default tseslint.config(
  {
    // Built code: the apps' dist, the local release store `npm start` fills (releases/), turbo's cache.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/@mf-types/**',
      'functions/lib/**',
      'releases/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The scripts the build inlines in every page's <head> (shared/build/inline-script.ts): plain ES5 in
  // the browser, their options in place of one placeholder each.
  {
    files: ['shared/build/inline/*.js'],
    languageOptions: {
      ecmaVersion: 5,
      sourceType: 'script',
      globals: { ...globals.browser, __EARLY_START_OPTIONS__: 'readonly', __FIRST_PAINT_OPTIONS__: 'readonly' },
    },
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  // Resolution and the rules that are the same for every file.
  {
    files: CODE_FILES,
    plugins: {
      'import-x': importX,
      lotengo: {
        rules: {
          'no-relative-cross-package': noRelativeCrossPackage(ROOT, PACKAGES),
          'kebab-case-files': kebabCaseFiles(ROOT),
          'singletons-by-name': singletonsByName(ROOT),
        },
      },
    },
    settings: {
      // import-x parses the modules an import leads to (no-cycle follows them): TypeScript ones too.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json'), alwaysTryTypes: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      // An import the resolver cannot follow would slip past every zone below: it fails instead.
      'import-x/no-unresolved': 'error',
      'lotengo/no-relative-cross-package': 'error',
      'lotengo/kebab-case-files': 'error',
      // A singleton of shared is imported by its name, so the federation gives every app the shell's copy.
      'lotengo/singletons-by-name': 'error',
      // An import cycle makes module order (and a federated singleton's first evaluation) depend on who loads first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The boundaries: one configuration for source files, one for test files (disjoint sets).
  { files: CODE_FILES, ignores: TEST_FILES, rules: { 'import-x/no-restricted-paths': boundaries(false) } },
  { files: TEST_FILES, rules: { 'import-x/no-restricted-paths': boundaries(true) } },
  // The facts build/ and src/ share are read by Node at build time: the module imports nothing at all.
  {
    files: ['shared/src/facts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*'], message: 'shared/src/facts.ts no importa nada: build/ lo lee en Node.' }] },
      ],
    },
  },
);
