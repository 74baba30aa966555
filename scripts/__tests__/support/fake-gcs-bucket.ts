/**
 * A Cloud Storage bucket in memory with the generation semantics the registry relies on: every write
 * gives the object a new generation; `ifGenerationMatch` (0: must not exist) refuses a write with a 412
 * ApiError-like error when the object moved; an old generation can be read while it is kept. No
 * offline emulator honours these preconditions (TOOLING-FACTS), so the contract suite uses this.
 */
import type { GcsBucketLike, GcsFileLike } from '../../lib/registry/gcs-storage';

const apiError = (code: number, message: string) => Object.assign(new Error(message), { code });

export interface FakeBucket extends GcsBucketLike {
  /** Every write that landed, in order (generation, bytes). */
  writes: Array<{ generation: number; text: string }>;
  /** Runs before a save's precondition is checked (tests put another write in between). */
  beforeSave?: () => Promise<void> | void;
}

export function fakeGcsBucket(name = 'lotengo-registry'): FakeBucket {
  const objects = new Map<string, Array<{ generation: number; text: string }>>();
  let clock = 1_700_000_000_000_000;
  const bucket: FakeBucket = {
    name,
    writes: [],
    file(objectName, options) {
      const versions = () => objects.get(objectName) ?? [];
      const file: GcsFileLike = {
        metadata: {},
        async getMetadata() {
          const current = versions().at(-1);
          if (!current) throw apiError(404, `No such object: ${name}/${objectName}`);
          return [{ generation: String(current.generation) }];
        },
        async download() {
          const wanted = options?.generation !== undefined ? Number(options.generation) : undefined;
          const found = wanted === undefined ? versions().at(-1) : versions().find((v) => v.generation === wanted);
          if (!found) throw apiError(404, `No such object: ${name}/${objectName}`);
          return [Buffer.from(found.text, 'utf8')];
        },
        async save(data, opts) {
          await bucket.beforeSave?.();
          // Checked and applied in one step, as Cloud Storage does server-side.
          const current = versions().at(-1)?.generation ?? 0;
          if (Number(opts.preconditionOpts.ifGenerationMatch) !== current) {
            throw apiError(412, 'At least one of the pre-conditions you specified did not hold.');
          }
          clock += 1 + Math.floor(Math.random() * 1000);
          const next = { generation: clock, text: data };
          objects.set(objectName, [...versions(), next]);
          bucket.writes.push(next);
          file.metadata = { generation: String(clock) };
        },
      };
      return file;
    },
  };
  return bucket;
}
