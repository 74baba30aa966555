import type { Database } from 'better-sqlite3';

/**
 * Migration 5: what must hold is held by the schema, not only by the routes. Every table is rebuilt as
 * a STRICT table (a value of the wrong type is refused, not stored as whatever it is), with
 *
 * - foreign keys from every record to the records it names (a property's owner, district, operation
 *   and type; an offer's property, request, recipient and sender; a visit's property, seeker and
 *   offer; an hour's property; a notification's and a preference's member). Nothing the API does
 *   deletes a member, a property, a request or an offer, so the default action (refuse) is the rule.
 *   Not keys, on purpose: the mail tables' references (mail/ prunes them on its own schedule, and a
 *   digest names a notification the retention may have removed);
 * - CHECKs on every state and flag column, named so SQLite's refusal says which (`visits_status`);
 * - a partial unique index on a booked slot: one planned visit per property, day and hour (a visit
 *   without a date holds no slot), and one planned visit per offer.
 *
 * SQLite cannot add a constraint to a table, so each is rebuilt by its documented procedure
 * (sqlite.org/lang_altertable.html#otheralter): with foreign keys off, in one transaction, create the
 * new table, copy the rows, drop the old one, rename the new one, recreate its indexes, then
 * `PRAGMA foreign_key_check` before the commit. A row that breaks a rule is never dropped or changed:
 * the migration stops with a message naming it and the file stays as it was (db/store.ts's migrate()).
 *
 * The literal lists below are this migration's: once shipped they stay, whatever the code adds later
 * (a new state is a new migration). migration-constraints.test.ts compares them with the contracts'.
 */
