import Database from 'better-sqlite3';
import type { ConfigParameter, Ubigeo } from '@lotengo/shared/contracts';
import { HttpError } from '../http/errors';
import type { TelemetryRow } from '../telemetry/counters';
import { orphans } from './migration-constraints';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import type {
  StoredContactMessage,
  StoredDigestEvent,
  StoredHour,
  StoredHouseRequest,
  StoredImageProfile,
  StoredInboxEntry,
  StoredMail,
  StoredNotification,
  StoredNotificationPreferences,
  StoredProperty,
  StoredSuppression,
  StoredTypeProcess,
  StoredUser,
  StoredVisit,
} from './schema';
import type { Database as Rows } from './database';
import { Statements, Table, type Shape } from './tables';
import { prepare, qb, type Query } from './typed-query';

/** The db file exists but cannot be used: the server must refuse to start rather than reseed over it. */
export class DbUnreadableError extends Error {
  override name = 'DbUnreadableError';
}

/** The tables as records (their SQL is in migrations.ts). Named like the JSON export's collections. */
export interface Tables {
  ubigeos: Table<Ubigeo, Rows['ubigeos']>;
  typeProcesses: Table<StoredTypeProcess, Rows['typeProcesses']>;
  typeProperties: Table<{ tpropertyId: number; name: string }, Rows['typeProperties']>;
  characteristics: Table<{ characteristicId: number; name: string }, Rows['characteristics']>;
  imageProfiles: Table<StoredImageProfile, Rows['imageProfiles']>;
  configParameters: Table<ConfigParameter, Rows['configParameters']>;
  users: Table<StoredUser, Rows['users']>;
  properties: Table<StoredProperty, Rows['properties']>;
  houseRequests: Table<StoredHouseRequest, Rows['houseRequests']>;
  inbox: Table<StoredInboxEntry, Rows['inbox']>;
  hours: Table<StoredHour, Rows['hours']>;
  visits: Table<StoredVisit, Rows['visits']>;
  contactMessages: Table<StoredContactMessage, Rows['contactMessages']>;
  notifications: Table<StoredNotification, Rows['notifications']>;
  notificationPreferences: Table<StoredNotificationPreferences, Rows['notificationPreferences']>;
  telemetryVersions: Table<TelemetryRow, Rows['telemetryVersions']>;
  mailOutbox: Table<StoredMail, Rows['mailOutbox']>;
  mailDigest: Table<StoredDigestEvent, Rows['mailDigest']>;
  mailSuppressions: Table<StoredSuppression, Rows['mailSuppressions']>;
}
export type TableName = keyof Tables;

export const TABLE_SHAPES: Record<TableName, Shape> = {
  ubigeos: { key: 'ubigeoId' },
  typeProcesses: { key: 'tprocessId' },
  typeProperties: { key: 'tpropertyId' },
  characteristics: { key: 'characteristicId' },
  imageProfiles: { key: 'imageProfileId' },
  configParameters: { key: 'typeField' },
  users: { key: 'userCode', bool: ['emailVerified'] },
  properties: { key: 'propertyId', json: ['characteristics', 'multimedias'] },
  houseRequests: { key: 'houseRequestId', bool: ['indexable'] },
  inbox: { key: 'idInboxProperty' },
  hours: { key: 'hourId' },
  visits: { key: 'visitId' },
  contactMessages: { key: 'id' },
  notifications: { key: 'notificationId', json: ['subject'], bool: ['near'], nulls: ['readAt'] },
  notificationPreferences: { key: 'userCode', json: ['off', 'email'], bool: ['summaryOff'] },
  telemetryVersions: { key: 'rowid', json: ['paths'] },
  mailOutbox: { key: 'mailId', json: ['content'] },
  mailDigest: { key: 'digestId', json: ['content'] },
  mailSuppressions: { key: 'address' },
};
export const TABLE_NAMES = Object.keys(TABLE_SHAPES) as TableName[];

const counterValue = prepare((name: string) => qb.selectFrom('counters').select('value').where('name', '=', name));
const setCounter = prepare((name: string, value: number) =>
  qb
    .insertInto('counters')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') }))),
);

const saveFailed = () => new HttpError(503, 'No se pudo guardar, intenta de nuevo en unos segundos');

/**
 * Opens (creating when missing) a database file in WAL mode and brings its schema up to date.
 *
 * `synchronous = NORMAL`: in WAL mode a commit is written to the WAL file before it returns, so a
 * change survives the process being killed (kill -9, a crash: the OS still holds what was written)
 * and the file is never left corrupt; only a power cut or an OS crash may lose the last commits, which
 * FULL would prevent with one fsync per change on the event loop. A mock API's data is worth the
 * first guarantee, not the price of the second.
 */
export function openDatabase(file: string, options: { readonly?: boolean; build?: boolean } = {}): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
    if (options.build) {
      // A file nobody reads until it is complete and renamed into place (writeDbFile): no journal, no
      // syncs while it is built; it is synced once at the end and turned to WAL for the API.
      db.pragma('journal_mode = OFF');
      db.pragma('synchronous = OFF');
    } else if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
    }
    db.pragma('busy_timeout = 5000');
    // Per connection, and never inside a transaction: every record names records that exist (migration 5).
    db.pragma('foreign_keys = ON');
    if (!options.readonly) migrate(db, file);
    return db;
  } catch (err) {
    db?.close();
    if (err instanceof DbUnreadableError) throw err;
    throw new DbUnreadableError(`La base de datos ${file} no se puede abrir: ${(err as Error).message}`);
  }
}

