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
  it('formats dollars with a no-break space after the symbol', () => {
    expect(formatUsd(1234)).toBe('$\u00a01,234');
    expect(formatUsd(0)).toBe('$\u00a00');
    expect(formatUsd(NaN)).toBe(NOT_A_NUMBER);
  });

  it('formats a budget range that can break only after its dash', () => {
    expect(formatBudgetRange(500, 1200)).toBe('$\u00a0500\u00a0- $\u00a01,200');
    expect(formatBudgetRange(NaN, 1200)).toBe(`${NOT_A_NUMBER}\u00a0- $\u00a01,200`);
    // Read as a person reads it, it is the same text as before.
    expect(formatBudgetRange(124_000, 177_000).replace(/\s/g, ' ')).toBe('$ 124,000 - $ 177,000');
    // The only place a line may end: after the dash.
    expect(formatBudgetRange(124_000, 177_000).split(' ')).toEqual(['$\u00a0124,000\u00a0-', '$\u00a0177,000']);
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
