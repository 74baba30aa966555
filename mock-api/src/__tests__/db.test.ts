import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Alerts, EVENT_SEQ } from '../alerts/alerts';
import { Catalog } from '../domain/catalog';
import { exportDb, readDbFile, writeDbFile } from '../db/export';
import { MIGRATIONS, SCHEMA_VERSION } from '../db/migrations';
import { DbUnreadableError, Store } from '../db/store';
import { generateSeed } from '../seed/generate';
import { importJson } from '../seed/write-seed';

let dir: string;
let store: Store;
const seed = generateSeed({ date: '2026-06-15' });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-db-'));
  writeDbFile(path.join(dir, 'db.sqlite'), seed);
  store = new Store(path.join(dir, 'db.sqlite'), { log: () => undefined });
});
afterEach(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the schema', () => {
  it('is at the last migration, in WAL mode, with every table the export lists', () => {
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    const disk = exportDb(store);
    expect(disk.houseRequests).toHaveLength(seed.houseRequests.length);
    expect(disk.ubigeos).toEqual(seed.ubigeos);
  });

  it('runs only the migrations a file has not run, in order, each with its version', () => {
    const file = path.join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(MIGRATIONS[0]!.sql!);
    old.pragma('user_version = 1');
    old.close();
    const next = { version: SCHEMA_VERSION + 1, name: 'prueba', sql: 'CREATE TABLE later (x INTEGER)' };
    const later = [...MIGRATIONS, next];
    jest.isolateModules(() => {
      jest.doMock('../db/migrations', () => ({ MIGRATIONS: later, SCHEMA_VERSION: SCHEMA_VERSION + 1 }));
      const { Store: Later } = jest.requireActual<typeof import('../db/store')>('../db/store');
      const s = new Later(file);
      expect(s.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
      expect(s.db.prepare("SELECT name FROM sqlite_master WHERE name = 'later'").get()).toBeTruthy();
      s.close();
    });
    jest.dontMock('../db/migrations');
    // That file is now of a newer schema than this code: refused, never rewritten.
    expect(() => new Store(file)).toThrow(DbUnreadableError);
    expect(() => new Store(file)).toThrow(/versión más nueva del esquema/);
  });

  it('refuses a file that is not a database', () => {
    const file = path.join(dir, 'garbage.sqlite');
    fs.writeFileSync(file, 'x'.repeat(4096));
    expect(() => new Store(file)).toThrow(/no se puede abrir: file is not a database/);
    expect(fs.readFileSync(file, 'utf8')).toBe('x'.repeat(4096));
  });
});

describe('one transaction per change', () => {
  const catalog = () => new Catalog(exportDb(store));
  const draft = (userCode: number, key: string) => ({
    userCode,
    kind: 'offer-received' as const,
    subject: { idInboxProperty: 1 },
    key,
    title: 't',
    body: 'b',
    link: '/page/buzon',
  });
  const counts = () => ({
    messages: store.contactMessages.size(),
    notifications: store.notifications.size(),
    seq: store.counter(EVENT_SEQ),
    writes: store.writes,
  });

  it('a change that fails half-way leaves nothing: no record, notification, counter or after-commit work', () => {
    const alerts = new Alerts(store, catalog());
    const before = counts();
    const after = jest.fn();
    expect(() =>
      alerts.change(null, ({ out, now, afterCommit }) => {
        store.contactMessages.insert({ firstName: 'A', lastName: 'B', email: 'a@b.cd', message: 'm', createdAt: now });
        out.notify(draft(2, 'rollback'));
        afterCommit(after);
        throw new Error('el disco se llenó');
      }),
    ).toThrow(/No se pudo guardar/);
    expect(counts()).toEqual(before);
    expect(after).not.toHaveBeenCalled();
  });

  it('a change that commits writes all of it at once, then runs its after-commit work and publishes', () => {
    const alerts = new Alerts(store, catalog());
    const published = jest.spyOn(alerts.hub, 'publish');
    const seen: number[] = [];
    alerts.change(null, ({ out, now, afterCommit }) => {
      store.contactMessages.insert({ firstName: 'A', lastName: 'B', email: 'a@b.cd', message: 'm', createdAt: now });
      out.notify(draft(2, 'commit'));
      afterCommit(() => seen.push(readDbFile(store.file).notifications.length));
      expect(published).not.toHaveBeenCalled();
    });
    const disk = readDbFile(store.file);
    expect(seen).toEqual([disk.notifications.length]);
    const newest = disk.notifications.at(-1);
    expect(newest).toMatchObject({ userCode: 2, dedupeKey: 'offer-received:2:commit', readAt: null });
    expect(disk.counters[EVENT_SEQ]).toBe(disk.notifications.at(-1)!.eventId);
    expect(published).toHaveBeenCalledTimes(1);
  });
});

describe('export and import', () => {
  const targetsIn = (name: string) => ({
    dbFile: path.join(dir, name),
    emulatorSeedDir: path.join(dir, 'emulator'),
    publicDir: path.join(dir, 'public'),
  });

  it('a JSON export loads back as the same db (seed --from)', () => {
    const exported = path.join(dir, 'export.json');
    fs.writeFileSync(exported, JSON.stringify(exportDb(store)));
    const targets = targetsIn('copy.sqlite');
    importJson(targets, exported);
    expect(readDbFile(targets.dbFile)).toEqual(exportDb(store));
  });

  it('a db.json of the API before SQLite loads too (normalised: requests active, limit_days_request added)', () => {
    const old = JSON.parse(JSON.stringify(seed)) as Record<string, unknown> & typeof seed;
    for (const r of old.houseRequests as Partial<(typeof seed.houseRequests)[number]>[]) {
      delete r.state;
      delete r.lastActiveAt;
    }
    old.configParameters = old.configParameters.filter((p) => p.typeField !== 'limit_days_request');
    const file = path.join(dir, 'db.json');
    fs.writeFileSync(file, JSON.stringify(old));
    const targets = targetsIn('from-json.sqlite');
    importJson(targets, file);
    const disk = readDbFile(targets.dbFile);
    expect(disk.houseRequests).toHaveLength(seed.houseRequests.length);
    expect(disk.houseRequests.every((r) => r.state === 'active' && r.lastActiveAt)).toBe(true);
    expect(disk.configParameters.some((p) => p.typeField === 'limit_days_request')).toBe(true);
  });

  it('a new seed replaces the file whole, even one the old WAL still had changes for', () => {
    const createdAt = '2026-06-15T00:00:00.000Z';
    const message = { firstName: 'A', lastName: 'B', email: 'a@b.cd', message: 'en el WAL', createdAt };
    store.transaction(() => store.contactMessages.insert(message));
    // What a kill -9 leaves beside the file: a WAL with a commit the file itself does not have yet.
    const wal = fs.readFileSync(`${store.file}-wal`);
    store.close();
    fs.writeFileSync(`${store.file}-wal`, wal);
    writeDbFile(store.file, seed);
    store = new Store(store.file);
    expect(store.contactMessages.size()).toBe(seed.contactMessages.length);
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
