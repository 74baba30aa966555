import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AtomicFileAdapter, DbUnreadableError, removeStaleTempFiles, writeDbFile } from '../db/atomic-file-adapter';
import { Store } from '../db/store';
import { writerThread } from '../db/writer-thread';
import { HttpError } from '../http/errors';
import { generateSeed } from '../seed/generate';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-atomic-'));
  file = path.join(dir, 'db.json');
  writeDbFile(file, generateSeed({ date: '2026-06-15' }));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const contact = (n: number) => ({ id: n, firstName: 'A', lastName: 'B', email: 'a@b.cd', message: `m${n}`, createdAt: '2026-01-01T00:00:00.000Z' });

describe('AtomicFileAdapter', () => {
  it('round-trips the db and leaves no temp files', () => {
    const adapter = new AtomicFileAdapter(file);
    const state = adapter.read();
    state.contactMessages.push(contact(1));
    adapter.write(state);
    expect(new AtomicFileAdapter(file).read().contactMessages).toEqual([contact(1)]);
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
  });

  it('writes through a temp file renamed over the db (never in place)', () => {
    const renames: [string, string][] = [];
    const real = fs.renameSync;
    jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      renames.push([String(from), String(to)]);
      expect(fs.existsSync(String(from))).toBe(true);
      return real(from, to);
    });
    const fsync = jest.spyOn(fs, 'fsyncSync');
    const adapter = new AtomicFileAdapter(file);
    adapter.write(adapter.read());
    expect(renames).toHaveLength(1);
    expect(path.dirname(renames[0]![0])).toBe(dir);
    expect(renames[0]![0]).toMatch(/db\.json\.\d+\.\d+\.tmp$/);
    expect(renames[0]![1]).toBe(file);
    // The file and then its folder are fsynced.
    expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['not JSON', '{"users": [ '],
    ['truncated', '{"ubigeos":[],"typeProcesses":[],"typeProperties":[],"users":[],"properties":[],"houseRequests":[{"ho'],
    ['an array', '[]'],
    ['missing collections', '{"users": []}'],
    ['empty', ''],
  ])('refuses a db that is %s (DbUnreadableError), without touching it', (_what, content) => {
    fs.writeFileSync(file, content);
    expect(() => new AtomicFileAdapter(file).read()).toThrow(DbUnreadableError);
    expect(() => new Store(file)).toThrow(DbUnreadableError);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });

  it('removes temp files a crash left behind, never the db', () => {
    fs.writeFileSync(`${file}.123.4.tmp`, '{"half":');
    fs.writeFileSync(path.join(dir, 'other.json'), '{}');
    expect(removeStaleTempFiles(file)).toEqual(['db.json.123.4.tmp']);
    expect(fs.readdirSync(dir).sort()).toEqual(['db.json', 'other.json']);
  });
});

