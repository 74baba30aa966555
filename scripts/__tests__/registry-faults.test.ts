/**
 * Cloud Storage misbehaving as it does in production, through its stand-in with faults on: 429 for a
 * second write to one object within a second, 503 at random, and a write that lands but is answered
 * 503 (so its retry meets its own write as a 412). The service's storage adapter (the official client,
 * its own retries off) and the CLI's registry client cope: retries with backoff and jitter, and a retried
 * write recognised as their own instead of reported as somebody else's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Storage } from '@google-cloud/storage';
import { GCS_CLIENT_OPTIONS, gcsStorage } from '@lotengo/platform/registry/gcs-storage';
import { createRegistryService } from '@lotengo/platform/registry/service';
import { NO_GENERATION, StorageUnavailable, type RegistryStorage } from '@lotengo/platform/registry/storage';
import type { Caller } from '@lotengo/platform/registry/tokens';
import { APP_DIRS, APP_NAMES } from '@lotengo/platform/releases/layout';
import { emptyRegistry, movePointer, type Registry } from '@lotengo/platform/releases/registry';
import { faultsFromEnv, startStorageStandIn, type StandInFaults } from '../lib/rehearsal/storage-stand-in';
import { registryClient } from '../lib/registry/client';
import { anyVersion } from './support/stub-record';

/** A seeded generator: a run with random faults is the same run every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const savedHost = process.env.STORAGE_EMULATOR_HOST;
afterAll(() => {
  if (savedHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
  else process.env.STORAGE_EMULATOR_HOST = savedHost;
});

let buckets = 0;
/** A stand-in with `faults`, and a storage over a fresh bucket of it as the functions build theirs. */
async function faultyStorage(faults: StandInFaults) {
  const standIn = await startStorageStandIn({ faults });
  process.env.STORAGE_EMULATOR_HOST = standIn.url;
  const bucket = () =>
    new Storage({ projectId: 'demo-lotengo', ...GCS_CLIENT_OPTIONS }).bucket(`registro-${(buckets += 1)}`);
  const b = bucket();
  return { standIn, storage: gcsStorage(b), another: () => gcsStorage(b) };
}

describe('STORAGE_STAND_IN_FAULTS', () => {
  it('reads the faults and their shares, and refuses what it does not know', () => {
    expect(faultsFromEnv('rate,flaky,lost-ack')).toEqual({ rate: true, flaky: 0.1, lostAck: 0.25 });
    expect(faultsFromEnv(' flaky=0.5 , lost-ack=1')).toEqual({ flaky: 0.5, lostAck: 1 });
    expect(faultsFromEnv(undefined)).toEqual({});
    expect(() => faultsFromEnv('lento')).toThrow('fallo desconocido "lento"');
    expect(() => faultsFromEnv('flaky=2')).toThrow('la proporción va de 0 a 1');
  });

  it("a stand-in started without options (the rehearsal's) takes them from the variable", async () => {
    const saved = process.env.STORAGE_STAND_IN_FAULTS;
    process.env.STORAGE_STAND_IN_FAULTS = 'rate';
    const standIn = await startStorageStandIn();
    try {
      process.env.STORAGE_EMULATOR_HOST = standIn.url;
      const storage = gcsStorage(new Storage({ projectId: 'demo-lotengo', ...GCS_CLIENT_OPTIONS }).bucket('ensayo'));
      const first = await storage.write('{"n":1}', NO_GENERATION);
      await storage.write('{"n":2}', (first as { generation: string }).generation);
      expect(standIn.faults()).toEqual({ rate: expect.any(Number), flaky: 0, lostAck: 0 });
      expect(standIn.faults().rate).toBeGreaterThanOrEqual(1);
    } finally {
      await standIn.close();
      if (saved === undefined) delete process.env.STORAGE_STAND_IN_FAULTS;
      else process.env.STORAGE_STAND_IN_FAULTS = saved;
    }
  });
});