const TABLES: readonly (readonly [name: string, columns: string])[] = [
  ['meta', 'key TEXT PRIMARY KEY, value TEXT NOT NULL'],
  ['counters', 'name TEXT PRIMARY KEY, value INTEGER NOT NULL'],
  ['ubigeos', 'ubigeoId INTEGER PRIMARY KEY, department TEXT NOT NULL, province TEXT NOT NULL, district TEXT NOT NULL'],
  [
    'typeProcesses',
    `tprocessId INTEGER PRIMARY KEY CONSTRAINT typeProcesses_id CHECK (tprocessId IN (2, 3)),
     propertyName TEXT NOT NULL, requestName TEXT NOT NULL`,
  ],
  ['typeProperties', 'tpropertyId INTEGER PRIMARY KEY, name TEXT NOT NULL'],
  ['characteristics', 'characteristicId INTEGER PRIMARY KEY, name TEXT NOT NULL'],
  ['imageProfiles', 'imageProfileId INTEGER PRIMARY KEY, path TEXT NOT NULL'],
  ['configParameters', 'typeField TEXT NOT NULL UNIQUE, value TEXT NOT NULL'],
  [
    'users',
    `userCode INTEGER PRIMARY KEY,
     userFirebaseId TEXT NOT NULL UNIQUE,
     firstName TEXT NOT NULL,
     lastName TEXT NOT NULL,
     email TEXT NOT NULL,
     phoneNumber TEXT NOT NULL,
     avatarUrl TEXT NOT NULL,
     status INTEGER NOT NULL CONSTRAINT users_status CHECK (status IN (0, 1)),
     createdAt TEXT NOT NULL,
     emailVerified INTEGER CONSTRAINT users_email_verified CHECK (emailVerified IN (0, 1))`,
  ],
  [
    'properties',
    `propertyId INTEGER PRIMARY KEY,
     title TEXT NOT NULL,
     description TEXT NOT NULL,
     address TEXT NOT NULL,
     ubigeoId INTEGER NOT NULL REFERENCES ubigeos (ubigeoId),
     numberBedrooms INTEGER NOT NULL,
     numberBathrooms INTEGER NOT NULL,
     numberParkinglot INTEGER NOT NULL,
     price REAL NOT NULL,
     tprocessId INTEGER NOT NULL REFERENCES typeProcesses (tprocessId),
     tpropertyId INTEGER NOT NULL REFERENCES typeProperties (tpropertyId),
     declarationProperties INTEGER NOT NULL CONSTRAINT properties_declaration CHECK (declarationProperties IN (0, 1)),
     userCode INTEGER NOT NULL REFERENCES users (userCode),
     status INTEGER NOT NULL CONSTRAINT properties_status CHECK (status IN (1, 2)),
     characteristics TEXT NOT NULL,
     multimedias TEXT NOT NULL,
     typeOwner TEXT,
     agencyName TEXT,
     numberServicesAreas INTEGER CONSTRAINT properties_service_area CHECK (numberServicesAreas IN (0, 1)),
     numberCommonArea INTEGER CONSTRAINT properties_common_area CHECK (numberCommonArea IN (0, 1)),
     referenceAddress TEXT,
     totalArea REAL,
     coveredArea REAL,
     yearConstruction INTEGER,
     createdAt TEXT NOT NULL,
     updatedAt TEXT,
     closedAt TEXT`,
  ],
  [
    'houseRequests',
    `houseRequestId INTEGER PRIMARY KEY,
     title TEXT NOT NULL,
     description TEXT NOT NULL,
     referenceAddress TEXT NOT NULL,
     totalArea REAL NOT NULL,
     coveredArea REAL NOT NULL,
     ubigeoId INTEGER NOT NULL REFERENCES ubigeos (ubigeoId),
     yearConstruction INTEGER NOT NULL,
     numberBedrooms INTEGER NOT NULL,
     numberBathrooms INTEGER NOT NULL,
     numberParkinglot INTEGER NOT NULL,
     tpropertyId INTEGER NOT NULL REFERENCES typeProperties (tpropertyId),
     tprocessId INTEGER NOT NULL REFERENCES typeProcesses (tprocessId),
     costInit REAL NOT NULL,
     costEnd REAL NOT NULL,
     numberCommonArea INTEGER NOT NULL CONSTRAINT houseRequests_common_area CHECK (numberCommonArea IN (0, 1)),
     numberServicesAreas INTEGER CONSTRAINT houseRequests_service_area CHECK (numberServicesAreas IN (0, 1)),
     isTerraza TEXT NOT NULL CONSTRAINT houseRequests_terrace CHECK (isTerraza IN ('0', '1')),
     userCode INTEGER NOT NULL REFERENCES users (userCode),
     status INTEGER NOT NULL CONSTRAINT houseRequests_status CHECK (status = 1),
     state TEXT NOT NULL CONSTRAINT houseRequests_state CHECK (state IN ('active', 'paused', 'closed', 'expired')),
     lastActiveAt TEXT NOT NULL,
     createdAt TEXT NOT NULL,
     updatedAt TEXT NOT NULL,
     indexable INTEGER NOT NULL DEFAULT 1 CONSTRAINT houseRequests_indexable CHECK (indexable IN (0, 1))`,
  ],
  [
    'inbox',
    `idInboxProperty INTEGER PRIMARY KEY,
     propertyId INTEGER NOT NULL REFERENCES properties (propertyId),
     userCode INTEGER NOT NULL REFERENCES users (userCode),
     houseRequestId INTEGER NOT NULL REFERENCES houseRequests (houseRequestId),
     senderUserCode INTEGER NOT NULL REFERENCES users (userCode),
     isAccepted INTEGER NOT NULL CONSTRAINT inbox_decision CHECK (isAccepted IN (0, 1, 2)),
     isRead INTEGER NOT NULL CONSTRAINT inbox_read CHECK (isRead IN (0, 1)),
     isWithdrawn INTEGER CONSTRAINT inbox_withdrawn CHECK (isWithdrawn IN (0, 1)),
     rejectReason TEXT CONSTRAINT inbox_reject_reason CHECK (rejectReason IS NULL
       OR (rejectReason IN ('precio', 'ubicacion', 'tamano', 'estado', 'fotos') AND isAccepted = 2)),
     dateInbox TEXT NOT NULL,
     decidedAt TEXT`,
  ],
  [
    'hours',
    `hourId INTEGER PRIMARY KEY,
     propertyId INTEGER NOT NULL REFERENCES properties (propertyId),
     typeVisit TEXT NOT NULL CONSTRAINT hours_type CHECK (typeVisit IN ('Presencial', 'Virtual')),
     dateVisitAvailable TEXT NOT NULL,
     hourAvailableDateMin TEXT NOT NULL`,
  ],
  [
    'visits',
    `visitId INTEGER PRIMARY KEY,
     idInboxProperty INTEGER REFERENCES inbox (idInboxProperty),
     propertyId INTEGER NOT NULL REFERENCES properties (propertyId),
     userCode INTEGER NOT NULL REFERENCES users (userCode),
     typeVisit TEXT NOT NULL CONSTRAINT visits_type CHECK (typeVisit IN ('Presencial', 'Virtual')),
     visitDate TEXT NOT NULL,
     visitHour TEXT NOT NULL,
     status INTEGER NOT NULL CONSTRAINT visits_status CHECK (status IN (0, 1)),
     cancelledBy TEXT CONSTRAINT visits_cancelled_by CHECK (cancelledBy IN ('seeker', 'owner')),
     cancelledAt TEXT,
     createdAt TEXT NOT NULL,
     updatedAt TEXT`,
  ],
  [
    'contactMessages',
    `id INTEGER PRIMARY KEY, firstName TEXT NOT NULL, lastName TEXT NOT NULL, email TEXT NOT NULL,
     message TEXT NOT NULL, createdAt TEXT NOT NULL`,
  ],
  [
    'notifications',
    `notificationId INTEGER PRIMARY KEY AUTOINCREMENT,
     userCode INTEGER NOT NULL REFERENCES users (userCode),
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     near INTEGER CONSTRAINT notifications_near CHECK (near IN (0, 1)),
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     link TEXT NOT NULL,
     createdAt TEXT NOT NULL,
     readAt TEXT,
     eventId INTEGER NOT NULL,
     dedupeKey TEXT NOT NULL UNIQUE`,
  ],
  [
    'notificationPreferences',
    `userCode INTEGER PRIMARY KEY REFERENCES users (userCode), off TEXT NOT NULL, email TEXT,
     summaryOff INTEGER CONSTRAINT notificationPreferences_summary_off CHECK (summaryOff IN (0, 1))`,
  ],
  [
    'telemetryVersions',
    `app TEXT NOT NULL, version TEXT NOT NULL, clients INTEGER NOT NULL, errors INTEGER NOT NULL,
     loadErrors INTEGER NOT NULL, renderErrors INTEGER NOT NULL, paths TEXT NOT NULL, firstAt TEXT NOT NULL,
     lastAt TEXT NOT NULL, PRIMARY KEY (app, version)`,
  ],
  [
    'mailOutbox',
    `mailId INTEGER PRIMARY KEY AUTOINCREMENT,
     userCode INTEGER NOT NULL,
     kind TEXT NOT NULL,
     toAddress TEXT NOT NULL,
     toName TEXT NOT NULL,
     content TEXT NOT NULL,
     dedupeKey TEXT NOT NULL UNIQUE,
     messageId TEXT NOT NULL UNIQUE,
     createdAt TEXT NOT NULL,
     state TEXT NOT NULL CONSTRAINT mailOutbox_state CHECK (state IN ('pending', 'sent', 'failed', 'cancelled')),
     attempts INTEGER NOT NULL,
     nextAttemptAt TEXT NOT NULL,
     claimedUntil TEXT,
     lastError TEXT,
     sentAt TEXT,
     expiresAt TEXT,
     skipReason TEXT`,
  ],
  [
    'mailDigest',
    `digestId INTEGER PRIMARY KEY AUTOINCREMENT,
     userCode INTEGER NOT NULL,
     kind TEXT NOT NULL,
     day TEXT NOT NULL,
     notificationId INTEGER,
     content TEXT NOT NULL,
     dedupeKey TEXT NOT NULL UNIQUE,
     createdAt TEXT NOT NULL,
     state TEXT NOT NULL CONSTRAINT mailDigest_state CHECK (state IN ('waiting', 'summarized', 'skipped')),
     mailId INTEGER`,
  ],
  [
    'mailSuppressions',
    `address TEXT PRIMARY KEY COLLATE NOCASE,
     reason TEXT NOT NULL CONSTRAINT mailSuppressions_reason CHECK (reason IN ('bounce', 'complaint', 'manual')),
     source TEXT NOT NULL CONSTRAINT mailSuppressions_source CHECK (source IN ('webhook', 'smtp', 'command')),
     detail TEXT,
     createdAt TEXT NOT NULL`,
  ],
];

