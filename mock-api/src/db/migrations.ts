import type { Database } from 'better-sqlite3';
import { addConstraints } from './migration-constraints';

/**
 * The database's tables and indexes, declared here (and, for migration 5's rebuilt tables, in
 * migration-constraints.ts) and nowhere else, as ordered migrations: a database
 * records the last one it ran in `PRAGMA user_version`, and opening it runs the ones after it, each in
 * its own transaction. A change to the schema is a new entry at the end (never an edit of a shipped one).
 *
 * Tables are named like the collections of the JSON export (`houseRequests`, …) and their columns like
 * the records' fields (`db/schema.ts`), so a row reads back as the record it stores: a NULL column is a
 * field the record does not have, lists and objects are JSON text (see `db/tables.ts`).
 */
export interface Migration {
  version: number;
  name: string;
  /** Its statements; or `run`, for what SQL alone cannot say. */
  sql?: string;
  run?: (db: Database) => void;
  /**
   * It rebuilds tables (SQLite's procedure for a new constraint): it runs with foreign keys off, and
   * every key is checked before it commits.
   */
  rebuildsTables?: boolean;
}

const INITIAL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE ubigeos (
  ubigeoId INTEGER PRIMARY KEY,
  department TEXT NOT NULL,
  province TEXT NOT NULL,
  district TEXT NOT NULL
);
CREATE TABLE typeProcesses (tprocessId INTEGER PRIMARY KEY, propertyName TEXT NOT NULL, requestName TEXT NOT NULL);
CREATE TABLE typeProperties (tpropertyId INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE characteristics (characteristicId INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE imageProfiles (imageProfileId INTEGER PRIMARY KEY, path TEXT NOT NULL);
-- Listed in the order they were added (rowid).
CREATE TABLE configParameters (typeField TEXT NOT NULL UNIQUE, value TEXT NOT NULL);

CREATE TABLE users (
  userCode INTEGER PRIMARY KEY,
  userFirebaseId TEXT NOT NULL UNIQUE,
  firstName TEXT NOT NULL,
  lastName TEXT NOT NULL,
  email TEXT NOT NULL,
  phoneNumber TEXT NOT NULL,
  avatarUrl TEXT NOT NULL,
  status INTEGER NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE INDEX users_by_email ON users (email COLLATE NOCASE);

CREATE TABLE properties (
  propertyId INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  address TEXT NOT NULL,
  ubigeoId INTEGER NOT NULL,
  numberBedrooms INTEGER NOT NULL,
  numberBathrooms INTEGER NOT NULL,
  numberParkinglot INTEGER NOT NULL,
  price NUMERIC NOT NULL,
  tprocessId INTEGER NOT NULL,
  tpropertyId INTEGER NOT NULL,
  declarationProperties INTEGER NOT NULL,
  userCode INTEGER NOT NULL,
  status INTEGER NOT NULL,
  characteristics TEXT NOT NULL,
  multimedias TEXT NOT NULL,
  typeOwner TEXT,
  agencyName TEXT,
  numberServicesAreas INTEGER,
  numberCommonArea INTEGER,
  referenceAddress TEXT,
  totalArea NUMERIC,
  coveredArea NUMERIC,
  yearConstruction INTEGER,
  createdAt TEXT NOT NULL,
  updatedAt TEXT,
  closedAt TEXT
);
CREATE INDEX properties_by_owner ON properties (userCode);
-- Operation, type and district: what every match shares (domain/matching.ts).
CREATE INDEX properties_by_match_key ON properties (ubigeoId, tprocessId, tpropertyId);

CREATE TABLE houseRequests (
  houseRequestId INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  referenceAddress TEXT NOT NULL,
  totalArea NUMERIC NOT NULL,
  coveredArea NUMERIC NOT NULL,
  ubigeoId INTEGER NOT NULL,
  yearConstruction INTEGER NOT NULL,
  numberBedrooms INTEGER NOT NULL,
  numberBathrooms INTEGER NOT NULL,
  numberParkinglot INTEGER NOT NULL,
  tpropertyId INTEGER NOT NULL,
  tprocessId INTEGER NOT NULL,
  costInit NUMERIC NOT NULL,
  costEnd NUMERIC NOT NULL,
  numberCommonArea INTEGER NOT NULL,
  numberServicesAreas INTEGER,
  isTerraza TEXT NOT NULL,
  userCode INTEGER NOT NULL,
  status INTEGER NOT NULL,
  state TEXT NOT NULL,
  lastActiveAt TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX houseRequests_by_owner ON houseRequests (userCode);
CREATE INDEX houseRequests_by_match_key ON houseRequests (ubigeoId, tprocessId, tpropertyId);
-- The live ones (searched, listed, matched), newest first: the search counts and pages through it alone.
CREATE INDEX houseRequests_live ON houseRequests (houseRequestId) WHERE status = 1 AND state = 'active';

CREATE TABLE inbox (
  idInboxProperty INTEGER PRIMARY KEY,
  propertyId INTEGER NOT NULL,
  userCode INTEGER NOT NULL,
  houseRequestId INTEGER NOT NULL,
  senderUserCode INTEGER NOT NULL,
  isAccepted INTEGER NOT NULL,
  isRead INTEGER NOT NULL,
  isWithdrawn INTEGER,
  rejectReason TEXT,
  dateInbox TEXT NOT NULL,
  decidedAt TEXT
);
-- A property is sent to a request once (the route says why in Spanish; this keeps it true whatever runs).
CREATE UNIQUE INDEX inbox_once ON inbox (propertyId, houseRequestId);
CREATE INDEX inbox_by_recipient ON inbox (userCode);
CREATE INDEX inbox_by_sender ON inbox (senderUserCode);
CREATE INDEX inbox_by_request ON inbox (houseRequestId);
CREATE INDEX inbox_unread ON inbox (userCode) WHERE isRead = 0;

CREATE TABLE hours (
  hourId INTEGER PRIMARY KEY,
  propertyId INTEGER NOT NULL,
  typeVisit TEXT NOT NULL,
  dateVisitAvailable TEXT NOT NULL,
  hourAvailableDateMin TEXT NOT NULL
);
CREATE INDEX hours_by_property ON hours (propertyId);

CREATE TABLE visits (
  visitId INTEGER PRIMARY KEY,
  idInboxProperty INTEGER,
  propertyId INTEGER NOT NULL,
  userCode INTEGER NOT NULL,
  typeVisit TEXT NOT NULL,
  visitDate TEXT NOT NULL,
  visitHour TEXT NOT NULL,
  status INTEGER NOT NULL,
  cancelledBy TEXT,
  cancelledAt TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT
);
CREATE INDEX visits_by_property ON visits (propertyId);
CREATE INDEX visits_by_seeker ON visits (userCode);
CREATE INDEX visits_by_offer ON visits (idInboxProperty);

CREATE TABLE contactMessages (
  id INTEGER PRIMARY KEY,
  firstName TEXT NOT NULL,
  lastName TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  createdAt TEXT NOT NULL
);

-- AUTOINCREMENT: an id is never handed out again, even after the newest was removed by the retention.
CREATE TABLE notifications (
  notificationId INTEGER PRIMARY KEY AUTOINCREMENT,
  userCode INTEGER NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  near INTEGER,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  readAt TEXT,
  eventId INTEGER NOT NULL,
  dedupeKey TEXT NOT NULL UNIQUE
);
-- A member's count, page and replay after an event id (counted from the index alone), their unread
-- count, what aged out.
CREATE INDEX notifications_by_recipient ON notifications (userCode, eventId);
CREATE INDEX notifications_unread ON notifications (userCode) WHERE readAt IS NULL;
CREATE INDEX notifications_by_age ON notifications (createdAt);

CREATE TABLE notificationPreferences (userCode INTEGER PRIMARY KEY, off TEXT NOT NULL);

-- Counters a change moves in its own transaction (the stream's last event id).
CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);

-- Release telemetry: distinct clients per app version (telemetry/counters.ts).
CREATE TABLE telemetryVersions (
  app TEXT NOT NULL,
  version TEXT NOT NULL,
  clients INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  loadErrors INTEGER NOT NULL,
  renderErrors INTEGER NOT NULL,
  paths TEXT NOT NULL,
  firstAt TEXT NOT NULL,
  lastAt TEXT NOT NULL,
  PRIMARY KEY (app, version)
);
`;

/**
 * E-mail (issue 38): how often each kind is mailed (a column of the preferences: one place for both
 * channels), the outbox the sender works through, and the events waiting for a member's daily summary.
 * Both are written in the transaction of the change that causes the mail (mail/mail-outbox.ts).
 */
const MAIL = `
ALTER TABLE notificationPreferences ADD COLUMN email TEXT;

-- AUTOINCREMENT: an id is never handed out again after old rows are pruned.
CREATE TABLE mailOutbox (
  mailId INTEGER PRIMARY KEY AUTOINCREMENT,
  userCode INTEGER NOT NULL,
  kind TEXT NOT NULL,
  toAddress TEXT NOT NULL,
  toName TEXT NOT NULL,
  content TEXT NOT NULL,
  dedupeKey TEXT NOT NULL UNIQUE,
  messageId TEXT NOT NULL UNIQUE,
  createdAt TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  nextAttemptAt TEXT NOT NULL,
  claimedUntil TEXT,
  lastError TEXT,
  sentAt TEXT
);
-- What the sender picks next; a member's mails of a day (the daily cap); what aged out.
CREATE INDEX mailOutbox_due ON mailOutbox (nextAttemptAt) WHERE state = 'pending';
CREATE INDEX mailOutbox_by_recipient ON mailOutbox (userCode, createdAt);
CREATE INDEX mailOutbox_by_age ON mailOutbox (createdAt);

CREATE TABLE mailDigest (
  digestId INTEGER PRIMARY KEY AUTOINCREMENT,
  userCode INTEGER NOT NULL,
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  notificationId INTEGER,
  content TEXT NOT NULL,
  dedupeKey TEXT NOT NULL UNIQUE,
  createdAt TEXT NOT NULL,
  state TEXT NOT NULL,
  mailId INTEGER
);
-- The events still waiting, per member and day (the summary's one query); what aged out.
CREATE INDEX mailDigest_waiting ON mailDigest (userCode, day) WHERE state = 'waiting';
CREATE INDEX mailDigest_by_age ON mailDigest (createdAt);
`;

/**
 * A seeker may keep a request's public page out of search engines: 1 (the default, also of every request
 * saved before) lets them index it. The public pages and the sitemap list only those (their own index).
 */
const INDEXABLE = `
ALTER TABLE houseRequests ADD COLUMN indexable INTEGER NOT NULL DEFAULT 1;
CREATE INDEX houseRequests_live_indexable ON houseRequests (houseRequestId)
  WHERE status = 1 AND state = 'active' AND indexable = 1;
`;

/**
 * Mail delivery: whether a member's address is verified (the ID token's `email_verified`; NULL: not
 * known yet, registered before it was kept, mailed as before until their next sign-in says), the daily
 * summary switched off, each mail's time to live and why it ended without being sent, and the addresses
 * nobody mails (hard bounces, spam complaints, the team's own stops).
 */
const MAIL_DELIVERY = `
ALTER TABLE users ADD COLUMN emailVerified INTEGER;
ALTER TABLE notificationPreferences ADD COLUMN summaryOff INTEGER;
ALTER TABLE mailOutbox ADD COLUMN expiresAt TEXT;
ALTER TABLE mailOutbox ADD COLUMN skipReason TEXT;

-- One row per address (any case): why, who added it (the provider's webhook, the SMTP server, a command).
CREATE TABLE mailSuppressions (
  address TEXT PRIMARY KEY COLLATE NOCASE,
  reason TEXT NOT NULL,
  source TEXT NOT NULL,
  detail TEXT,
  createdAt TEXT NOT NULL
);
-- The mails still pending to one address (a suppression cancels them).
CREATE INDEX mailOutbox_pending_by_address ON mailOutbox (toAddress COLLATE NOCASE) WHERE state = 'pending';
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'tablas iniciales', sql: INITIAL },
  { version: 2, name: 'correo: preferencias, bandeja de salida y resumen diario', sql: MAIL },
  { version: 3, name: 'solicitudes: fuera de los buscadores', sql: INDEXABLE },
  { version: 4, name: 'correo: supresiones, direcciones verificadas, resumen y vigencia', sql: MAIL_DELIVERY },
  {
    version: 5,
    name: 'claves foráneas, estados válidos y un horario reservado una vez (tablas STRICT)',
    run: addConstraints,
    rebuildsTables: true,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
