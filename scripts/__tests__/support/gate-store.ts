/**
 * A fake release store for the deploy gate's tests: five live apps written as small folders with
 * hand-made records (no build, no TypeScript reading of the tree), and candidates derived from them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, RECORD_FILE, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { contentOf, type ReleaseRecord } from '@lotengo/platform/releases/record';
import { movePointer, readRegistry } from '@lotengo/platform/releases/registry';
import { seedRegistry } from './registry-service';
import { staticVerdict } from '../../lib/releases/can-deploy';

export const CARD_PROPS =
  '{ request: { id: number; title: string }; editable?: boolean; onLoTengo?: ((request: { id: number }) => void) }';
const PAGE = '{ [key: string]: never }';

export interface FakeVersion {
  record: Omit<ReleaseRecord, 'version' | 'contentHash' | 'files'>;
  /** Files of the folder (name → content); mf-manifest.json is made from the record unless given or null. */
  files: Record<string, string | null>;
}

const exposeChunk = (key: string) => `__federation_expose_${key.replace(/-/g, '_')}.0a1b2c3d.js`;

function manifestOf(r: FakeVersion['record']) {
  return {
    id: r.container,
    name: r.container,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, pluginVersion: '2.9.2', publicPath: 'auto' },
    exposes: r.exposes.map((e) => ({
      name: e.slice(2),
      path: e,
      assets: { js: { sync: [exposeChunk(e.slice(2))], async: [] }, css: { sync: [], async: [] } },
    })),
    shared: r.shared.map((s) => ({ ...s, assets: { js: { sync: [], async: [] } } })),
  };
}

/** zod's lite, shared versioned (not a singleton): an exact version, so a mismatch means each app its own copy. */
export const ZOD_LITE = '4.6.7-lite.aaaa1111';

function sharedOf(react = '19.3.1', required: string | false = '19.3.1') {
  return [
    { name: 'react', version: react, requiredVersion: required, singleton: true },
    { name: '@lotengo/shared/session', version: '0.1.0', requiredVersion: false as const, singleton: true },
    { name: 'zod/mini', version: ZOD_LITE, requiredVersion: ZOD_LITE, singleton: false },
  ];
}

/** Two entity types of the contracts package, as release records write them (contract-types' text). */
export const INBOX_ENTRY = '{ houseRequestId: number; price: number; title: string; note?: string; }';
const USER = '{ userCode: number; firstName: string; }';

const base = (app: AppName): FakeVersion['record'] => ({
  schema: 1,
  app: APP_DIRS[app],
  container: app,
  commit: 'abc1234',
  dirty: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'test',
  inputsHash: `inputs-${app}`,
  entry: app === 'shell' ? 'index.html' : 'mf-manifest.json',
  exposes: [],
  shared: sharedOf(),
  federationRuntime: { version: '2.9.2', role: app === 'shell' ? 'provides' : 'consumes', plugin: '2.9.2' },
  contract: { exposes: {}, mounts: [] },
  sharedApi: {
    hash: 'api-live',
    exports: {
      '@lotengo/shared/session': ['logout', 'useSession', 'useSessionUser'],
      '@lotengo/shared/remotes': ['RemoteModule', 'loadChunk'],
      'react-router-dom': ['Link', 'useNavigate'],
    },
    uses: {},
  },
  contractTypes: {
    version: '0.1.0+live',
    types: { InboxEntry: INBOX_ENTRY, User: USER },
    uses: [app === 'mf_inbox' ? 'InboxEntry' : 'User'],
  },
});

const ROUTES = 'shell/src/app/remote-routes.ts';

