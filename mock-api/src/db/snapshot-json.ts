/**
 * The db's JSON text, built from cached pieces: each record's JSON is kept until a change names it,
 * and a collection's JSON until one of its records changes or it grows, shrinks or is replaced.
 * A write after one new request then stringifies one record and joins 10,000 cached strings,
 * instead of stringifying 10 MB (what blocked every other call while 50 people wrote).
 *
 * A change that does not say which records it touched forgets everything (the next text is built
 * from scratch), so only changes that name their records precisely take the fast path.
 */
export class SnapshotJson {
  private records = new WeakMap<object, string>();
  /** Which collection a cached record belongs to (a named record makes its collection stale too). */
  private owners = new WeakMap<object, string>();
  private readonly collections = new Map<string, { list: readonly unknown[]; length: number; json: string }>();

  /** These records were added, changed in place or put in place of another. */
  forget(records: readonly object[]): void {
    for (const record of records) {
      this.records.delete(record);
      const owner = this.owners.get(record);
      if (owner !== undefined) this.collections.delete(owner);
    }
  }

  /** Anything may have changed. */
  forgetAll(): void {
    this.records = new WeakMap();
    this.owners = new WeakMap();
    this.collections.clear();
  }

  /** Equal to JSON.stringify(state) for a state of plain JSON values whose top-level lists hold objects. */
  of(state: object): string {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(state)) {
      if (value === undefined) continue;
      parts.push(`${JSON.stringify(key)}:${Array.isArray(value) ? this.list(key, value) : JSON.stringify(value)}`);
    }
    return `{${parts.join(',')}}`;
  }

  private list(key: string, list: readonly unknown[]): string {
    const cached = this.collections.get(key);
    if (cached && cached.list === list && cached.length === list.length) return cached.json;
    const items = new Array<string>(list.length);
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (item === null || typeof item !== 'object') {
        items[i] = JSON.stringify(item) ?? 'null';
        continue;
      }
      let json = this.records.get(item);
      if (json === undefined) {
        json = JSON.stringify(item);
        this.records.set(item, json);
        this.owners.set(item, key);
      }
      items[i] = json;
    }
    const json = `[${items.join(',')}]`;
    this.collections.set(key, { list, length: list.length, json });
    return json;
  }
}
