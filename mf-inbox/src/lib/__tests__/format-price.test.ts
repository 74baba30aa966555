import { NOT_A_NUMBER } from '@lotengo/shared';
import { formatInboxPrice } from '../format-price';

describe('formatInboxPrice (K above 19,999; M above 999,999)', () => {
  it.each([
    [0, '0'],
    [19_999, '19,999'],
    [20_000, '20K'],
    [25_000, '25K'],
    [25_990, '25.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [1_999_999, '1.9M'],
    [12_500_000, '12.5M'],
    [-25_000, '-25K'],
    [-1_500_000, '-1.5M'],
    [-19_999, '-19,999'],
    [1500.75, '1,500.75'],
  ])('%p → %p', (n, out) => expect(formatInboxPrice(n)).toBe(out));

  it('NaN → dash', () => expect(formatInboxPrice(NaN)).toBe(NOT_A_NUMBER));
});
