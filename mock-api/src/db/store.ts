import Database from 'better-sqlite3';
import type { ConfigParameter, Ubigeo } from '@lotengo/shared/contracts';
import { HttpError } from '../http/errors';
import type { TelemetryRow } from '../telemetry/counters';
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
import { Statements, Table, type Shape } from './tables';

/** The db file exists but cannot be used: the server must refuse to start rather than reseed over it. */
export class DbUnreadableError extends Error {
  override name = 'DbUnreadableError';
}

/** The tables as records (their SQL is in migrations.ts). Named like the JSON export's collections. */
export interface Tables {
  ubigeos: Table<Ubigeo>;
  typeProcesses: Table<StoredTypeProcess>;
  typeProperties: Table<{ tpropertyId: number; name: string }>;
  characteristics: Table<{ characteristicId: number; name: string }>;
  imageProfiles: Table<StoredImageProfile>;
  configParameters: Table<ConfigParameter>;
  users: Table<StoredUser>;
  properties: Table<StoredProperty>;
  houseRequests: Table<StoredHouseRequest>;
  inbox: Table<StoredInboxEntry>;
  hours: Table<StoredHour>;
  visits: Table<StoredVisit>;
  contactMessages: Table<StoredContactMessage>;
  notifications: Table<StoredNotification>;
  notificationPreferences: Table<StoredNotificationPreferences>;
  telemetryVersions: Table<TelemetryRow>;
  mailOutbox: Table<StoredMail>;
  mailDigest: Table<StoredDigestEvent>;
  mailSuppressions: Table<StoredSuppression>;
}
export type TableName = keyof Tables;

const SHAPES: Record<TableName, Shape> = {
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
export const TABLE_NAMES = Object.keys(SHAPES) as TableName[];

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
    if (!options.readonly) migrate(db, file);
    return db;
  } catch (err) {
    db?.close();
    if (err instanceof DbUnreadableError) throw err;
    throw new DbUnreadableError(`La base de datos ${file} no se puede abrir: ${(err as Error).message}`);
  }
}

/** Runs the migrations the file has not run yet, each in its own transaction with its new version. */
export function migrate(db: Database.Database, file: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    const why = `es de una versión más nueva del esquema (${current} > ${SCHEMA_VERSION}): actualiza el código`;
    throw new DbUnreadableError(`La base de datos ${file} ${why}`);
  }
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
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
    for (const name of TABLE_NAMES) Object.assign(this, { [name]: new Table(this.sql, name, SHAPES[name]) });
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

  /** A counter kept in the db (0 when never set); set it inside the transaction of the change that moves it. */
  counter(name: string): number {
    const row = this.sql.of('SELECT value FROM counters WHERE name = ?').get(name) as { value: number } | undefined;
    return row?.value ?? 0;
  }

  setCounter(name: string, value: number): void {
    this.sql
      .of('INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value')
      .run(name, value);
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
