/**
 * The registry: one JSON document naming the live version of each app, with the history of every
 * change. It is changed only through the pointer service (scripts/lib/registry), whose storage does
 * the compare-and-swap; this file holds the document's shape and the pure changes the service applies.
 */
import fs from 'node:fs';
import { APP_DIRS, APP_NAMES, registryPath, ReleaseError, type AppName } from './layout';

export interface AppPointer {
  live: string;
  /** Versions that were live before, most recent last: what `rollback` goes back to. */
  previous: string[];
  /** A version live for `percent` % of browsers; absent or null: none. A promote ends it. */
  canary?: CanaryPointer | null;
}

export interface CanaryPointer {
  version: string;
  /** 1–99: the share of browsers (by their canary id's bucket) served this version. */
  percent: number;
  since: string;
}

export type PointerAction = 'promote' | 'rollback' | 'canary-start' | 'canary-end';

export interface HistoryEntry {
  /** The registry revision this change produced. */
  revision: number;
  at: string;
  app: string;
  action: PointerAction;
  from: string | null;
  to: string;
  by: string;
  why: string;
  /** canary-start: the share it was started with. */
  percent?: number;
  /** A promote or rollback that ended a running canary: its version. */
  endedCanary?: string;
  /** Which deploy credential made the change (never served publicly); `by` is its verified identity. */
  credential?: string;
  /** Made with an admin's rights: another team's app (an incident's rollback), or over the gate. */
  admin?: true;
  /** Made over the deploy gate's "no" (by an admin, with a reason): the reasons it overrode. */
  forced?: true;
  gateReasons?: string[];
  /** The client's id for the change: a repeat of it (its answer was lost) is recognised, not applied twice. */
  changeId?: string;
}

export interface Registry {
  schema: 1;
  revision: number;
  updatedAt: string | null;
  apps: Partial<Record<string, AppPointer>>;
  history: HistoryEntry[];
  /** A random id per write: a write that landed while its answer was lost is recognised by it (storage.ts). */
  writeId?: string;
}

export const emptyRegistry = (): Registry => ({ schema: 1, revision: 0, updatedAt: null, apps: {}, history: [] });

/** A registry document from its JSON text; a damaged one is a refusal naming `where`. */
export function parseRegistry(raw: string, where: string): Registry {
  try {
    const doc = JSON.parse(raw) as Registry;
    if (
      doc.schema !== 1 ||
      typeof doc.revision !== 'number' ||
      typeof doc.apps !== 'object' ||
      !Array.isArray(doc.history)
    )
      throw new Error('forma inesperada');
    return doc;
  } catch (err) {
    throw new ReleaseError(
      `El registro ${where} está dañado ` + `(${err instanceof Error ? err.message : String(err)}); no se cambia nada.`,
    );
  }
}

/**
 * The registry as the local pointer service keeps it (read-only: the static servers and the tests read
 * it on the same machine; every change goes through the service).
 */
export function readRegistry(store: string): Registry {
  const file = registryPath(store);
  if (!fs.existsSync(file)) return emptyRegistry();
  return parseRegistry(fs.readFileSync(file, 'utf8'), file);
}

/**
 * What may be served to anybody: the versions and when they moved, never who moved them or why (the
 * history's people, reasons and credentials stay with the service).
 */
export function publicRegistry({ writeId: _writeId, ...registry }: Registry): Registry {
  return {
    ...registry,
    history: registry.history.map(({ revision, at, app, action, from, to, percent, endedCanary, forced }) => ({
      revision,
      at,
      app,
      action,
      from,
      to,
      by: '',
      why: '',
      ...(percent !== undefined ? { percent } : {}),
      ...(endedCanary ? { endedCanary } : {}),
      ...(forced ? { forced } : {}),
    })),
  };
}

/** The live version of each app, as the shell's config needs it. */
export function liveVersions(registry: Registry): Partial<Record<AppName, string>> {
  return Object.fromEntries(
    APP_NAMES.flatMap((a) => (registry.apps[APP_DIRS[a]]?.live ? [[a, registry.apps[APP_DIRS[a]]!.live]] : [])),
  );
}

/** Who changes one app's pointer, why, and when (default now): what every registry change records. */
interface ChangeBy {
  app: AppName;
  by: string;
  why: string;
  now?: Date;
}

/** The app's key in the registry, and the revision and time the change will be recorded with. */
function stampOf(registry: Registry, change: ChangeBy) {
  return { key: APP_DIRS[change.app], at: (change.now ?? new Date()).toISOString(), revision: registry.revision + 1 };
}

export interface PointerChange extends ChangeBy {
  action: PointerAction;
  to: string;
}

/** The registry after moving one app's pointer (pure: the caller writes it). */
export function movePointer(registry: Registry, change: PointerChange): Registry {
  const { key, at, revision } = stampOf(registry, change);
  const current = registry.apps[key];
  const from = current?.live ?? null;
  const previous = current?.previous ?? [];
  const pointer: AppPointer =
    change.action === 'promote'
      ? { live: change.to, previous: from ? [...previous.filter((v) => v !== from), from].slice(-20) : previous }
      : { live: change.to, previous: previous.slice(0, -1) };
  // The new pointer has no canary: a promote (or rollback) is for every browser.
  const endedCanary = current?.canary?.version;
  return {
    ...registry,
    revision,
    updatedAt: at,
    apps: { ...registry.apps, [key]: pointer },
    history: [
      ...registry.history,
      {
        revision,
        at,
        app: key,
        action: change.action,
        from,
        to: change.to,
        by: change.by,
        why: change.why,
        ...(endedCanary ? { endedCanary } : {}),
      },
    ],
  };
}

export interface CanaryChange extends ChangeBy {
  /** null ends the running canary. */
  canary: { version: string; percent: number } | null;
}

/** The registry after starting (or replacing) or ending one app's canary (pure: the caller writes it). */
export function setCanary(registry: Registry, change: CanaryChange): Registry {
  const { key, at, revision } = stampOf(registry, change);
  const current = registry.apps[key];
  if (!current)
    throw new ReleaseError(
      `Rechazado: ${key} no tiene versión en vivo; ` + `un canario necesita ` + `una versión estable.`,
    );
  const entry: HistoryEntry = change.canary
    ? {
        revision,
        at,
        app: key,
        action: 'canary-start',
        from: current.live,
        to: change.canary.version,
        by: change.by,
        why: change.why,
        percent: change.canary.percent,
      }
    : {
        revision,
        at,
        app: key,
        action: 'canary-end',
        from: current.canary?.version ?? null,
        to: current.live,
        by: change.by,
        why: change.why,
      };
  return {
    ...registry,
    revision,
    updatedAt: at,
    apps: { ...registry.apps, [key]: { ...current, canary: change.canary ? { ...change.canary, since: at } : null } },
    history: [...registry.history, entry],
  };
}

export function historyOf(registry: Registry, app: AppName): HistoryEntry[] {
  return registry.history.filter((h) => h.app === APP_DIRS[app]);
}
