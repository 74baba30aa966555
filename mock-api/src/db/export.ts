import fs from 'node:fs';
import path from 'node:path';
import { fsyncDir } from '../files/atomic-write';
import type { TelemetryRow } from '../telemetry/counters';
import type {
  DbState,
  StoredDigestEvent,
  StoredMail,
  StoredNotification,
  StoredNotificationPreferences,
  StoredSuppression,
} from './schema';
import { orphans } from './migration-constraints';
import { Store, TABLE_NAMES } from './store';
import { prepare, qb } from './typed-query';

/**
 * The whole database as one JSON document: the seed's collections (DbState) and what the running API
 * adds beside them — notifications, preferences, the stream's counters and release telemetry. What
 * `npm run export -w mock-api` writes, and what an import (`seed --from`) reads back.
 */
export interface ExportedDb extends DbState {
  notifications: StoredNotification[];
  notificationPreferences: StoredNotificationPreferences[];
  telemetryVersions: TelemetryRow[];
  mailOutbox: StoredMail[];
  mailDigest: StoredDigestEvent[];
  mailSuppressions: StoredSuppression[];
  counters: Record<string, number>;
}

const metaValue = prepare((key: string) => qb.selectFrom('meta').select('value').where('key', '=', key));
const allCounters = prepare(() => qb.selectFrom('counters').select(['name', 'value']).orderBy('name'));
const setMeta = prepare((key: string, value: string) => qb.insertInto('meta').values({ key, value }));

export function exportDb(store: Store): ExportedDb {
  const seed = store.readFirst(metaValue('seed'));
  const out: Record<string, unknown> = { meta: { schemaVersion: 1, seed: seed ? JSON.parse(seed.value) : null } };
  for (const name of TABLE_NAMES) out[name] = store.table(name).all();
  const counters = store.read(allCounters());
  out.counters = Object.fromEntries(counters.map((c) => [c.name, c.value]));
  return out as unknown as ExportedDb;
}

/** What a file holds right now, read through a connection of its own (the durable truth, not a cache). */
export function readDbFile(file: string): ExportedDb {
  const store = new Store(file, { readonly: true });
  try {
    return exportDb(store);
  } finally {
    store.close();
  }
}

/** Adds every record of `data` in one transaction (a new db: the seed or an import). */
export function importDb(store: Store, data: DbState & Partial<ExportedDb>): void {
  // Not store.transaction(): a row the schema refuses is reported as SQLite says it, not as a busy server.
  store.db.transaction(() => {
    store.write(setMeta('seed', JSON.stringify(data.meta.seed)));
    for (const name of TABLE_NAMES) store.table(name).insertAll((data[name] ?? []) as object[]);
    for (const [name, value] of Object.entries(data.counters ?? {})) store.setCounter(name, value);
  })();
}

const removeWithSidecars = (file: string) => {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(f, { force: true });
};

/**
 * Fills a new file (writeDbFile): its indexes made once the rows are in (one sort each instead of a
 * b-tree insert per row), the keys checked once every row is in (a file lists its collections in any
 * order), so what breaks a rule is named rather than the first insert refused.
 */
function fill(store: Store, data: DbState & Partial<ExportedDb>): void {
  store.db.pragma('cache_size = -65536');
  const indexes = store.sql
    .of("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .all() as { name: string; sql: string }[];
  for (const i of indexes) store.db.exec(`DROP INDEX ${i.name}`);
  store.db.pragma('foreign_keys = OFF');
  importDb(store, data);
  const broken = orphans(store.db);
  if (broken) throw new Error(broken);
  for (const i of indexes) store.db.exec(i.sql);
  // Statistics for the query planner (which index answers a filtered search best), from a sample.
  store.db.pragma('analysis_limit = 400');
  store.db.exec('ANALYZE');
  store.db.pragma('journal_mode = WAL');
}

/**
 * Writes a new database file holding `data`, in place of `file` at once: it is built beside it and
 * renamed over it (atomic on POSIX), after the old file's WAL is removed so it cannot be replayed
 * into the new one. The API must not have `file` open (npm run reset asks to stop it first). Data the
 * schema refuses (a row naming a missing record, a state it does not know, a slot booked twice) is
 * an error naming it, and `file` is left as it was.
 */
export function writeDbFile(file: string, data: DbState & Partial<ExportedDb>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.nueva`;
  removeWithSidecars(temp);
  // Nobody reads the file until it is renamed: built without a journal (from its first table on),
  // fsynced once at the end.
  const store = new Store(temp, { build: true });
  try {
    fill(store, data);
  } catch (err) {
    store.db.close();
    removeWithSidecars(temp);
    throw new Error(`No se puede escribir ${file}: ${(err as Error).message}`);
  }
  // Closed as it is: the statistics were just made.
  store.db.close();
  const fd = fs.openSync(temp, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  for (const f of [`${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  fs.renameSync(temp, file);
  fsyncDir(path.dirname(file));
}