describe('writerThread', () => {
  it('replaces the file through a temp file on its own thread, and says why when it cannot', async () => {
    const write = writerThread();
    await write(file, Buffer.from('{"hola":1}'));
    expect(fs.readFileSync(file, 'utf8')).toBe('{"hola":1}');
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
    await expect(write(path.join(dir, 'no-existe', 'db.json'), Buffer.from('{}'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
  });

  it('fails a write whose thread exits before confirming it, and the next write starts a new thread', async () => {
    // A thread that exits without an error (killed, or process.exit inside it) on each write.
    const quitter = path.join(dir, 'quitter.cjs');
    fs.writeFileSync(quitter, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n");
    const write = writerThread(quitter);
    await expect(write(file, Buffer.from('{}'))).rejects.toMatchObject({ code: 'EWRITERGONE', message: expect.stringContaining('código 3') });
    await expect(write(file, Buffer.from('{}'))).rejects.toMatchObject({ code: 'EWRITERGONE' });
  });
});

describe('Store.mutate', () => {
  it('resolves only once the change is on disk', async () => {
    const store = new Store(file);
    const pending = store.mutate((s) => s.contactMessages.push(contact(store.nextId('contactMessages'))));
    // Applied in memory at once (so checks that follow see it), written before the promise resolves.
    expect(store.state.contactMessages).toHaveLength(1);
    await pending;
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contactMessages).toHaveLength(1);
  });

  it('group commit: concurrent changes share writes, get distinct ids and are all on disk', async () => {
    const store = new Store(file);
    const ids = await Promise.all(
      Array.from({ length: 25 }, () =>
        store.mutate((s) => {
          const id = store.nextId('contactMessages');
          s.contactMessages.push(contact(id));
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(25);
    expect(store.writes).toBeLessThan(25);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contactMessages.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('changes made while a write is on its way go in the next one; memory and disk end equal', async () => {
    const store = new Store(file);
    const request = store.state.houseRequests[0]!;
    const first = store.mutate((s) => s.contactMessages.push(contact(1)));
    // Let the first write start, then change things while it is on its way.
    await new Promise((r) => setImmediate(r));
    const more = [
      store.mutate(
        () => void (request.title = 'Editada durante la escritura'),
        () => [request],
      ),
      store.insert('contactMessages', (id) => contact(id)),
    ];
    await Promise.all([first, ...more]);
    expect(store.writes).toBe(2);
    expect(new AtomicFileAdapter(file).read()).toEqual(JSON.parse(JSON.stringify(store.state)));
    // And a restart reads the same.
    expect(new Store(file).state.houseRequests[0]!.title).toBe('Editada durante la escritura');
  });

  it('a change that throws while a write is on its way: that write still counts, memory ends equal to the disk', async () => {
    const store = new Store(file);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landed = store.mutate((s) => s.contactMessages.push(contact(1)));
    await new Promise((r) => setImmediate(r));
    const failed = store.mutate((s) => {
      s.contactMessages.push(contact(2));
      throw new Error('fallo a mitad');
    });
    await expect(failed).rejects.toBeInstanceOf(HttpError);
    // Made on top of the copy read back before the first write landed: fails with it.
    const meanwhile = store.mutate((s) => s.contactMessages.push(contact(3)));
    await landed;
    await expect(meanwhile).rejects.toBeInstanceOf(HttpError);
    expect(store.state.contactMessages.map((c) => c.id)).toEqual([1]);
    expect(new AtomicFileAdapter(file).read().contactMessages.map((c) => c.id)).toEqual([1]);
  });

  it('idle() resolves once every change is on disk (a clean stop waits for it)', async () => {
    const store = new Store(file);
    void store.mutate((s) => s.contactMessages.push(contact(1)));
    void store.mutate((s) => s.contactMessages.push(contact(2)));
    await store.idle();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contactMessages).toHaveLength(2);
  });

  it('nextId follows appends without a walk, and a new list (a reload) is read again', () => {
    const store = new Store(file);
    const next = store.nextId('houseRequests');
    expect(next).toBe(Math.max(...store.state.houseRequests.map((r) => r.houseRequestId)) + 1);
    store.state.houseRequests.push({ ...store.state.houseRequests[0]!, houseRequestId: next });
    expect(store.nextId('houseRequests')).toBe(next + 1);
    store.state.hours = [];
    expect(store.nextId('hours')).toBe(1);
  });

  it('a failed write answers 503 to the whole batch and rolls memory back to what is on disk', async () => {
    const real = writerThread();
    let fail = true;
    const store = new Store(file, {
      writeFile: (f, data) => {
        if (!fail) return real(f, data);
        fail = false;
        return Promise.reject(Object.assign(new Error('disco lleno'), { code: 'ENOSPC' }));
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const results = await Promise.allSettled([store.mutate((s) => s.contactMessages.push(contact(1))), store.mutate((s) => s.contactMessages.push(contact(2)))]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(((r as PromiseRejectedResult).reason as HttpError).status).toBe(503);
    }
    expect(store.state.contactMessages).toHaveLength(0);
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
    // And the next write works normally.
    await store.mutate((s) => s.contactMessages.push(contact(3)));
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contactMessages.map((c: { id: number }) => c.id)).toEqual([3]);
  });

  it('a change that throws half-way leaves no trace, and fails the unwritten changes of others', async () => {
    const store = new Store(file);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = store.mutate((s) => s.contactMessages.push(contact(1)));
    await expect(
      store.mutate((s) => {
        s.contactMessages.push(contact(2));
        throw new Error('fallo a mitad');
      }),
    ).rejects.toBeInstanceOf(HttpError);
    await expect(other).rejects.toBeInstanceOf(HttpError);
    expect(store.state.contactMessages).toHaveLength(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contactMessages).toHaveLength(0);
  });
});
