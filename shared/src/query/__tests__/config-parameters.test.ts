import { parseConfigParameters } from '../config-parameters';

const list = [
  { typeField: 'limit_min_alquiler', value: '300' },
  { typeField: 'limit_max_alquiler', value: '5000' },
  { typeField: 'limit_min_venta', value: '30000' },
  { typeField: 'limit_max_venta', value: '1,500,000' },
  { typeField: 'limit_min_area', value: '20' },
  { typeField: 'limit_max_area', value: '1000' },
  { typeField: 'typeOwnerProperty', value: ' Propietario ,Inmobiliaria,, Corredor ' },
];

describe('parseConfigParameters', () => {
  const cfg = parseConfigParameters(list);

  it('gives rent bounds with step 100 and buy bounds with step 1000', () => {
    expect(cfg.budgetBounds(2)).toEqual({ min: 300, max: 5000, step: 100 });
    expect(cfg.budgetBounds(3)).toEqual({ min: 30000, max: 1_500_000, step: 1000 });
  });

  it('switches the budget off (zeros) for any other operation', () => {
    for (const v of [0, 1, 4, null, undefined, NaN]) expect(cfg.budgetBounds(v)).toEqual({ min: 0, max: 0, step: 0 });
  });

  it('gives area bounds with step 10', () => {
    expect(cfg.areaBounds).toEqual({ min: 20, max: 1000, step: 10 });
  });

  it('splits and trims the owner types, dropping empties', () => {
    expect(cfg.ownerTypes).toEqual(['Propietario', 'Inmobiliaria', 'Corredor']);
  });

  it('keeps the raw values', () => {
    expect(cfg.raw.limit_min_area).toBe('20');
  });

  it('turns missing or garbled values into 0 and never inverts a range', () => {
    const bad = parseConfigParameters([
      { typeField: 'limit_min_alquiler', value: 'abc' },
      { typeField: 'limit_min_venta', value: '9000' },
      { typeField: 'limit_max_venta', value: '1000' },
    ]);
    expect(bad.budgetBounds(2)).toEqual({ min: 0, max: 0, step: 100 });
    expect(bad.budgetBounds(3)).toEqual({ min: 1000, max: 9000, step: 1000 });
    expect(bad.areaBounds).toEqual({ min: 0, max: 0, step: 10 });
    expect(bad.ownerTypes).toEqual([]);
  });
});