/** Indexes this migration adds (the tables' others are recreated as they were). */
const INDEXES = `
-- One planned visit per slot of a property (docs/product/rules.md; bookings.ts's slotKey leaves the
-- type out: a Presencial and a Virtual visit at one hour would need the owner twice). A visit without
-- a date holds no slot.
CREATE UNIQUE INDEX visits_booked_slot ON visits (propertyId, visitDate, visitHour)
  WHERE status = 1 AND visitDate <> '';
-- One planned visit per offer (booking again moves it).
CREATE UNIQUE INDEX visits_one_per_offer ON visits (idInboxProperty) WHERE status = 1 AND idInboxProperty IS NOT NULL;
-- The search's filters over the live requests, every column it filters on: a filtered count is read
-- from this index alone.
CREATE INDEX houseRequests_live_search ON houseRequests
  (ubigeoId, tprocessId, tpropertyId, numberBedrooms, numberBathrooms, costInit, costEnd, coveredArea, indexable)
  WHERE status = 1 AND state = 'active';
`;

/** The columns of a table as SQLite has it. */
const columnsOf = (db: Database, table: string): string[] =>
  (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);

/** Rebuilds one table with its new definition (steps 4–8 of SQLite's procedure); its rows keep their rowid. */
function rebuild(db: Database, name: string, columns: string): void {
  const before = columnsOf(db, name);
  if (!before.length) throw new Error(`la tabla ${name} no existe`);
  const saved = db
    .prepare("SELECT sql FROM sqlite_schema WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL")
    .all(name) as { sql: string }[];
  const temp = `new_${name}`;
  db.exec(`CREATE TABLE ${temp} (${columns}) STRICT`);
  const after = columnsOf(db, temp);
  // A column this migration does not know (one added after it was written) would be lost: refuse.
  const unknown = before.filter((c) => !after.includes(c));
  if (unknown.length) throw new Error(`la tabla ${name} tiene columnas que esta migración no conoce: ${unknown}`);
  const list = before.join(', ');
  const keys = db.prepare('SELECT type FROM pragma_table_info(?) WHERE pk > 0').all(name) as { type: string }[];
  const rowid = keys.length === 1 && keys[0]!.type === 'INTEGER';
  // Tables without an integer key keep their rows' order too (configParameters and telemetry are read by it).
  const copy = rowid
    ? `INSERT INTO ${temp} (${list}) SELECT ${list} FROM ${name}`
    : `INSERT INTO ${temp} (rowid, ${list}) SELECT rowid, ${list} FROM ${name}`;
  try {
    db.exec(copy);
  } catch (err) {
    throw new Error(`una fila de ${name} no cumple el esquema nuevo (${(err as Error).message})`);
  }
  const seq = db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?');
  const counted = hasSequence(db) ? (seq.get(name) as { seq: number } | undefined) : undefined;
  db.exec(`DROP TABLE ${name}`);
  db.exec(`ALTER TABLE ${temp} RENAME TO ${name}`);
  // AUTOINCREMENT: an id handed out once (then removed by the retention) is never handed out again.
  if (
    counted &&
    !db.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?').run(counted.seq, name).changes
  )
    db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(name, counted.seq);
  for (const { sql } of saved) db.exec(sql);
}

