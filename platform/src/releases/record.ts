/**
 * The release record: what a version is and what it needs, as data. The deploy gate compares
 * these records with the live ones (exposed modules, shared modules and versions, federation runtime).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, RECORD_FILE, type AppName } from './layout';
import { fileTable, tableHash, type FileEntry } from './hashing';
import { ROOT_DIR } from '../paths';
import { contractOfCached, type ContractRecord, type ContractTypesRecord, type SharedApiRecord } from './contract';

export interface SharedModuleRecord {
  name: string;
  /** The version this app provides (its own copy). */
  version: string;
  /** The range it accepts from whoever provides the singleton; false: any. */
  requiredVersion: string | false;
  singleton: boolean;
}

export interface ReleaseRecord {
  schema: 1;
  /** Package folder name: shell, mf-inbox, … */
  app: string;
  /** Federation container name: shell, mf_inbox, … */
  container: AppName;
  version: string;
  commit: string;
  /** Cut from a work tree with uncommitted changes. */
  dirty: boolean;
  createdAt: string;
  createdBy: string;
  /** Hash of the sources and settings it was built from (a release of the same inputs is a no-op). */
  inputsHash: string;
  /** Hash of every file of the version (names the version). */
  contentHash: string;
  /** The file a host loads first: the remote's manifest, or the shell's index.html. */
  entry: string;
  /** Exposed module keys (`./inbox-page`): what consumers may mount. */
  exposes: string[];
  shared: SharedModuleRecord[];
  federationRuntime: {
    /** @module-federation/runtime-core version the build was made against. */
    version: string;
    /** The shell provides its runtime to the page (MF's provideExternalRuntime); remotes consume it (externalRuntime).
     */
    role: 'provides' | 'consumes';
    /** @module-federation/enhanced's version (mf-manifest pluginVersion). */
    plugin: string;
  };
  files: Record<string, FileEntry>;
  /**
   * The deploy gate's data: what the app exposes and mounts, with props types as text, and what it
   * needs from @lotengo/shared's singletons (contract.ts). Absent in records cut before the gate.
   */
  contract?: ContractRecord;
  sharedApi?: SharedApiRecord;
  /**
   * Its copy of the contracts package (bundled, not shared): each entity type as text and the ones its
   * code names (shared-record.ts). Absent in records cut before the contracts were bundled.
   */
  contractTypes?: ContractTypesRecord;
}

interface Manifest {
  metaData?: { pluginVersion?: string };
  exposes?: Array<{ name: string; path?: string }>;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
}

/** Never part of a version: the local build stamp and the record itself. */
export const notContent = (rel: string) => rel === '.build-stamp' || rel === RECORD_FILE;

/** Read from node_modules directly: some packages do not export their package.json. */
function installedVersion(pkg: string): string {
  const file = path.join(ROOT_DIR, 'node_modules', ...pkg.split('/'), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function contentOf(builtDir: string): { files: Record<string, FileEntry>; contentHash: string } {
  const files = fileTable(builtDir, notContent);
  return { files, contentHash: tableHash(files) };
}

export function createdByDefault(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LOTENGO_RELEASE_BY) return env.LOTENGO_RELEASE_BY;
  try {
    return os.userInfo().username;
  } catch {
    return 'desconocido';
  }
}

/** Reads what the build says about itself (mf-manifest.json) into a record. */
export function recordOf(args: {
  app: AppName;
  builtDir: string;
  version: string;
  commit: string;
  dirty: boolean;
  inputsHash: string;
  files: Record<string, FileEntry>;
  contentHash: string;
  createdBy: string;
  now?: Date;
}): ReleaseRecord {
  const manifestFile = path.join(args.builtDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`La compilación de ${APP_DIRS[args.app]} no ` + `tiene mf-manifest.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const isShell = args.app === 'shell';
  return {
    schema: 1,
    app: APP_DIRS[args.app],
    container: args.app,
    version: args.version,
    commit: args.commit,
    dirty: args.dirty,
    createdAt: (args.now ?? new Date()).toISOString(),
    createdBy: args.createdBy,
    inputsHash: args.inputsHash,
    contentHash: args.contentHash,
    entry: isShell ? 'index.html' : 'mf-manifest.json',
    exposes: (manifest.exposes ?? []).map((e) => `./${e.name}`).sort(),
    shared: (manifest.shared ?? [])
      .map((s) => ({
        name: s.name,
        version: s.version ?? '',
        requiredVersion: s.requiredVersion ?? false,
        singleton: s.singleton ?? false,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    federationRuntime: {
      version: installedVersion('@module-federation/runtime-core'),
      role: isShell ? 'provides' : 'consumes',
      plugin: manifest.metaData?.pluginVersion ?? installedVersion('@module-federation/enhanced'),
    },
    files: args.files,
    // LOTENGO_RELEASE_CONTRACT=off: tests of the store that do not need the (few seconds') type reading.
    ...(process.env.LOTENGO_RELEASE_CONTRACT === 'off' ? {} : contractOfCached(args.app)),
  };
}
