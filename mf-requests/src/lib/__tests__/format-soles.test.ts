import { NOT_A_NUMBER } from '@lotengo/shared';
import { formatSoles } from '../format-soles';

it('formats soles with a space after the symbol', () => {
  expect(formatSoles(1234.5)).toBe('S/ 1,234.5');
  expect(formatSoles(undefined)).toBe(NOT_A_NUMBER);
  expect(formatSoles(NaN)).toBe(NOT_A_NUMBER);
});
