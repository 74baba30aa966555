import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { rejectReasonSchema, REQUEST_STATES, VISIT_TYPES } from '@lotengo/shared/contracts';
import { writeDbFile } from '../db/export';
import { Store } from '../db/store';
import { generateSeed } from '../seed/generate';

/**
 * What the schema refuses whoever writes: rows written around the API (raw SQL on the API's own
 * connection, or on another one opened on the file), each refused by SQLite itself.
 */
let dir: string;
let file: string;
let store: Store;
const seed = generateSeed({ date: '2026-06-15' });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-constraints-'));
  file = path.join(dir, 'db.sqlite');
  writeDbFile(file, seed);
  store = new Store(file, { log: () => undefined });
});
afterAll(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const raw =
  (sql: string, ...params: unknown[]) =>
  () =>
    store.db.prepare(sql).run(...params);
const offer = () => seed.inbox[0]!;
const request = () => seed.houseRequests[0]!;
const property = () => seed.properties[0]!;
const planned = () => seed.visits.find((v) => v.status === 1 && v.visitDate !== '')!;
const missing = 987654;

describe('foreign keys (on for every connection the store opens)', () => {
  it('are on, and every rebuilt table is STRICT', () => {
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    const lax = store.db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '%STRICT'",
      )
      .all();
    expect(lax).toEqual([]);
  });

  it('refuse an offer of a property that does not exist', () => {
    const e = offer();
    const insert = raw(
      `INSERT INTO inbox (propertyId, userCode, houseRequestId, senderUserCode, isAccepted, isRead, dateInbox)
       VALUES (?, ?, ?, ?, 0, 0, '2026-06-15T00:00:00.000Z')`,
      missing,
      e.userCode,
      e.houseRequestId,
      e.senderUserCode,
    );
    expect(insert).toThrow('FOREIGN KEY constraint failed');
  });

  it.each([
    ['a request of a member who does not exist', 'UPDATE houseRequests SET userCode = ? WHERE houseRequestId = ?'],
    ['a property in a district that does not exist', 'UPDATE properties SET ubigeoId = ? WHERE propertyId = ?'],
    ['an hour of a property that does not exist', 'UPDATE hours SET propertyId = ? WHERE hourId = ?'],
    ['a visit of an offer that does not exist', 'UPDATE visits SET idInboxProperty = ? WHERE visitId = ?'],
  ])('refuse %s', (_what, sql) => {
    const id = sql.includes('houseRequests')
      ? request().houseRequestId
      : sql.includes('properties')
        ? property().propertyId
        : sql.includes('hours')
          ? seed.hours[0]!.hourId
          : planned().visitId;
    expect(raw(sql, missing, id)).toThrow('FOREIGN KEY constraint failed');
  });

  it('refuse removing a member who still has records', () => {
    expect(raw('DELETE FROM users WHERE userCode = ?', request().userCode)).toThrow('FOREIGN KEY constraint failed');
  });

  it('hold on another connection opened on the file (better-sqlite3 turns them on by default too)', () => {
    const other = new Database(file);
    try {
      const orphan = () => other.prepare('UPDATE inbox SET houseRequestId = ? WHERE idInboxProperty = ?');
      expect(() => orphan().run(missing, offer().idInboxProperty)).toThrow('FOREIGN KEY constraint failed');
    } finally {
      other.close();
    }
  });
});

