/** The range check the gate uses for shared modules (npm's rules for the forms package.json uses). */
import { majorMinor, satisfies } from '@lotengo/platform/releases/version-range';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.3.1', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['7.18.5', '>=7.0.0 <8', true],
    ['8.0.0', '>=7.0.0 <8', false],
    ['5.1.0', '5.x', true],
    ['6.0.0', '5.x || 6.0.x', true],
    ['6.1.0', '5.x || 6.0.x', false],
    ['2.5.0', '1.0.0 - 2.5.0', true],
    ['2.5.1', '1.0.0 - 2.5.0', false],
    ['4.0.0', '*', true],
    ['20.0.0-rc.1', '^19.0.0', false],
    ['20.0.0-rc.2', '>=20.0.0-rc.1', true],
    ['19.3.1', 'no es un rango', false],
    ['no-version', '*', false],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('majorMinor', () => {
    expect([majorMinor('2.9.2'), majorMinor('2.10.0-beta.1'), majorMinor('x')]).toEqual(['2.9', '2.10', null]);
  });
});