/** What is live in the fixture: the shell routing to three remotes' pages, mf-account mounting the request card. */
export function liveWorld(): Record<AppName, FakeVersion['record']> {
  const page = (remote: string, module: string, p: string, access = 'public') => ({
    remote,
    module,
    path: p,
    access,
    file: ROUTES,
    props: PAGE,
  });
  const exposing = (app: AppName, modules: Record<string, string>): FakeVersion['record'] => ({
    ...base(app),
    exposes: Object.keys(modules).map((k) => `./${k}`),
    contract: { exposes: Object.fromEntries(Object.entries(modules).map(([k, v]) => [`./${k}`, v])), mounts: [] },
    sharedApi: {
      ...base(app).sharedApi!,
      uses: { '@lotengo/shared/session': { useSessionUser: `${APP_DIRS[app]}/src/bootstrap.tsx` } },
    },
  });
  const account = exposing('mf_account', { 'profile-page': PAGE });
  account.contract!.mounts = [
    {
      remote: 'mf_requests',
      module: 'request-card',
      file: 'mf-account/src/features/profile/tabs/requests-tab.tsx',
      props: CARD_PROPS,
    },
  ];
  return {
    shell: {
      ...base('shell'),
      contract: {
        exposes: {},
        mounts: [
          page('mf_requests', 'requests-page', '/page/requests'),
          page('mf_inbox', 'inbox-page', '/page/buzon', 'session'),
          page('mf_account', 'profile-page', '/page/profile', 'session'),
          page('mf_properties', 'properties-page', '/page/properties', 'session'),
          { remote: 'mf_requests', module: 'home-search', file: 'shell/src/pages/home-page.tsx', props: PAGE },
        ],
      },
    },
    mf_requests: exposing('mf_requests', { 'requests-page': PAGE, 'home-search': PAGE, 'request-card': CARD_PROPS }),
    mf_properties: exposing('mf_properties', { 'properties-page': PAGE }),
    mf_inbox: exposing('mf_inbox', { 'inbox-page': PAGE }),
    mf_account: account,
  };
}

let counter = 0;

/** Writes a version into the store (its files, then its record as addRelease would) and returns its name. */
export function writeVersion(store: string, app: AppName, v: FakeVersion): string {
  counter += 1;
  const hash = (counter * 7919).toString(16).padStart(10, '0').slice(-10);
  const version = `abc${String(counter).padStart(4, '0')}-${hash}`;
  const dir = versionDir(store, app, version);
  fs.mkdirSync(dir, { recursive: true });
  const files: Record<string, string | null> = {
    'remoteEntry.js': `var ${app};`,
    'mf-manifest.json': JSON.stringify(manifestOf(v.record)),
    ...(app === 'shell'
      ? { 'index.html': '<!doctype html><script defer src="/main.js"></script>', 'main.js': 'main();' }
      : {}),
    ...Object.fromEntries(v.record.exposes.map((e) => [exposeChunk(e.slice(2)), `/* ${e} */`])),
    ...v.files,
  };
  for (const [name, content] of Object.entries(files))
    if (content !== null) fs.writeFileSync(path.join(dir, name), content);
  const { files: table, contentHash } = contentOf(dir);
  const record: ReleaseRecord = { ...v.record, version, files: table, contentHash };
  fs.writeFileSync(path.join(dir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return version;
}

/** The live world written and promoted in `store`; returns each app's live version. */
export function seedLive(store: string): Record<AppName, string> {
  const world = liveWorld();
  const versions = {} as Record<AppName, string>;
  for (const app of Object.keys(world) as AppName[]) {
    versions[app] = writeVersion(store, app, { record: world[app], files: {} });
    const registry = readRegistry(store);
    seedRegistry(
      store,
      movePointer(registry, { app, action: 'promote', to: versions[app], by: 'test', why: 'inicio' }),
    );
  }
  return versions;
}

/** A candidate: the live record of `app` changed by `change` (a deep copy; the live one is untouched). */
export function candidate(
  store: string,
  app: AppName,
  change: (r: FakeVersion['record']) => void,
  files: FakeVersion['files'] = {},
): string {
  const record = structuredClone(liveWorld()[app]);
  change(record);
  return writeVersion(store, app, { record, files });
}

/**
 * The gate tests' world, new for each test: a temp store with the five apps live (seedLive). Its fields are
 * read inside tests (they change in every beforeEach); `reasonsOf` is the static gate's refusals there.
 */
export function withGateStore() {
  const g = {
    tmp: '',
    store: '',
    live: {} as ReturnType<typeof seedLive>,
    reasonsOf: (app: AppName, version: string) => staticVerdict(g.store, app, version).reasons,
  };
  beforeEach(() => {
    g.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-can-deploy-'));
    g.store = path.join(g.tmp, 'releases');
    g.live = seedLive(g.store);
  });
  afterEach(() => fs.rmSync(g.tmp, { recursive: true, force: true }));
  return g;
}