describe('CHECKs on states and flags', () => {
  it.each([
    [
      'a request state nobody knows',
      'UPDATE houseRequests SET state = ? WHERE houseRequestId = ?',
      'archived',
      'houseRequests_state',
    ],
    [
      'a request status other than 1',
      'UPDATE houseRequests SET status = ? WHERE houseRequestId = ?',
      2,
      'houseRequests_status',
    ],
    [
      'a property status other than published/closed',
      'UPDATE properties SET status = ? WHERE propertyId = ?',
      3,
      'properties_status',
    ],
    [
      'an offer decision other than 0, 1, 2',
      'UPDATE inbox SET isAccepted = ? WHERE idInboxProperty = ?',
      5,
      'inbox_decision',
    ],
    ['a visit status other than 0, 1', 'UPDATE visits SET status = ? WHERE visitId = ?', 2, 'visits_status'],
    [
      'a visit type other than Presencial/Virtual',
      'UPDATE visits SET typeVisit = ? WHERE visitId = ?',
      'Telepatía',
      'visits_type',
    ],
  ])('refuse %s', (_what, sql, value, constraint) => {
    const id = sql.includes('houseRequests')
      ? request().houseRequestId
      : sql.includes('properties')
        ? property().propertyId
        : sql.includes('inbox')
          ? offer().idInboxProperty
          : planned().visitId;
    expect(raw(sql, value, id)).toThrow(`CHECK constraint failed: ${constraint}`);
  });

  it('refuse a reject reason on an offer that was not rejected', () => {
    const pending = seed.inbox.find((e) => e.isAccepted === 0)!;
    const reason = raw("UPDATE inbox SET rejectReason = 'precio' WHERE idInboxProperty = ?", pending.idInboxProperty);
    expect(reason).toThrow('CHECK constraint failed: inbox_reject_reason');
  });

  it('refuse a mail outbox state the sender does not know', () => {
    const insert = raw(
      `INSERT INTO mailOutbox (userCode, kind, toAddress, toName, content, dedupeKey, messageId, createdAt, state,
       attempts, nextAttemptAt) VALUES (1, 'offer-received', 'a@b.pe', 'A', '{}', 'k', 'm', 'x', 'lost', 0, 'x')`,
    );
    expect(insert).toThrow('CHECK constraint failed: mailOutbox_state');
  });

  it('refuse a value of the wrong type (STRICT tables)', () => {
    const sql = 'UPDATE houseRequests SET numberBedrooms = ? WHERE houseRequestId = ?';
    expect(raw(sql, 'tres', request().houseRequestId)).toThrow('cannot store TEXT value in INTEGER column');
  });

  it('accept every value the contracts name (a new one needs a migration, and this test says so)', () => {
    const r = request();
    const write = () => {
      for (const state of REQUEST_STATES)
        raw('UPDATE houseRequests SET state = ? WHERE houseRequestId = ?', state, r.houseRequestId)();
      const rejected = seed.inbox.find((e) => e.isAccepted === 2)!;
      for (const reason of rejectReasonSchema.options)
        raw('UPDATE inbox SET rejectReason = ? WHERE idInboxProperty = ?', reason, rejected.idInboxProperty)();
      for (const type of VISIT_TYPES)
        raw('UPDATE hours SET typeVisit = ? WHERE hourId = ?', type, seed.hours[0]!.hourId)();
      throw new Error('deshacer');
    };
    // Written and undone in one transaction: the db stays the seed for the other tests.
    expect(() => store.db.transaction(write)()).toThrow('deshacer');
  });
});

describe('a booked slot (partial unique index)', () => {
  const book = (v: ReturnType<typeof planned>, fields: Record<string, unknown> = {}) => {
    const row = { ...v, idInboxProperty: null, createdAt: 'x', updatedAt: null, ...fields };
    return raw(
      `INSERT INTO visits (idInboxProperty, propertyId, userCode, typeVisit, visitDate, visitHour, status, createdAt)
       VALUES (@idInboxProperty, @propertyId, @userCode, @typeVisit, @visitDate, @visitHour, @status, @createdAt)`,
      row,
    );
  };

  it('refuses a second planned visit of the same property, day and hour, whatever its type', () => {
    const v = planned();
    const other = v.typeVisit === 'Presencial' ? 'Virtual' : 'Presencial';
    expect(book(v, { typeVisit: other })).toThrow(
      'UNIQUE constraint failed: visits.propertyId, visits.visitDate, visits.visitHour',
    );
  });

  it('refuses a second planned visit of one offer', () => {
    const v = planned();
    expect(book(v, { idInboxProperty: v.idInboxProperty, visitHour: '23:00' })).toThrow(
      'UNIQUE constraint failed: visits.idInboxProperty',
    );
  });

  it('lets a cancelled visit keep the slot it freed, and visits without a date share none', () => {
    const v = planned();
    const run = () => {
      book(v, { status: 0 })();
      book(v, { visitDate: '', visitHour: '' })();
      book(v, { visitDate: '', visitHour: '' })();
      throw new Error('deshacer');
    };
    expect(() => store.db.transaction(run)()).toThrow('deshacer');
  });
});
