/**
 * The registry as the page functions read it: one storage read for many page views within the TTL, one
 * more after it, one for many requests at once, a promote seen after the TTL, and the last good copy
 * through an outage or a damaged document; with no copy at all a failure is a failure.
 */
import { registryCache } from '@lotengo/platform/registry/registry-cache';
import { emptyRegistry, type Registry } from '@lotengo/platform/releases/registry';
import type { RegistryStorage, StoredDocument } from '@lotengo/platform/registry/storage';

const TTL = 5_000;
const registryAt = (revision: number, shell: string): Registry => ({
  ...emptyRegistry(),
  revision,
  apps: { shell: { live: shell, previous: [] } },
});

/** Cloud Storage as the cache sees it: a document, a count of reads, and an outage or a slow read on demand. */
function fakeStorage(first: Registry | null) {
  const state = {
    text: first ? JSON.stringify(first) : null,
    reads: 0,
    down: false,
    delayMs: 0,
  };
  const storage: RegistryStorage = {
    where: 'gs://prueba/registry.json',
    async read(): Promise<StoredDocument> {
      state.reads += 1;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.down) throw new Error('503 Service Unavailable');
      return { text: state.text, generation: String(state.reads) };
    },
    write: () => Promise.reject(new Error('la caché no escribe')),
  };
  return { storage, state, promote: (r: Registry) => (state.text = JSON.stringify(r)) };
}

function setUp(first: Registry | null = registryAt(1, 'v1')) {
  const fake = fakeStorage(first);
  let clock = 1_000_000;
  const warnings: string[] = [];
  const read = registryCache(fake.storage, {
    ttlMs: TTL,
    waitMs: 50,
    now: () => clock,
    warn: (line) => warnings.push(line),
  });
  return { ...fake, read, warnings, tick: (ms: number) => (clock += ms) };
}

test('many page views within the TTL read storage once', async () => {
  const { read, state, tick } = setUp();
  for (let i = 0; i < 50; i++) {
    expect((await read()).revision).toBe(1);
    tick(TTL / 100);
  }
  expect(state.reads).toBe(1);
});

test('many requests at once share one read, the first and every refresh', async () => {
  const { read, state, tick } = setUp();
  const first = await Promise.all(Array.from({ length: 20 }, () => read()));
  expect(first.map((r) => r.revision)).toEqual(new Array(20).fill(1));
  expect(state.reads).toBe(1);
  tick(TTL);
  await Promise.all(Array.from({ length: 20 }, () => read()));
  expect(state.reads).toBe(2);
});

test('a promote is seen once the TTL has passed, not before', async () => {
  const { read, state, tick, promote } = setUp();
  expect((await read()).apps.shell?.live).toBe('v1');
  promote(registryAt(2, 'v2'));
  tick(TTL - 1);
  expect((await read()).apps.shell?.live).toBe('v1');
  tick(1);
  expect((await read()).apps.shell?.live).toBe('v2');
  expect(state.reads).toBe(2);
});

test('an outage after one good read serves the last good copy, says so, and asks again a TTL later', async () => {
  const { read, state, tick, warnings, promote } = setUp();
  await read();
  state.down = true;
  tick(TTL);
  expect((await read()).revision).toBe(1);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/no se pudo leer gs:\/\/prueba\/registry\.json \(503 Service Unavailable\).*revisión 1/);
  // Not on every page view while storage is down: once per TTL.
  for (let i = 0; i < 10; i++) await read();
  expect(state.reads).toBe(2);
  tick(TTL);
  await read();
  expect(state.reads).toBe(3);
  // Back up: the next refresh takes the new document.
  state.down = false;
  promote(registryAt(2, 'v2'));
  tick(TTL);
  expect((await read()).revision).toBe(2);
});

test('a damaged document is not served: the last good copy is', async () => {
  const { read, state, tick, warnings } = setUp();
  await read();
  state.text = '{"schema": 1, "revision": ';
  tick(TTL);
  expect((await read()).revision).toBe(1);
  expect(warnings[0]).toMatch(/está dañado/);
});

test('slow storage: a request with a copy waits a moment, then gets the copy; the refresh lands later', async () => {
  const { read, state, tick, promote } = setUp();
  await read();
  promote(registryAt(2, 'v2'));
  state.delayMs = 300;
  tick(TTL);
  const started = Date.now();
  expect((await read()).revision).toBe(1);
  expect(Date.now() - started).toBeLessThan(250);
  // The one refresh under way is joined, not repeated.
  expect((await read()).revision).toBe(1);
  expect(state.reads).toBe(2);
  await new Promise((r) => setTimeout(r, 400));
  expect((await read()).revision).toBe(2);
  expect(state.reads).toBe(2);
});

test('with no copy at all a failure is the caller’s, and the next request tries again', async () => {
  const { read, state } = setUp();
  state.down = true;
  await expect(read()).rejects.toThrow('503 Service Unavailable');
  await expect(read()).rejects.toThrow('503 Service Unavailable');
  expect(state.reads).toBe(2);
  state.down = false;
  expect((await read()).revision).toBe(1);
});

test('a registry never written is the empty registry, kept like any other copy', async () => {
  const { read, state } = setUp(null);
  expect(await read()).toEqual(emptyRegistry());
  await read();
  expect(state.reads).toBe(1);
});
