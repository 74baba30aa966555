/**
 * The registry: one JSON document naming the live version of each app, with the history of every
 * change. Every change is a compare-and-swap on its revision, under a lock file: two promotes at the
 * same moment give one success and one refusal, never a lost update.
 */
import fs from 'node:fs';
import path from 'node:path';
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
}

export interface Registry {
  schema: 1;
  revision: number;
  updatedAt: string | null;
  apps: Partial<Record<string, AppPointer>>;
  history: HistoryEntry[];
}

export const emptyRegistry = (): Registry => ({ schema: 1, revision: 0, updatedAt: null, apps: {}, history: [] });

export function readRegistry(store: string): Registry {
  const file = registryPath(store);
  if (!fs.existsSync(file)) return emptyRegistry();
  const raw = fs.readFileSync(file, 'utf8');
  try {
    const doc = JSON.parse(raw) as Registry;
    if (doc.schema !== 1 || typeof doc.revision !== 'number' || typeof doc.apps !== 'object' || !Array.isArray(doc.history)) throw new Error('forma inesperada');
    return doc;
  } catch (err) {
    throw new ReleaseError(`El registro ${file} está dañado (${err instanceof Error ? err.message : String(err)}); no se cambia nada.`);
  }
}

/** The live version of each app, as the shell's config needs it. */
export function liveVersions(registry: Registry): Partial<Record<AppName, string>> {
  return Object.fromEntries(APP_NAMES.flatMap((a) => (registry.apps[APP_DIRS[a]]?.live ? [[a, registry.apps[APP_DIRS[a]]!.live]] : [])));
}

const lockPath = (store: string) => path.join(path.dirname(registryPath(store)), '.registry.lock');

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process that died (or older than a minute, which no registry change takes). */
function isStale(content: string): boolean {
  const [pid, at] = content.split(' ');
  return !pidAlive(Number(pid)) || Date.now() - Number(at) > 60_000;
}

const readOr = (file: string, fallback: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/**
 * Takes a stale lock away without racing another process doing the same: the lock is renamed to a name
 * of this process's own (only one rename can win), and given back if what was renamed is not the stale
 * lock that was read (someone replaced it with a fresh one meanwhile).
 */
function takeOverStale(file: string, seen: string): boolean {
  const mine = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, mine);
  } catch {
    return false;
  }
  if (readOr(mine, '') !== seen) {
    try {
      fs.linkSync(mine, file);
    } catch {
      // A new lock exists already: that holder goes on, this process refuses below.
    }
    fs.rmSync(mine, { force: true });
    return false;
  }
  fs.rmSync(mine, { force: true });
  return true;
}

/**
 * Runs `work` holding the registry's lock (an O_EXCL file). A lock already held is a refusal, not a
 * wait: the other change may make this one wrong (it was decided on what the registry said before).
 */
export async function withRegistryLock<T>(store: string, work: () => Promise<T> | T): Promise<T> {
  const file = lockPath(store);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid} ${Date.now()}`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const seen = readOr(file, '');
      // An empty lock is one whose writer died between creating and filling it.
      const stale = seen ? isStale(seen) : Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 5000;
      if (attempt === 0 && stale && takeOverStale(file, seen)) continue;
      throw new ReleaseError(
        `Rechazado: otro cambio del registro está en curso (proceso ${seen.split(' ')[0] || '?'}). Revisa el historial y vuelve a intentarlo.`,
      );
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Writes `next` if the document on disk still has `expectedRevision` (compare-and-swap), as a new file
 * renamed over the old one: a reader sees the old document or the new one, never half of one.
 */
export function writeRegistry(store: string, expectedRevision: number, next: Registry): Registry {
  const current = readRegistry(store);
  if (current.revision !== expectedRevision) {
    throw new ReleaseError(
      `Rechazado: el registro cambió mientras tanto (revisión ${expectedRevision} → ${current.revision}); otro cambio se adelantó. Revisa el historial y vuelve a intentarlo.`,
    );
  }
  const file = registryPath(store);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(next, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  return next;
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
      { revision, at, app: key, action: change.action, from, to: change.to, by: change.by, why: change.why, ...(endedCanary ? { endedCanary } : {}) },
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
  if (!current) throw new ReleaseError(`Rechazado: ${key} no tiene versión en vivo; un canario necesita una versión estable.`);
  const entry: HistoryEntry = change.canary
    ? { revision, at, app: key, action: 'canary-start', from: current.live, to: change.canary.version, by: change.by, why: change.why, percent: change.canary.percent }
    : { revision, at, app: key, action: 'canary-end', from: current.canary?.version ?? null, to: current.live, by: change.by, why: change.why };
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
