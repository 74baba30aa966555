import {
  formatBudgetRange,
  formatCardPrice,
  formatThousands,
  formatUsd,
  formatUsdFixed2,
  NOT_A_NUMBER,
} from '../numbers';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [-1234, '-1,234'],
    [-0.001, '0'],
  ])('%p → %p', (n, out) => expect(formatThousands(n)).toBe(out));

  it.each([NaN, Infinity, -Infinity, null, undefined])('%p → dash', (n) =>
    expect(formatThousands(n)).toBe(NOT_A_NUMBER),
  );
});

describe('formatCardPrice (K above 9,999)', () => {
  it.each([
    [9_999, '9,999'],
    [10_000, '10K'],
    [10_500, '10.5K'],
    [999_999, '999.9K'],
    [1_500_000, '1500K'],
    [0, '0'],
    [-12_000, '-12K'],
    // "Above 9,999" is strict and counts decimals.
    [9_999.5, '9.9K'],
  ])('%p → %p', (n, out) => expect(formatCardPrice(n)).toBe(out));

  it('NaN → dash', () => expect(formatCardPrice(NaN)).toBe(NOT_A_NUMBER));
});

describe('currencies', () => {
  it('formats dollars with a space after the symbol', () => {
    expect(formatUsd(1234)).toBe('$ 1,234');
    expect(formatUsd(0)).toBe('$ 0');
    expect(formatUsd(NaN)).toBe(NOT_A_NUMBER);
  });

  it('formats a budget range', () => {
    expect(formatBudgetRange(500, 1200)).toBe('$ 500 - $ 1,200');
    expect(formatBudgetRange(NaN, 1200)).toBe(`${NOT_A_NUMBER} - $ 1,200`);
  });

  it('formats budget placeholders with two decimals', () => {
    expect(formatUsdFixed2(500)).toBe('$ 500.00');
    expect(formatUsdFixed2(1234567.891)).toBe('$ 1,234,567.89');
  });
});

describe('hand-written grouping agrees with Intl (it replaces Intl.NumberFormat on the first paint)', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const intl2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A fixed pseudo-random walk over magnitudes 0.001 … 1e12, both signs, plus rounding edges.
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const values = [
    0.005,
    0.015,
    1.005,
    2.675,
    999.995,
    999_999.999,
    1e20,
    1e21,
    123456789012.345,
    ...Array.from({ length: 2000 }, () => (next() < 0.5 ? -1 : 1) * 10 ** (next() * 15 - 3)),
  ];
  it.each(values.map((v) => [v]))('%p', (n) => {
    const expected = intl.format(n);
    expect(formatThousands(n)).toBe(expected === '-0' ? '0' : expected);
    expect(formatUsdFixed2(n).replace('$ -', '-$ ')).toBe(
      `$ ${intl2.format(n)}`.replace('$ -', '-$ ').replace('-$ 0.00', '$ 0.00'),
    );
  });
});