const hasSequence = (db: Database) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence'").get());

/** Two planned visits that would share what the new unique indexes allow once: named, before SQLite refuses. */
function checkBookings(db: Database): void {
  const twice = db
    .prepare(
      `SELECT propertyId, visitDate, visitHour, group_concat(visitId, ', ') AS ids FROM visits
       WHERE status = 1 AND visitDate <> '' GROUP BY propertyId, visitDate, visitHour HAVING count(*) > 1
       UNION ALL
       SELECT propertyId, 'oferta', idInboxProperty, group_concat(visitId, ', ') FROM visits
       WHERE status = 1 AND idInboxProperty IS NOT NULL GROUP BY idInboxProperty HAVING count(*) > 1
       LIMIT 5`,
    )
    .all() as { propertyId: number; visitDate: string; visitHour: string; ids: string }[];
  if (twice.length)
    throw new Error(
      `visitas planeadas que ocupan lo mismo: ${twice
        .map((v) => `propiedad ${v.propertyId} ${v.visitDate} ${v.visitHour} (visitas ${v.ids})`)
        .join('; ')}`,
    );
}

/** The migration's body (inside migrate()'s transaction, with foreign keys off). */
export function addConstraints(db: Database): void {
  checkBookings(db);
  for (const [name, columns] of TABLES) rebuild(db, name, columns);
  db.exec(INDEXES);
  // The planner's statistics went with the old tables: made again from a sample (the seed does the same).
  db.pragma('analysis_limit = 400');
  db.exec('ANALYZE');
}

/**
 * Every row naming a record that does not exist, as one message (`PRAGMA foreign_key_check`), or null.
 * Run before a change made with foreign keys off commits: a migration, a new file's import.
 */
export function orphans(db: Database, limit = 5): string | null {
  const rows = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  if (!rows.length) return null;
  const named = rows.slice(0, limit).map((r) => `${r.table} ${r.rowid} → ${r.parent}`);
  const more = rows.length > limit ? ` y ${rows.length - limit} más` : '';
  return `${rows.length} filas apuntan a registros que no existen (${named.join(', ')}${more})`;
}
