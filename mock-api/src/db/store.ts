import { HttpError } from '../http/errors';
import { AtomicFileAdapter } from './atomic-file-adapter';
import { openLowDb, type LowDb } from './lowdb';
import type { DbState } from './schema';
import { SnapshotJson } from './snapshot-json';
import { writerThread, type FileWriter } from './writer-thread';

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
 * The db behind every route: lowdb (json-server's engine) reads the file; writes are ours.
 *
 * mutate() applies a change in memory synchronously (so a check and the insert it guards happen in
 * one step, with no other request in between) and resolves only once a write that includes the
 * change is on disk: a route answers 2xx only for durable data. One write is on its way at a time;
 * the changes that arrive meanwhile go together in the next one (group commit), so the disk, not
 * the number of writers, sets how often the file is written. The file is written off the event loop
 * (writerThread) and its text is built from cached pieces (SnapshotJson): calls that only read are
 * not held up by the writers.
 */
export class Store {
  private readonly db: LowDb<DbState>;
  private readonly json = new SnapshotJson();
  private waiters: Waiter[] = [];
  private flushScheduled = false;
  /** While a write is on its way. */
  private inFlight: { done: Promise<void> } | null = null;
  /** A change failed half-way while a write was on its way: once it lands, memory is read again from the file. */
  private reloadWhenWritten = false;
  /** The highest id handed out or seen per collection list (a new list, as after a reload, is scanned again). */
  private readonly maxIds = new WeakMap<readonly object[], { max: number; seen: number }>();
  /** How many times the file was written (for tests and the benchmark). */
  writes = 0;

  private readonly writeFile: FileWriter;

  /** `writeFile`: how the db's text reaches the disk (default: crash-safe, on a thread of its own). */
  constructor(
    readonly file: string,
    options: { writeFile?: FileWriter } = {},
  ) {
    this.db = openLowDb(new AtomicFileAdapter(file));
    this.writeFile = options.writeFile ?? writerThread();
  }

  get state(): DbState {
    return this.db.getState();
  }

  /**
   * `changed` names every record the change added, changed in place or put in place of another
   * (none removed): only those are stringified again. Without it everything is.
   */
  async mutate<T>(fn: (state: DbState) => T, changed?: (result: T) => readonly object[]): Promise<T> {
    let result: T;
    try {
      result = fn(this.state);
    } catch (err) {
      // A change that failed half-way cannot be undone piecemeal: go back to the file (and to it again once a write on its way lands).
      // Changes of other requests not yet written are lost with it, so those requests fail too (none was acknowledged).
      console.error('[mock-api] un cambio falló a mitad; se recarga la base desde el disco', err);
      this.rollback(saveFailed());
      throw err instanceof HttpError ? err : saveFailed();
    }
    if (changed) this.json.forget(changed(result));
    else this.json.forgetAll();
    await new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
    return result;
  }

  /** Resolves once every change made so far is on disk (or failed): a clean stop waits for it. */
  async idle(): Promise<void> {
    while (this.inFlight || this.waiters.length || this.flushScheduled) {
      await (this.inFlight?.done ?? new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }

  private schedule(): void {
    if (this.flushScheduled || this.inFlight) return;
    this.flushScheduled = true;
    // After the current turn of the event loop: the changes of the calls being handled share the write.
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiters;
    this.waiters = [];
    if (!batch.length) return;
    const text = this.json.of(this.state);
    let finished!: () => void;
    this.inFlight = { done: new Promise<void>((resolve) => (finished = resolve)) };
    try {
      await this.writeFile(this.file, text);
      this.writes++;
      if (this.reloadWhenWritten) {
        // Memory went back to the file before this batch landed: read it again (now with the batch);
        // the changes made on top of the older copy meanwhile are lost with it, so they fail.
        this.reloadWhenWritten = false;
        const later = this.waiters;
        this.waiters = [];
        this.reload();
        for (const w of later) w.reject(saveFailed());
      }
      for (const w of batch) w.resolve();
    } catch (err) {
      console.error('[mock-api] no se pudo guardar la base de datos', err);
      // Memory must not run ahead of the file: reload it and fail this batch and every change made on top of it.
      const later = this.waiters;
      this.waiters = [];
      this.reloadWhenWritten = false;
      this.reload();
      for (const w of [...batch, ...later]) w.reject(saveFailed());
    } finally {
      this.inFlight = null;
      finished();
      if (this.waiters.length) this.schedule();
    }
  }

  private rollback(error: Error): void {
    const pending = this.waiters;
    this.waiters = [];
    this.reload();
    if (this.inFlight) this.reloadWhenWritten = true;
    for (const w of pending) w.reject(error);
  }

  /** Back to what the file holds. */
  private reload(): void {
    this.json.forgetAll();
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
    return this.mutate(
      (state) => {
        const row = make(this.nextId(collection));
        (state[collection] as Row<K>[]).push(row);
        return row;
      },
      (row) => [row],
    );
  }

  /**
   * Next id of a collection (max + 1); call it inside mutate() so two writers never get the same id.
   * Kept per list and topped up with what was appended since: no walk over 10,000 requests per insert.
   */
  nextId<K extends keyof IdCollections>(collection: K): number {
    const key = ID_KEYS[collection];
    const list = this.state[collection] as unknown as Record<string, number>[];
    let known = this.maxIds.get(list);
    // A list that shrank may have lost its highest id: scan it again (max + 1 as before).
    if (!known || known.seen > list.length) this.maxIds.set(list, (known = { max: 0, seen: 0 }));
    for (; known.seen < list.length; known.seen++) {
      const id = list[known.seen]![key]!;
      if (id > known.max) known.max = id;
    }
    return known.max + 1;
  }
}
