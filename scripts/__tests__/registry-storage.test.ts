/**
 * One contract for every place the pointer service keeps the registry: the local file and one Cloud
 * Storage object through the official client (@google-cloud/storage, reached by STORAGE_EMULATOR_HOST
 * as in the rehearsal) against the stand-in of Cloud Storage's JSON API with its generation rules (no
 * offline emulator honours `ifGenerationMatch`). Then the service over each: two instances that read
 * the same revision and write at once give one change and one 412.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Storage } from '@google-cloud/storage';
import { fileStorage } from '@lotengo/platform/registry/file-storage';
import { gcsStorage } from '@lotengo/platform/registry/gcs-storage';
import { createRegistryService } from '@lotengo/platform/registry/service';
import { NO_GENERATION, type RegistryStorage } from '@lotengo/platform/registry/storage';
import type { Caller } from '@lotengo/platform/registry/tokens';
import { startStorageStandIn, type StandInHooks, type StorageStandIn } from '../lib/rehearsal/storage-stand-in';
import { anyVersion } from './support/stub-record';

let tmp: string;
beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-registry-storage-'))));
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

// Cloud Storage's stand-in for this file, and the official client pointed at it as the functions are.
let standIn: StorageStandIn;
const hooks: StandInHooks = {};
const savedHost = process.env.STORAGE_EMULATOR_HOST;
beforeAll(async () => {
  standIn = await startStorageStandIn({ hooks });
  process.env.STORAGE_EMULATOR_HOST = standIn.url;
});
afterAll(async () => {
  await standIn.close();
  if (savedHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
  else process.env.STORAGE_EMULATOR_HOST = savedHost;
});
afterEach(() => {
  delete hooks.beforeUpload;
  delete hooks.afterMetadata;
});
let buckets = 0;
/** Each instance a client of its own (another function instance), the same object in a fresh bucket. */
const cloudStorage = () => {
  const name = `registro-${(buckets += 1)}`;
  return () => gcsStorage(new Storage({ projectId: 'demo-lotengo' }).bucket(name));
};

interface Adapter {
  name: string;
  make: () => { storage: RegistryStorage; another: () => RegistryStorage; cloud?: true };
}

const adapters: Adapter[] = [
  {
    name: 'archivo local',
    make: () => {
      const file = path.join(tmp, '.registry', 'registry.json');
      return { storage: fileStorage(file), another: () => fileStorage(file) };
    },
  },
  {
    name: 'Cloud Storage (ifGenerationMatch, cliente oficial)',
    make: () => {
      const instance = cloudStorage();
      return { storage: instance(), another: instance, cloud: true };
    },
  },
];

describe.each(adapters)('almacenamiento del registro: $name', ({ make }) => {
  it('nothing written: no text and the "does not exist" generation', async () => {
    await expect(make().storage.read()).resolves.toEqual({ text: null, generation: NO_GENERATION });
  });

  it(
    'a write on the generation read lands and gives a new generation; a stale one is ' + 'refused and changes nothing',
    async () => {
      const { storage } = make();
      const first = await storage.write('{"n":1}', NO_GENERATION);
      expect(first).toEqual({ ok: true, generation: expect.any(String) });
      const g1 = (first as { generation: string }).generation;
      expect(g1).not.toBe(NO_GENERATION);
      await expect(storage.read()).resolves.toEqual({ text: '{"n":1}', generation: g1 });

      // "Must not exist" once it exists, and an old generation: both refused.
      await expect(storage.write('{"n":"x"}', NO_GENERATION)).resolves.toEqual({ ok: false });
      const second = await storage.write('{"n":2}', g1);
      expect(second.ok).toBe(true);
      await expect(storage.write('{"n":"y"}', g1)).resolves.toEqual({ ok: false });
      await expect(storage.read()).resolves.toEqual({
        text: '{"n":2}',
        generation: (second as { generation: string }).generation,
      });
    },
  );

  it('the same bytes written again still get a new generation (no ABA)', async () => {
    const { storage } = make();
    const a = await storage.write('same', NO_GENERATION);
    const b = await storage.write('same', (a as { generation: string }).generation);
    expect(b.ok).toBe(true);
    expect((b as { generation: string }).generation).not.toBe((a as { generation: string }).generation);
  });

  it('ten writers on the same generation at once, from separate instances: exactly one lands', async () => {
    const { storage, another } = make();
    await storage.write('{"n":0}', NO_GENERATION);
    const { generation } = await storage.read();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => another().write(`{"n":${i + 1}}`, generation)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = results.findIndex((r) => r.ok);
    await expect(storage.read()).resolves.toMatchObject({ text: `{"n":${winner + 1}}` });
  });
});

