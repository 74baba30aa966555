import { formatShortDate, formatVisitDate } from '../visit-dates';

describe('visit dates', () => {
  it('writes a calendar day in Spanish words', () => {
    expect(formatVisitDate('2026-11-30')).toBe('lunes, 30 de noviembre de 2026');
    expect(formatShortDate('2026-11-30')).toMatch(/^lun,? 30 nov/);
  });

  it('keeps the day whatever the process time zone (a day is a day in Lima)', () => {
    // 2027-01-01 starts in UTC five hours before Lima: a midnight-UTC reading would say 31 de diciembre.
    expect(formatVisitDate('2027-01-01')).toBe('viernes, 1 de enero de 2027');
  });

  it('returns what it cannot read as it came', () => {
    expect(formatVisitDate('mañana')).toBe('mañana');
    expect(formatVisitDate('2026-13-45')).toBe('2026-13-45');
  });
});
