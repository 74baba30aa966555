import { ROUTE_ID_SOURCE, routeIdOf } from '../paths';

describe('routeIdOf (one rule for ids in URLs)', () => {
  it('reads a positive id of 1–9 digits and nothing else', () => {
    expect(routeIdOf('42')).toBe(42);
    expect(routeIdOf('999999999')).toBe(999_999_999);
    for (const raw of ['..', '%2e%2e', '4a', '0', '1234567890', '', ' 4', undefined, null])
      expect(routeIdOf(raw)).toBeNull();
  });

  it('gives the early-start script the same rule as a RegExp source', () => {
    expect(new RegExp(`^(?:${ROUTE_ID_SOURCE})$`).test('42')).toBe(true);
    expect(new RegExp(`^(?:${ROUTE_ID_SOURCE})$`).test('..')).toBe(false);
  });
});
