/**
 * What is one per page (docs/architecture.md §2: "one React, one router, one session — and nothing else is
 * one"): the only modules the federation shares. Every app loads each of them from the shell's copy; all
 * other code, ours and the libraries', travels with the app that imports it, so a team's change reaches
 * users when that team alone releases.
 *
 * A module is here because it holds state that every app on the page must see as one, never to save
 * bytes. shared/build/__tests__/singletons.test.ts fails when a module that holds no such state is
 * added, or when one that does is left out (our entries are read for module-level state; the libraries'
 * state is named there with the line of their code that holds it).
 *
 * Libraries that hold state but are reached only through one of our singletons need no entry: their one
 * copy is the singleton's (react-toastify through /notify, zustand through /session, axios through
 * /http, firebase/auth and firebase/app through /identity).
 */
import list from './singletons.json';

export interface Singleton {
  /** The request the federation shares: a package, `pkg/` for all its subpaths, or an entry of @lotengo/shared. */
  name: string;
  /** The state it holds, and which apps meet it. */
  why: string;
}

/**
 * The list itself is JSON (singletons.json) so that the build (webpack.ts), the lint rule that keeps
 * our singletons imported by name (scripts/lint/singletons-by-name.mjs) and the release records
 * (platform/src/releases/contract.ts) read the same one.
 */
export const SINGLETONS: readonly Singleton[] = list.singletons;

export const SINGLETON_NAMES: readonly string[] = SINGLETONS.map((s) => s.name);

/**
 * Modules without state the federation shares by exact version only (`versioned` in singletons.json):
 * identical code loads once per page, and an app built from other sources loads its own copy beside the
 * shell's. Never one per page, so never a way for a team's change to wait on another's release.
 */
export const VERSIONED: readonly Singleton[] = list.versioned;
export const VERSIONED_NAMES: readonly string[] = VERSIONED.map((s) => s.name);

/** The entries of @lotengo/shared that are singletons (`@lotengo/shared/session`, …). */
const ours = (name: string) => name.startsWith('@lotengo/shared/');
export const SHARED_SINGLETON_ENTRIES: readonly string[] = SINGLETON_NAMES.filter(ours);
/** The entries of @lotengo/shared shared by version (`@lotengo/shared/api`). */
export const SHARED_VERSIONED_ENTRIES: readonly string[] = VERSIONED_NAMES.filter(ours);
