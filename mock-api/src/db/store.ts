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
const ID_KEYS: IdCollections = {
  users: 'userCode',
  properties: 'propertyId',
  houseRequests: 'houseRequestId',
  inbox: 'idInboxProperty',
  hours: 'hourId',
  visits: 'visitId',
  contactMessages: 'id',
};

/**
 * The db behind every route: lowdb (json-server's engine) over the atomic file adapter.
 * Every change goes through mutate(), which persists before returning, so a route answers 2xx
 * only for data that is on disk.
 */
export class Store {
  private readonly db: LowDb<DbState>;

  constructor(readonly file: string) {
    this.db = openLowDb(new AtomicFileAdapter(file));
  }

  get state(): DbState {
    return this.db.getState();
  }

  /**
   * Runs a synchronous change and writes the whole db. Validation happens before calling this, so
   * fn only applies a change that is known to be valid. If fn or the write fails, memory is reloaded
   * from the file: the in-memory state never runs ahead of what is durable.
   */
  mutate<T>(fn: (state: DbState) => T): T {
    let result: T;
    try {
      result = fn(this.state);
      this.db.write();
    } catch (err) {
      this.reloadAfterFailure();
      if (err instanceof HttpError) throw err;
      console.error('[mock-api] no se pudo guardar la base de datos', err);
      throw new HttpError(503, 'No se pudo guardar, intenta de nuevo en unos segundos');
    }
    return result;
  }

  private reloadAfterFailure(): void {
    try {
      this.db.read();
    } catch (err) {
      console.error('[mock-api] tampoco se pudo releer la base de datos', err);
    }
  }

  /** Next id of a collection (max + 1); called inside mutate(), so two writers never get the same id. */
  nextId<K extends keyof IdCollections>(collection: K): number {
    const key = ID_KEYS[collection];
    let max = 0;
    for (const item of this.state[collection] as unknown as Record<string, number>[]) {
      if (item[key] > max) max = item[key];
    }
    return max + 1;
  }
}