describe('the storage adapter against a misbehaving Cloud Storage', () => {
  it('a second write within a second is a 429: the adapter waits and writes it', async () => {
    const { standIn, storage } = await faultyStorage({ rate: true });
    try {
      const first = await storage.write('{"n":1}', NO_GENERATION);
      const started = Date.now();
      const second = await storage.write('{"n":2}', (first as { generation: string }).generation);
      expect(second.ok).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(standIn.faults().rate).toBeGreaterThanOrEqual(1);
      await expect(storage.read()).resolves.toMatchObject({ text: '{"n":2}' });
    } finally {
      await standIn.close();
    }
  });

  it('random 503s on reads and writes: every call gets through', async () => {
    const { standIn, storage } = await faultyStorage({ flaky: 0.3, random: seeded(7) });
    try {
      let generation = NO_GENERATION;
      for (let n = 1; n <= 8; n += 1) {
        const written = await storage.write(`{"n":${n}}`, generation);
        expect(written.ok).toBe(true);
        const read = await storage.read();
        expect(read.text).toBe(`{"n":${n}}`);
        generation = read.generation;
      }
      expect(standIn.faults().flaky).toBeGreaterThan(3);
    } finally {
      await standIn.close();
    }
  });

  it("a write that landed unanswered: its retry's 412 is its own; another writer's stays a conflict", async () => {
    const { standIn, storage, another } = await faultyStorage({ lostAck: 1 });
    try {
      const first = await storage.write('{"writeId":"a"}', NO_GENERATION);
      expect(first).toEqual({ ok: true, generation: expect.any(String) });
      expect(standIn.faults().lostAck).toBe(1);
      await expect(storage.read()).resolves.toEqual({
        text: '{"writeId":"a"}',
        generation: (first as { generation: string }).generation,
      });
      // Somebody else on the same, now old, generation: a real conflict, never taken for one's own.
      await expect(another().write('{"writeId":"b"}', NO_GENERATION)).resolves.toEqual({ ok: false });
    } finally {
      await standIn.close();
    }
  });

  it('a storage that never answers well: StorageUnavailable after the retries, and the service says 503', async () => {
    const { standIn, storage } = await faultyStorage({ flaky: 1 });
    const quick = gcsStorage(
      new Storage({ projectId: 'demo-lotengo', ...GCS_CLIENT_OPTIONS }).bucket('registro-caido'),
      'registry.json',
      { baseMs: 10, maxMs: 20 },
    );
    try {
      await expect(quick.read()).rejects.toBeInstanceOf(StorageUnavailable);
      const served = await serve(storage);
      try {
        const res = await fetch(`${served.url}/registry`);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(((await res.json()) as { message: string }).message).toMatch(
          new RegExp(
            '^El servicio del registro no pudo usar su almacenamiento: ' +
              String.raw`leer gs://registro-\d+/registry\.json falló 6 veces`,
          ),
        );
      } finally {
        await served.close();
      }
    } finally {
      await standIn.close();
    }
  }, 60_000);
});

const inbox: Caller = { credential: 'ci-inbox@demo-lotengo.iam.gserviceaccount.com', apps: ['mf_inbox'] };
const admin: Caller = { credential: 'release-admin@demo-lotengo.iam.gserviceaccount.com', apps: [], admin: true };

