import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { exportDb, readDbFile, writeDbFile } from '../db/export';
import { MIGRATIONS, SCHEMA_VERSION } from '../db/migrations';
import type { DbState, StoredNotification } from '../db/schema';
import { DbUnreadableError, Store, TABLE_NAMES, TABLE_SHAPES } from '../db/store';
import { Statements, Table } from '../db/tables';
import { generateSeed } from '../seed/generate';

/** Migration 5 on a member's db from before it: the seed's world at schema version 4. */
let dir: string;
const seed = generateSeed({ date: '2026-06-15' });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-migration-5-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const notification = (notificationId: number, userCode: number): StoredNotification => ({
  notificationId,
  userCode,
  kind: 'offer-received',
  subject: { idInboxProperty: notificationId },
  title: 't',
  body: 'b',
  link: '/buzon',
  createdAt: '2026-06-14T10:00:00.000Z',
  readAt: null,
  eventId: notificationId,
  dedupeKey: `k${notificationId}`,
});

/** A file at version 4 holding `data` (and 3 notifications whose newest ids, up to 40, the retention removed). */
function version4(data: DbState, edit?: (db: Database.Database) => void): string {
  const file = path.join(dir, 'v4.sqlite');
  const db = new Database(file);
  for (const m of MIGRATIONS.filter((x) => x.version <= 4)) db.exec(m.sql!);
  db.pragma('user_version = 4');
  const sql = new Statements(db);
  const rows = { ...data, notifications: [1, 2, 3].map((id) => notification(id, data.users[0]!.userCode)) };
  db.transaction(() => {
    for (const name of TABLE_NAMES) {
      const records = (rows as unknown as Partial<Record<string, object[]>>)[name] ?? [];
      new Table(sql, name, TABLE_SHAPES[name]).insertAll(records);
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(JSON.stringify(data.meta.seed));
    db.prepare("UPDATE sqlite_sequence SET seq = 40 WHERE name = 'notifications'").run();
    edit?.(db);
  })();
  db.close();
  return file;
}

const versionOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true });
  } finally {
    db.close();
  }
};

describe('migration 5 (foreign keys, CHECKs, a booked slot once, STRICT tables)', () => {
  it('moves a version 4 db with the seed to the last version without losing or changing a record', () => {
    const file = version4(seed);
    const before = readDbFile(file);
    const store = new Store(file, { log: () => undefined });
    try {
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(store.db.pragma('foreign_key_check')).toEqual([]);
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(exportDb(store)).toEqual(before);
      // The same as a file written at the last version from the same seed.
      const freshFile = path.join(dir, 'fresh.sqlite');
      writeDbFile(freshFile, seed);
      const { notifications: _migrated, ...rest } = exportDb(store);
      const { notifications: _none, ...expected } = readDbFile(freshFile);
      expect(rest).toEqual(expected);
      // AUTOINCREMENT kept its place: ids the retention removed are never handed out again.
      const { notificationId: _id, ...fresh } = notification(0, seed.users[0]!.userCode);
      expect(store.notifications.insert({ ...fresh, dedupeKey: 'new' }).notificationId).toBe(41);
    } finally {
      store.close();
    }
  });

  it('keeps what migration 4 added: verified addresses, suppressions, a mail’s expiry and why it was skipped', () => {
    const file = version4(seed, (db) => {
      db.prepare('UPDATE users SET emailVerified = 1 WHERE userCode = 1').run();
      db.prepare("INSERT INTO mailSuppressions VALUES ('Rebota@Ejemplo.pe', 'bounce', 'webhook', '550', 'x')").run();
    });
    const store = new Store(file, { log: () => undefined });
    try {
      expect(store.users.get(1)!.emailVerified).toBe(true);
      expect(store.mailSuppressions.get('rebota@ejemplo.pe')).toMatchObject({ reason: 'bounce', source: 'webhook' });
      const bad = "INSERT INTO mailSuppressions VALUES ('otra@ejemplo.pe', 'aburrido', 'webhook', null, 'x')";
      expect(() => store.db.prepare(bad).run()).toThrow('CHECK constraint failed: mailSuppressions_reason');
    } finally {
      store.close();
    }
  });

  it('keeps the indexes every table had, and adds the booked slot, the offer and the search ones', () => {
    const store = new Store(version4(seed), { log: () => undefined });
    try {
      const names = (
        store.db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").all() as { name: string }[]
      )
        .map((i) => i.name)
        .filter((n) => !n.startsWith('sqlite_'));
      for (const kept of [
        'inbox_once',
        'houseRequests_live',
        'notifications_unread',
        'mailOutbox_due',
        'users_by_email',
      ])
        expect(names).toContain(kept);
      expect(names).toEqual(
        expect.arrayContaining(['visits_booked_slot', 'visits_one_per_offer', 'houseRequests_live_search']),
      );
    } finally {
      store.close();
    }
  });

  it.each([
    [
      'an offer naming a property that does not exist',
      (db: Database.Database) => db.prepare('UPDATE inbox SET propertyId = 987654 WHERE idInboxProperty = 1').run(),
      /1 filas apuntan a registros que no existen \(inbox 1 → properties\)/,
    ],
    [
      'a request in a state nobody knows',
      (db: Database.Database) =>
        db.prepare("UPDATE houseRequests SET state = 'archived' WHERE houseRequestId = 1").run(),
      /una fila de houseRequests no cumple el esquema nuevo \(CHECK constraint failed: houseRequests_state\)/,
    ],
    [
      'two planned visits on one slot',
      (db: Database.Database) => {
        const v = db.prepare("SELECT * FROM visits WHERE status = 1 AND visitDate <> '' LIMIT 1").get() as Record<
          string,
          unknown
        >;
        db.prepare(
          `INSERT INTO visits (propertyId, userCode, typeVisit, visitDate, visitHour, status, createdAt)
           VALUES (@propertyId, @userCode, @typeVisit, @visitDate, @visitHour, 1, 'x')`,
        ).run(v);
      },
      /visitas planeadas que ocupan lo mismo: propiedad \d+ \d{4}-\d\d-\d\d [^(]+ \(visitas \d+, \d+\)/,
    ],
  ])('refuses %s, names it, and leaves the file at version 4 as it was', (_what, edit, reason) => {
    const file = version4(seed, edit);
    const before = fs.readFileSync(file);
    expect(() => new Store(file, { log: () => undefined })).toThrow(DbUnreadableError);
    expect(() => new Store(file, { log: () => undefined })).toThrow(reason);
    expect(() => new Store(file, { log: () => undefined })).toThrow(/La base quedó como estaba \(versión 4\)/);
    expect(versionOf(file)).toBe(4);
    // Nothing was written: the rows are as they were (the file may have been checkpointed, its content is the same).
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'inbox'").pluck().get()).not.toMatch(/STRICT/);
    } finally {
      db.close();
    }
    expect(fs.statSync(file).size).toBe(before.length);
  });

  it('refuses to write a new file (seed --from) whose rows name records that do not exist, naming them', () => {
    const broken = structuredClone(seed);
    broken.inbox[0]!.houseRequestId = 987654;
    const file = path.join(dir, 'db.sqlite');
    expect(() => writeDbFile(file, broken)).toThrow(
      /No se puede escribir .*db\.sqlite: 1 filas apuntan a registros que no existen \(inbox 1 → houseRequests\)/,
    );
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
