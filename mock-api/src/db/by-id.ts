/**
 * An id → record index of a collection that is only ever appended to (records change in place, none
 * is removed or replaced): built once per array and topped up with what was added since. A lookup is
 * then O(1) instead of a walk over 10,000 requests. A reload of the db brings new arrays, hence new indexes.
 */
const indexes = new WeakMap<readonly object[], Map<number, object>>();

export function findById<T extends object>(list: readonly T[], idOf: (x: T) => number, id: number): T | undefined {
  let index = indexes.get(list) as Map<number, T> | undefined;
  if (!index) indexes.set(list, (index = new Map()));
  for (let i = index.size; i < list.length; i++) index.set(idOf(list[i]!), list[i]!);
  return index.get(id);
}