async function serve(storage: RegistryStorage) {
  const handle = createRegistryService({
    storage,
    verify: async (t) => (t === 'inbox' ? inbox : t === 'admin' ? admin : null),
    readRecord: anyVersion,
  });
  const server = http.createServer((req, res) => {
    res.setHeader('Connection', 'close');
    void handle(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('the pointer service and its client over a misbehaving Cloud Storage', () => {
  it('changes in a row with every fault on: each lands once, the history has each once', async () => {
    const { standIn, storage } = await faultyStorage({ rate: true, flaky: 0.25, lostAck: 0.5, random: seeded(3) });
    const served = await serve(storage);
    try {
      const client = registryClient({ url: `${served.url}/registry`, env: { DEPLOY_TOKEN: 'admin' } });
      // One move per app and then some, as fast as the client can send them (an admin moves any app).
      const moves = [...APP_NAMES, 'mf_inbox', 'mf_inbox'] as const;
      for (const [i, app] of moves.entries()) {
        const { etag } = await client.read();
        const out = await client.change(app, etag, { action: 'promote', to: `abc1234-${String(i).padStart(10, '0')}` });
        expect(out.entry).toMatchObject({ revision: i + 1, app: APP_DIRS[app] });
      }
      const { registry } = await client.readFull('mf_inbox');
      expect(registry.revision).toBe(moves.length);
      expect(registry.history.map((h) => h.to)).toEqual(moves.map((_, i) => `abc1234-${String(i).padStart(10, '0')}`));
      const met = standIn.faults();
      expect([met.rate > 0, met.flaky > 0, met.lostAck > 0]).toEqual([true, true, true]);
    } finally {
      await served.close();
      await standIn.close();
    }
  }, 120_000);

  it('a change sent again after its answer was lost is answered with the change it made, not twice', async () => {
    const { standIn, storage } = await faultyStorage({});
    const served = await serve(storage);
    try {
      const send = () =>
        fetch(`${served.url}/registry/apps/mf-inbox`, {
          method: 'POST',
          headers: { Authorization: 'Bearer inbox', 'If-Match': '"0"', 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'promote', to: 'abc1234-0000000001', changeId: 'cambio-0001' }),
        });
      const first = await send();
      expect(first.status).toBe(200);
      const again = await send();
      expect(again.status).toBe(200);
      const body = (await again.json()) as { replayed?: boolean; entry: { revision: number; changeId: string } };
      expect(body).toMatchObject({ replayed: true, entry: { revision: 1, changeId: 'cambio-0001' } });
      // Another change on that stale revision is still the conflict it is.
      const other = await fetch(`${served.url}/registry/apps/mf-inbox`, {
        method: 'POST',
        headers: { Authorization: 'Bearer inbox', 'If-Match': '"0"', 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'promote', to: 'abc1234-0000000002', changeId: 'cambio-0002' }),
      });
      expect(other.status).toBe(412);
      expect(JSON.parse((await storage.read()).text!).history).toHaveLength(1);
    } finally {
      await served.close();
      await standIn.close();
    }
  });
});

/**
 * A service that answers as told, in order (status, body, headers) and keeps what it was sent: for the
 * client's side alone (a service too old to recognise a repeat, a proxy that loses an answer).
 */
async function scripted(
  answers: Array<(req: { method: string; url: string; body: string }) => [number, unknown, Record<string, string>?]>,
) {
  const seen: Array<{ method: string; url: string; body: string; at: number }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString() };
      seen.push({ ...call, at: Date.now() });
      const [status, body, headers] = answers.shift()!(call);
      res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close', ...headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry`,
    seen,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe("the CLI's registry client", () => {
  const V1 = 'abc1234-0000000001';
  const landed = (changeId: string): Registry =>
    ((r) => ({ ...r, history: [{ ...r.history[0]!, changeId }] }))(
      movePointer(emptyRegistry(), { app: 'mf_inbox', action: 'promote', to: V1, by: inbox.credential, why: '' }),
    );

  it('busy (429 with Retry-After, then 503): waits and sends the same change again', async () => {
    let changeId = '';
    const s = await scripted([
      () => [429, { message: 'Demasiadas' }, { 'Retry-After': '1' }],
      () => [503, { message: 'Un momento' }],
      (req) => {
        changeId = (JSON.parse(req.body) as { changeId: string }).changeId;
        const registry = landed(changeId);
        return [200, { registry, entry: registry.history[0] }, { ETag: '"1"' }];
      },
    ]);
    try {
      const client = registryClient({ url: s.url, env: { DEPLOY_TOKEN: 'inbox' } });
      const out = await client.change('mf_inbox', '"0"', { action: 'promote', to: V1 });
      expect(out).toMatchObject({ etag: '"1"', entry: { to: V1, changeId } });
      expect(s.seen).toHaveLength(3);
      expect(new Set(s.seen.map((c) => c.body)).size).toBe(1);
      expect(s.seen[1]!.at - s.seen[0]!.at).toBeGreaterThanOrEqual(950);
    } finally {
      await s.close();
    }
  });

  it('a 412 after a retry whose first try landed: it reads the history and finds its own change', async () => {
    let changeId = '';
    const s = await scripted([
      (req) => {
        changeId = (JSON.parse(req.body) as { changeId: string }).changeId;
        return [503, { message: 'Se perdió la respuesta' }];
      },
      () => [412, { message: 'Rechazado: el registro está en la revisión 1, no en la 0 que leíste…' }],
      () => [200, landed(changeId), { ETag: '"1"' }],
    ]);
    try {
      const client = registryClient({ url: s.url, env: { DEPLOY_TOKEN: 'inbox' } });
      const out = await client.change('mf_inbox', '"0"', { action: 'promote', to: V1 });
      expect(out).toMatchObject({ etag: '"1"', entry: { to: V1, changeId } });
      expect(s.seen.map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /registry/apps/mf-inbox',
        'POST /registry/apps/mf-inbox',
        'GET /registry/full',
      ]);
    } finally {
      await s.close();
    }
  });

  it('a 412 on the first try, or one whose history lacks the change, is the conflict it is', async () => {
    const conflict = { message: 'Rechazado: el registro está en la revisión 1, no en la 0 que leíste.' };
    const s = await scripted([
      () => [412, conflict],
      () => [503, { message: 'Un momento' }],
      () => [412, conflict],
      () => [200, landed('de-otro-cliente'), { ETag: '"1"' }],
    ]);
    try {
      const client = registryClient({ url: s.url, env: { DEPLOY_TOKEN: 'inbox' } });
      await expect(client.change('mf_inbox', '"0"', { action: 'promote', to: V1 })).rejects.toThrow(conflict.message);
      await expect(client.change('mf_inbox', '"0"', { action: 'promote', to: V1 })).rejects.toThrow(conflict.message);
      expect(s.seen).toHaveLength(4);
    } finally {
      await s.close();
    }
  });
});
