/**
 * The registry as one Cloud Storage object, through the official client (@google-cloud/storage): a
 * read takes the object's generation with its bytes (one exact generation, never a mix), a write is
 * `save` with `ifGenerationMatch` — Cloud Storage itself refuses it (412) when another write came
 * first, on whatever machine. No offline emulator honours that precondition (docs/deploys.md): the
 * rehearsal and the contract suite reach a stand-in of Cloud Storage's JSON API through
 * STORAGE_EMULATOR_HOST (scripts/lib/rehearsal/storage-stand-in.ts), with this very adapter.
 */
import { NO_GENERATION, type RegistryStorage } from './storage';

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

const statusOf = (err: unknown) => (err as { code?: number | string }).code;

export function gcsStorage(bucket: GcsBucketLike, objectName = 'registry.json'): RegistryStorage {
  return {
    where: `gs://${bucket.name}/${objectName}`,
    async read() {
      let generation: string;
      try {
        generation = String((await bucket.file(objectName).getMetadata())[0].generation);
      } catch (err) {
        if (statusOf(err) === 404) return { text: null, generation: NO_GENERATION };
        throw err;
      }
      try {
        // That generation's bytes exactly, even if a write lands between the two calls.
        const [bytes] = await bucket.file(objectName, { generation }).download();
        return { text: bytes.toString('utf8'), generation };
      } catch (err) {
        // Replaced and its old generation gone meanwhile: read again.
        if (statusOf(err) === 404) return this.read();
        throw err;
      }
    },
    async write(text, ifGeneration) {
      const file = bucket.file(objectName);
      try {
        await file.save(text, {
          contentType: 'application/json',
          resumable: false,
          preconditionOpts: { ifGenerationMatch: ifGeneration === NO_GENERATION ? 0 : ifGeneration },
        });
      } catch (err) {
        if (statusOf(err) === 412) return { ok: false };
        throw err;
      }
      return { ok: true, generation: String(file.metadata.generation) };
    },
  };
}
