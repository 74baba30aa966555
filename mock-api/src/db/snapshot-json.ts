/** Records per cached piece: a changed request re-stringifies ~170 KB instead of the 10 MB db. */
const CHUNK = 256;

interface Chunk {
  /** The records it was built from, in order (a piece is reused only if they are the same objects). */
  items: unknown[];
  json: Buffer;
  stale: boolean;
}

const comma = Buffer.from(',');
const open = Buffer.from('[');
const close = Buffer.from(']');

/**
 * The db's JSON, built from cached pieces: each top-level list is cut into runs of CHUNK records
 * whose UTF-8 JSON is kept (outside the JS heap) until a change names one of its records, or the run
 * no longer holds the same records. A write after one new or edited request then stringifies one
 * run and copies the rest, instead of stringifying 10 MB on the event loop (what held up every
 * other call while 50 people wrote).
 *
 * A change that does not say which records it touched forgets everything (the next text is built
 * from scratch), so only changes that name their records precisely take the fast path.
 */
export class SnapshotJson {
  private chunkOf = new WeakMap<object, Chunk>();
  private readonly lists = new Map<string, { list: readonly unknown[]; chunks: Chunk[] }>();

  /** These records were added, changed in place or put in place of another. */
  forget(records: readonly object[]): void {
    for (const record of records) {
      const chunk = this.chunkOf.get(record);
      if (chunk) chunk.stale = true;
    }
  }

  /** Anything may have changed. */
  forgetAll(): void {
    this.chunkOf = new WeakMap();
    this.lists.clear();
  }

  /**
   * The same JSON as JSON.stringify(state) (for a state of plain JSON values), as UTF-8 in a buffer
   * of its own (the writer thread takes it without a copy).
   */
  of(state: object): Buffer {
    const parts: Buffer[] = [Buffer.from('{')];
    let first = true;
    for (const [key, value] of Object.entries(state)) {
      if (value === undefined) continue;
      parts.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`));
      first = false;
      if (Array.isArray(value)) this.list(key, value, parts);
      else parts.push(Buffer.from(JSON.stringify(value)));
    }
    parts.push(Buffer.from('}'));
    const out = Buffer.from(new ArrayBuffer(parts.reduce((n, p) => n + p.length, 0)));
    let at = 0;
    for (const p of parts) at += p.copy(out, at);
    return out;
  }

  private list(key: string, list: readonly unknown[], parts: Buffer[]): void {
    let cached = this.lists.get(key);
    if (!cached || cached.list !== list) this.lists.set(key, (cached = { list, chunks: [] }));
    const count = Math.ceil(list.length / CHUNK);
    cached.chunks.length = Math.min(cached.chunks.length, count);
    parts.push(open);
    for (let c = 0; c < count; c++) {
      const items = list.slice(c * CHUNK, (c + 1) * CHUNK);
      let chunk = cached.chunks[c];
      if (!chunk || chunk.stale || !sameItems(chunk.items, items)) {
        chunk = { items, json: Buffer.from(JSON.stringify(items).slice(1, -1)), stale: false };
        for (const item of items) if (item !== null && typeof item === 'object') this.chunkOf.set(item, chunk);
        cached.chunks[c] = chunk;
      }
      if (c > 0) parts.push(comma);
      parts.push(chunk.json);
    }
    parts.push(close);
  }
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
