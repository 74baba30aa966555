import { exportDb, type ExportedDb } from '../../db/export';
import { TABLE_NAMES, type Store, type TableName } from '../../db/store';

/** What tests reach of an app's store: its records as the JSON export lists them, and a way to set some up. */
export interface TestStore {
  /** Everything in the db now (a fresh export on every read: change it only inside mutate()). */
  readonly state: ExportedDb;
  /** Committed write transactions so far ("nothing was written"). */
  readonly writes: number;
  /**
   * Lets `fn` change a fresh export (push, edit or drop records) and writes back what it changed, in
   * one transaction: how a test sets up a world the routes cannot make (an old request, a past slot).
   */
  mutate<T>(fn: (state: ExportedDb) => T): Promise<T>;
  /** The real store. */
  readonly db: Store;
}

/** Tables whose records a test may set up (telemetry's rows have no key of their own). */
const EDITABLE = TABLE_NAMES.filter((n): n is Exclude<TableName, 'telemetryVersions'> => n !== 'telemetryVersions');

export function testStore(store: Store): TestStore {
  return {
    db: store,
    get state() {
      return exportDb(store);
    },
    get writes() {
      return store.writes;
    },
    async mutate(fn) {
      const state = exportDb(store);
      const rows = (name: TableName) => state[name] as unknown as Record<string, unknown>[];
      const keyOf = (name: TableName, r: Record<string, unknown>) => r[store.table(name).shape.key];
      const textByKey = (name: TableName) => new Map(rows(name).map((r) => [keyOf(name, r), JSON.stringify(r)]));
      const before = new Map(EDITABLE.map((name) => [name, textByKey(name)]));
      const result = fn(state);
      store.transaction(() => {
        for (const name of EDITABLE) {
          const table = store.table(name);
          const key = table.shape.key;
          const old = before.get(name)!;
          const kept = new Set<unknown>();
          for (const row of rows(name)) {
            const id = row[key] as number | string;
            kept.add(id);
            const was = old.get(id);
            if (was === undefined) table.insert(row);
            // Every column written: a field the record no longer has is removed.
            else if (was !== JSON.stringify(row)) {
              table.update(id, Object.fromEntries(table.columns.map((c) => [c, row[c]])));
            }
          }
          for (const id of old.keys()) if (!kept.has(id)) table.remove(id as number | string);
        }
      });
      return result;
    },
  };
}