/**
 * Runs the migrations the file has not run yet, each in its own transaction with its new version. One
 * that rebuilds tables runs with foreign keys off (they cannot change inside a transaction) and commits
 * only if every row still names records that exist; any refusal leaves the file as it was and says why.
 */
export function migrate(db: Database.Database, file: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    const why = `es de una versión más nueva del esquema (${current} > ${SCHEMA_VERSION}): actualiza el código`;
    throw new DbUnreadableError(`La base de datos ${file} ${why}`);
  }
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    const keys = db.pragma('foreign_keys', { simple: true }) as number;
    if (m.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        if (m.sql) db.exec(m.sql);
        m.run?.(db);
        const broken = m.rebuildsTables ? orphans(db) : null;
        if (broken) throw new Error(broken);
        db.pragma(`user_version = ${m.version}`);
      }).immediate();
    } catch (err) {
      const was = `quedó como estaba (versión ${db.pragma('user_version', { simple: true })})`;
      const why = `la migración ${m.version} (${m.name}) no se aplicó: ${(err as Error).message}. La base ${was}`;
      throw new DbUnreadableError(`La base de datos ${file}: ${why}; corrige esas filas y vuelve a iniciar.`);
    } finally {
      db.pragma(`foreign_keys = ${keys ? 'ON' : 'OFF'}`);
    }
  }
}

/**
 * The db behind every route: a better-sqlite3 connection (synchronous: a check and the write it
 * guards run in one step, no other request in between) and its tables as records. Every change runs in
 * transaction(): it commits whole or not at all, and a route answers 2xx only after it committed.
 */
export class Store implements Tables {
  readonly db: Database.Database;
  readonly sql: Statements;
  /** Committed write transactions (tests and benchmarks: "nothing was written"). */
  writes = 0;
  readonly ubigeos!: Tables['ubigeos'];
  readonly typeProcesses!: Tables['typeProcesses'];
  readonly typeProperties!: Tables['typeProperties'];
  readonly characteristics!: Tables['characteristics'];
  readonly imageProfiles!: Tables['imageProfiles'];
  readonly configParameters!: Tables['configParameters'];
  readonly users!: Tables['users'];
  readonly properties!: Tables['properties'];
  readonly houseRequests!: Tables['houseRequests'];
  readonly inbox!: Tables['inbox'];
  readonly hours!: Tables['hours'];
  readonly visits!: Tables['visits'];
  readonly contactMessages!: Tables['contactMessages'];
  readonly notifications!: Tables['notifications'];
  readonly notificationPreferences!: Tables['notificationPreferences'];
  readonly telemetryVersions!: Tables['telemetryVersions'];
  readonly mailOutbox!: Tables['mailOutbox'];
  readonly mailDigest!: Tables['mailDigest'];
  readonly mailSuppressions!: Tables['mailSuppressions'];

  private readonly log: (...args: unknown[]) => void;

  /** `readonly`: a second connection that only reads (what is on disk, for tests and the export). */
  constructor(
    readonly file: string,
    options: { readonly?: boolean; build?: boolean; log?: (...args: unknown[]) => void } = {},
  ) {
    this.log = options.log ?? console.error;
    this.db = openDatabase(file, { readonly: options.readonly, build: options.build });
    this.sql = new Statements(this.db);
    for (const name of TABLE_NAMES) Object.assign(this, { [name]: new Table(this.sql, name, TABLE_SHAPES[name]) });
  }

  table<K extends TableName>(name: K): Tables[K] {
    return this[name];
  }

  /**
   * Runs `fn` as one transaction: everything written through this store inside it commits together,
   * or — when it throws — none of it. An HttpError (a refusal found half-way) keeps its answer; any
   * other failure is logged and answered 503. A call inside another joins it.
   */
  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    try {
      const result = this.db.transaction(fn).immediate();
      this.writes++;
      return result;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      this.log('[mock-api] un cambio falló y se deshizo entero', err);
      throw saveFailed();
    }
  }

  /** The rows a typed query answers (db/typed-query.ts): a SELECT, or a write with RETURNING. */
  read<O>(q: Query<O>): O[] {
    return this.sql.read(q);
  }

  /** The first row a typed query answers. */
  readFirst<O>(q: Query<O>): O | undefined {
    return this.sql.readFirst(q);
  }

  /** The number a typed count answers (`select(eb => eb.fn.countAll().as('n'))`). */
  count(q: Query<{ n: number | bigint | string }>): number {
    return Number(this.sql.readFirst(q)?.n ?? 0);
  }

  /** Runs a typed write (UPDATE, DELETE, INSERT); answers how many rows it changed. */
  write(q: Query<unknown>): number {
    return this.sql.write(q);
  }

  /**
   * Changes whenever anything in the file may have changed: a row written through this connection (any
   * table, any way, even rolled back) or a commit by another one. What was read at the same mark is
   * still true (a cached count).
   */
  changeMark(): string {
    const own = this.sql.of('SELECT total_changes() AS n').get() as { n: number };
    return `${own.n}:${this.db.pragma('data_version', { simple: true }) as number}`;
  }

  /** A counter kept in the db (0 when never set); set it inside the transaction of the change that moves it. */
  counter(name: string): number {
    return this.readFirst(counterValue(name))?.value ?? 0;
  }

  setCounter(name: string, value: number): void {
    this.write(setCounter(name, value));
  }

  /** A config parameter's value, if set. */
  config(typeField: string): string | undefined {
    return this.configParameters.get(typeField)?.value;
  }

  /** Closes the connection (the WAL is folded into the file), after refreshing the planner's statistics. */
  close(): void {
    if (!this.db.open) return;
    if (!this.db.readonly) this.db.pragma('optimize');
    this.db.close();
  }
}
