import { truncateTitle } from '../text';

describe('truncateTitle', () => {
  it('trims and keeps short titles as they are', () => {
    expect(truncateTitle('  Casa en Miraflores  ')).toBe('Casa en Miraflores');
  });

  it('keeps a title of exactly 60 characters without an ellipsis', () => {
    const t = 'a'.repeat(60);
    expect(truncateTitle(t)).toBe(t);
  });

  it('cuts a 61-character title to 60 characters in total, ending in …', () => {
    const out = truncateTitle('b'.repeat(61));
    expect(out).toHaveLength(60);
    expect(out.endsWith('…')).toBe(true);
    expect(out.slice(0, 59)).toBe('b'.repeat(59));
  });

  it('does not leave a space before the ellipsis', () => {
    const out = truncateTitle(`${'x'.repeat(58)} yyyyy`);
    expect(out).toBe(`${'x'.repeat(58)}…`);
  });

  it('counts the whitespace as trimmed and collapsed', () => {
    expect(truncateTitle('  Depa    con   vista  ')).toBe('Depa con vista');
  });

  it('accepts a custom maximum and empty values', () => {
    expect(truncateTitle('abcdef', 4)).toBe('abc…');
    expect(truncateTitle('', 10)).toBe('');
    expect(truncateTitle(null)).toBe('');
    expect(truncateTitle(undefined)).toBe('');
    expect(truncateTitle('abc', 0)).toBe('');
  });

  it('never splits an emoji', () => {
    const out = truncateTitle('🏠'.repeat(10), 5);
    expect(out).toBe('🏠🏠🏠🏠…');
  });
});
