import { HttpError } from '../http/errors';
import { AtomicFileAdapter } from './atomic-file-adapter';
import { openLowDb, type LowDb } from './lowdb';
import type { DbState } from './schema';

type IdCollections = {
  users: 'userCode';
  properties: 'propertyId';
  houseRequests: 'houseRequestId';
  inbox: 'idInboxProperty';
  hours: 'hourId';
  visits: 'visitId';
  contactMessages: 'id';
};
type Row<K extends keyof IdCollections> = DbState[K][number];
const ID_KEYS: IdCollections = {
  users: 'userCode',
  properties: 'propertyId',
  houseRequests: 'houseRequestId',
  inbox: 'idInboxProperty',
  hours: 'hourId',
  visits: 'visitId',
  contactMessages: 'id',
};

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

const saveFailed = () => new HttpError(503, 'No se pudo guardar, intenta de nuevo en unos segundos');

/**
 * The db behind every route: lowdb (json-server's engine) over the atomic file adapter.
 *
 * mutate() applies a change in memory synchronously (so a check and the insert it guards happen in
 * one step, with no other request in between) and resolves only once a write that includes the
 * change is on disk: a route answers 2xx only for durable data. Changes that arrive while the event
 * loop is busy are written together (group commit): one file write serves the whole batch.
 */
export class Store {
  private readonly db: LowDb<DbState>;
  private waiters: Waiter[] = [];
  private flushScheduled = false;
  /** How many times the file was written (for tests and the benchmark). */
  writes = 0;

  constructor(readonly file: string) {
    this.db = openLowDb(new AtomicFileAdapter(file));
  }

  get state(): DbState {
    return this.db.getState();
  }

  async mutate<T>(fn: (state: DbState) => T): Promise<T> {
    let result: T;
    try {
      result = fn(this.state);
    } catch (err) {
      // A change that failed half-way cannot be undone piecemeal: go back to the file. Changes of
      // other requests not yet written are lost with it, so those requests fail too (none was acknowledged).
      console.error('[mock-api] un cambio falló a mitad; se recarga la base desde el disco', err);
      this.rollback(saveFailed());
      throw err instanceof HttpError ? err : saveFailed();
    }
    await new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
    return result;
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.waiters;
    this.waiters = [];
    if (!batch.length) return;
    try {
      this.db.write();
      this.writes++;
    } catch (err) {
      console.error('[mock-api] no se pudo guardar la base de datos', err);
      // Memory must not run ahead of the file: reload it and fail every change of this batch.
      this.reload();
      for (const w of batch) w.reject(saveFailed());
      return;
    }
    for (const w of batch) w.resolve();
  }

  private rollback(error: Error): void {
    const pending = this.waiters;
    this.waiters = [];
    this.reload();
    for (const w of pending) w.reject(error);
  }

  private reload(): void {
    try {
      this.db.read();
    } catch (err) {
      console.error('[mock-api] tampoco se pudo releer la base de datos', err);
    }
  }

  /**
   * Adds the record `make` builds around the collection's next id, in the one synchronous step that
   * hands the id out (two writers never share one), and resolves with it once it is on disk.
   */
  insert<K extends keyof IdCollections>(collection: K, make: (id: number) => Row<K>): Promise<Row<K>> {
    return this.mutate((state) => {
      const row = make(this.nextId(collection));
      (state[collection] as Row<K>[]).push(row);
      return row;
    });
  }

  /** Next id of a collection (max + 1); call it inside mutate() so two writers never get the same id. */
  nextId<K extends keyof IdCollections>(collection: K): number {
    const key = ID_KEYS[collection];
    let max = 0;
    for (const item of this.state[collection] as unknown as Record<string, number>[]) {
      if (item[key] > max) max = item[key];
    }
    return max + 1;
  }
}
