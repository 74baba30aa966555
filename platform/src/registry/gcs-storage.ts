/**
 * The registry as one Cloud Storage object, through the official client (@google-cloud/storage): a
 * read takes the object's generation with its bytes (one exact generation, never a mix), a write is
 * `save` with `ifGenerationMatch` — Cloud Storage itself refuses it (412) when another write came
 * first, on whatever machine. No offline emulator honours that precondition (docs/deploys.md): the
 * rehearsal and the contract suite reach a stand-in of Cloud Storage's JSON API through
 * STORAGE_EMULATOR_HOST (scripts/lib/rehearsal/storage-stand-in.ts), with this very adapter.
 */
import { backoffDelay, sleep, type BackoffOptions } from './backoff';
import { NO_GENERATION, StorageUnavailable, type RegistryStorage } from './storage';

/** The part of @google-cloud/storage's Bucket this adapter uses (a real Bucket fits it). */
export interface GcsBucketLike {
  name: string;
  file(name: string, options?: { generation?: number | string }): GcsFileLike;
}
export interface GcsFileLike {
  getMetadata(): Promise<[{ generation?: string | number }, ...unknown[]]>;
  download(): Promise<[Buffer, ...unknown[]]>;
  save(
    data: string,
    options: { contentType: string; resumable: boolean; preconditionOpts: { ifGenerationMatch: number | string } },
  ): Promise<unknown>;
  metadata: { generation?: string | number };
}

/**
 * The client's options the functions build their Storage with: its own retries off, so this adapter's
 * (below) are the only ones and a retried write is always checked against what landed.
 */
export const GCS_CLIENT_OPTIONS = { retryOptions: { autoRetry: false } } as const;

const statusOf = (err: unknown) => Number((err as { code?: number | string }).code);
/** What Cloud Storage asks clients to retry (with backoff): too many requests, and its own failures. */
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);
const retryable = (err: unknown) => {
  const code = statusOf(err);
  if (RETRYABLE.has(code)) return true;
  // No answer at all (a reset, a refused connection): the request may or may not have arrived.
  const name = (err as { code?: unknown }).code;
  return typeof name === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(name);
};

/**
 * `objectName` in `bucket`. Cloud Storage allows about one write a second to one object (429 beyond)
 * and answers 503 now and then: each call is tried again with backoff and jitter (`retry`), and a write
 * whose earlier try landed although its answer was an error is found by its bytes (the service puts a
 * random writeId in each document) when the retry meets the precondition it itself moved (412).
 */
export function gcsStorage(
  bucket: GcsBucketLike,
  objectName = 'registry.json',
  retry: BackoffOptions = {},
): RegistryStorage {
  const attempts = retry.attempts ?? 6;
  const wait = retry.sleep ?? sleep;
  const where = `gs://${bucket.name}/${objectName}`;

  async function withRetries<T>(what: string, once: (attempt: number) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once(attempt);
      } catch (err) {
        if (!retryable(err)) throw err;
        if (attempt + 1 >= attempts)
          throw new StorageUnavailable(
            `${what} ${where} falló ${attempts} veces (${err instanceof Error ? err.message : String(err)})`,
          );
        await wait(backoffDelay(attempt, retry));
      }
    }
  }

  async function readOnce(): Promise<{ text: string | null; generation: string }> {
    let generation: string;
    try {
      generation = String((await withRetries('leer', () => bucket.file(objectName).getMetadata()))[0].generation);
    } catch (err) {
      if (statusOf(err) === 404) return { text: null, generation: NO_GENERATION };
      throw err;
    }
    try {
      // That generation's bytes exactly, even if a write lands between the two calls.
      const [bytes] = await withRetries('leer', () => bucket.file(objectName, { generation }).download());
      return { text: bytes.toString('utf8'), generation };
    } catch (err) {
      // Replaced and its old generation gone meanwhile: read again.
      if (statusOf(err) === 404) return readOnce();
      throw err;
    }
  }

  const storage: RegistryStorage = {
    where,
    read: readOnce,
    async write(text, ifGeneration) {
      const file = bucket.file(objectName);
      try {
        await withRetries('escribir', () =>
          file.save(text, {
            contentType: 'application/json',
            resumable: false,
            preconditionOpts: { ifGenerationMatch: ifGeneration === NO_GENERATION ? 0 : ifGeneration },
          }),
        );
      } catch (err) {
        if (statusOf(err) !== 412) throw err;
        // Refused: another writer came first, or an earlier try of this very write landed unanswered.
        const now = await storage.read();
        if (now.text === text) return { ok: true, generation: now.generation };
        return { ok: false };
      }
      return { ok: true, generation: String(file.metadata.generation) };
    },
  };
  return storage;
}