describe('Cloud Storage: a read never mixes two generations', () => {
  it('one whole generation: a write between its metadata and its bytes makes it read again', async () => {
    const instance = cloudStorage();
    const storage = instance();
    const first = await storage.write('uno', NO_GENERATION);
    hooks.afterMetadata = async () => {
      delete hooks.afterMetadata;
      await instance().write('dos', (first as { generation: string }).generation);
    };
    // The object moved on (its old generation gone): the read starts again and gets one whole generation.
    const read = await storage.read();
    expect(read.text).toBe('dos');
    expect(read.generation).not.toBe((first as { generation: string }).generation);
  });
});

const caller: Caller = { credential: 'token local de mf-inbox', apps: ['mf_inbox'] };
const V1 = 'abc1234-0000000001';
const V2 = 'abc1234-0000000002';
const V3 = 'abc1234-0000000003';

async function serve(storage: RegistryStorage) {
  const handle = createRegistryService({
    storage,
    verify: async (t) => (t === 'bueno' ? caller : null),
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

const post = (url: string, ifMatch: string, body: unknown) =>
  fetch(`${url}/registry/apps/mf-inbox`, {
    method: 'POST',
    headers: { Authorization: 'Bearer bueno', 'If-Match': ifMatch, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(adapters)('el servicio sobre $name', ({ make }) => {
  it(
    'two service instances read the same revision and write at once: one change, one 412 ' + 'naming both revisions',
    async () => {
      const { storage, another, cloud } = make();
      const a = await serve(storage);
      const b = await serve(another());
      try {
        expect((await post(a.url, '"0"', { action: 'promote', to: V1 })).status).toBe(200);
        if (cloud) {
          // Both instances past their own revision check before either writes: only the storage decides.
          let arrived = 0;
          let release!: () => void;
          const both = new Promise<void>((r) => (release = r));
          hooks.beforeUpload = async () => {
            arrived += 1;
            if (arrived === 2) release();
            await both;
          };
        }
        const [r1, r2] = await Promise.all([
          post(a.url, '"1"', { action: 'promote', to: V2 }),
          post(b.url, '"1"', { action: 'promote', to: V3 }),
        ]);
        expect([r1.status, r2.status].sort()).toEqual([200, 412]);
        const loser = r1.status === 412 ? r1 : r2;
        expect((await loser.json()).message).toBe(
          'Rechazado: el registro está en la revisión 2, no en la 1 que leíste; otro cambio se adelantó. Vuelve a ' +
            'leerlo y decide de nuevo.',
        );
        expect(loser.headers.get('etag')).toBe('"2"');
        const doc = JSON.parse((await storage.read()).text!);
        expect(doc.revision).toBe(2);
        expect(doc.history).toHaveLength(2);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );

  it(
    'ten promotes of different versions on the same revision from separate instances: one lands, nine ' +
      'get 412, no lost update',
    async () => {
      const { storage, another } = make();
      const services = await Promise.all(Array.from({ length: 10 }, (_, i) => serve(i === 0 ? storage : another())));
      try {
        const answers = await Promise.all(
          services.map((s, i) =>
            post(s.url, '"0"', { action: 'promote', to: `abc1234-${String(i).padStart(10, '0')}` }),
          ),
        );
        const statuses = answers.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.filter((s) => s === 412)).toHaveLength(9);
        const doc = JSON.parse((await storage.read()).text!);
        expect(doc.revision).toBe(1);
        expect(doc.history).toHaveLength(1);
        expect(doc.apps['mf-inbox'].live).toBe(doc.history[0].to);
      } finally {
        await Promise.all(services.map((s) => s.close()));
      }
    },
  );
});
