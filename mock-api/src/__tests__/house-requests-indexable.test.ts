import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { houseRequestSchema } from '@lotengo/shared/contracts';
import { MIGRATIONS, SCHEMA_VERSION } from '../db/migrations';
import { normalizeDb } from '../db/schema';
import { Store } from '../db/store';
import { bearer, url } from './support/test-app';
import { all, search, t, validRequest } from './support/house-requests-setup';

/** A seeker keeps a request out of search engines (`indexable: false`); the app's own search still lists it. */

const publish = async (extra: Record<string, unknown> = {}) => {
  const res = await t.http
    .post(url('houseRequestRegistration'))
    .set(bearer('diego'))
    .send(validRequest({ userCode: 2, ...extra }))
    .expect(201);
  return houseRequestSchema.parse(res.body);
};
const onDisk = (id: number) => t.readDisk().houseRequests.find((r) => r.houseRequestId === id)!;
const update = (id: number, extra: Record<string, unknown>, who: 'diego' | 'lucia' = 'diego') =>
  t.http
    .post(url('houseRequestUpdate', { id }))
    .set(bearer(who))
    .send(validRequest({ userCode: who === 'diego' ? 2 : 1, ...extra }));

describe('the database', () => {
  it('gives every request saved before the choice existed the default: indexable', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-indexable-'));
    const file = path.join(dir, 'v2.sqlite');
    try {
      const old = new Database(file);
      for (const m of MIGRATIONS.filter((x) => x.version <= 2)) old.exec(m.sql!);
      old.pragma('user_version = 2');
      // What the request names exists (migration 5 refuses a row that names a missing one).
      old.exec(`INSERT INTO ubigeos VALUES (150122, 'LIMA', 'LIMA', 'MIRAFLORES');
        INSERT INTO typeProcesses VALUES (2, 'ALQUILAR', 'ALQUILAR');
        INSERT INTO typeProperties VALUES (1, 'Departamento');
        INSERT INTO users VALUES (2, 'uid-2', 'Ana', 'Paz', 'ana@x.pe', '999', '/a.svg', 1, 'x');`);
      old
        .prepare(
          `INSERT INTO houseRequests (houseRequestId, title, description, referenceAddress, totalArea, coveredArea,
           ubigeoId, yearConstruction, numberBedrooms, numberBathrooms, numberParkinglot, tpropertyId, tprocessId,
           costInit, costEnd, numberCommonArea, isTerraza, userCode, status, state, lastActiveAt, createdAt, updatedAt)
           VALUES (5, 't', 'd', 'r', 0, 0, 150122, 0, 1, 1, 1, 1, 2, 500, 900, 0, '0', 2, 1, 'active', 'x', 'x', 'x')`,
        )
        .run();
      old.close();
      const store = new Store(file, { log: () => undefined });
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(store.houseRequests.get(5)!.indexable).toBe(true);
      store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads an older JSON file (seed --from) with every request indexable', () => {
    const data = { houseRequests: [{ houseRequestId: 1 }, { houseRequestId: 2, indexable: false }] };
    const state = normalizeDb(data as unknown as Record<string, unknown>);
    expect(state.houseRequests.map((r) => r.indexable)).toEqual([true, false]);
  });

  it('seeds every request indexable', () => {
    expect(all().length).toBeGreaterThan(0);
    expect(all().every((r) => r.indexable === true)).toBe(true);
  });
});

describe('creating and editing the choice', () => {
  it('publishes indexable unless told otherwise, and says so in every answer', async () => {
    const plain = await publish();
    expect(plain.indexable).toBe(true);
    expect(onDisk(plain.houseRequestId).indexable).toBe(true);
    const hidden = await publish({ indexable: false });
    expect(hidden.indexable).toBe(false);
    expect(onDisk(hidden.houseRequestId).indexable).toBe(false);
    // The public read (no token) carries it: the public pages decide from it.
    const read = await t.http.get(url('houseRequest', { id: hidden.houseRequestId })).expect(200);
    expect(read.body.indexable).toBe(false);
    expect((await t.http.get(url('houseRequest', { id: plain.houseRequestId })).expect(200)).body.indexable).toBe(true);
  });

  it.each([['no'], [1], [null], ['true']])(
    'refuses indexable %p with a 400 naming it, writing nothing',
    async (bad) => {
      const before = t.readDisk().houseRequests.length;
      const res = await t.http
        .post(url('houseRequestRegistration'))
        .set(bearer('diego'))
        .send(validRequest({ userCode: 2, indexable: bad }))
        .expect(400);
      expect(res.body).toEqual({ message: 'indexable debe ser true o false', field: 'indexable' });
      expect(t.readDisk().houseRequests).toHaveLength(before);
    },
  );

  it('lets the owner change it on edit, keeps it when an edit leaves it out, and nobody else', async () => {
    const { houseRequestId: id } = await publish({ indexable: false });
    expect((await update(id, { indexable: true }).expect(200)).body.indexable).toBe(true);
    expect(onDisk(id).indexable).toBe(true);
    await update(id, { indexable: false }).expect(200);
    // An older client's edit, without the field: the seeker's choice stays.
    expect((await update(id, { title: 'Sin el campo' }).expect(200)).body.indexable).toBe(false);
    expect(onDisk(id)).toMatchObject({ title: 'Sin el campo', indexable: false });
    expect((await update(id, { indexable: 'sí' }).expect(400)).body.field).toBe('indexable');
    await update(id, { indexable: true }, 'lucia').expect(403);
    expect(onDisk(id).indexable).toBe(false);
  });
});

describe('the search', () => {
  it('lists a request kept out of search engines (the app shows demand), unless asked for indexable only', async () => {
    const hidden = await publish({ indexable: false, ubigeoId: 150131 });
    const everyone = await search({ ubigeoId: 150131 });
    expect(everyone.rows.map((r) => r.houseRequestId)).toContain(hidden.houseRequestId);
    const indexable = await search({ ubigeoId: 150131, indexableOnly: true });
    expect(indexable.rows.map((r) => r.houseRequestId)).not.toContain(hidden.houseRequestId);
    expect(indexable.rows.every((r) => r.indexable)).toBe(true);
    // The total counts what is listed: one less.
    expect(indexable.total).toBe(everyone.total - 1);
    expect(indexable.total).toBe(indexable.rows.length);
    // The same rule as the filter function the other searches use: every live indexable one of the place.
    const expected = all().filter((r) => r.state === 'active' && r.indexable && r.ubigeoId === 150131).length;
    expect(indexable.total).toBe(expected);
  });

  it('refuses an indexableOnly that is not a boolean', async () => {
    const res = await t.http.post(url('houseRequestSearch')).send({ indexableOnly: 'sí' }).expect(400);
    expect(res.body).toEqual({ message: 'indexableOnly debe ser true o false', field: 'indexableOnly' });
  });
});
