import { findById } from '../db/by-id';

describe('findById', () => {
  it('finds by id, sees records added later and changes made in place, and a new array starts afresh', () => {
    const list = [{ id: 1, v: 'a' }, { id: 2, v: 'b' }];
    expect(findById(list, (x) => x.id, 2)?.v).toBe('b');
    list.push({ id: 3, v: 'c' });
    expect(findById(list, (x) => x.id, 3)?.v).toBe('c');
    list[0]!.v = 'z';
    expect(findById(list, (x) => x.id, 1)?.v).toBe('z');
    expect(findById(list, (x) => x.id, 4)).toBeUndefined();
    expect(findById([{ id: 1, v: 'otra' }], (x) => x.id, 1)?.v).toBe('otra');
  });
});
