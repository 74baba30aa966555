import { EMPTY_SEARCH, parseSearchParams, toFilter, toSearchParams } from '../search-url';

const parse = (q: string) => parseSearchParams(new URLSearchParams(q));

describe('request search in the URL', () => {
  it('reads every filter of a shared link', () => {
    expect(parse('dep=LIMA&prov=LIMA&ubigeo=150131&op=2&type=1&pmin=500&pmax=2000&amin=40&amax=120')).toEqual({
      dep: 'LIMA',
      prov: 'LIMA',
      ubigeo: 150131,
      op: 2,
      type: 1,
      pmin: 500,
      pmax: 2000,
      amin: 40,
      amax: 120,
    });
  });

  it('ignores bad values one by one instead of failing', () => {
    const s = parse('dep=LIMA&ubigeo=abc&op=7&type=-1&pmin=x&amin=1e999&amax=50');
    expect(s).toEqual({ ...EMPTY_SEARCH, dep: 'LIMA', amax: 50 });
  });

  it('drops a price without an operation and an inverted range', () => {
    expect(parse('pmin=100&pmax=900')).toMatchObject({ pmin: 0, pmax: 0 });
    expect(parse('op=3&pmin=900&pmax=100')).toMatchObject({ op: 3, pmin: 0, pmax: 0 });
    expect(parse('amin=90&amax=10')).toMatchObject({ amin: 0, amax: 0 });
  });

  it('rejects ubigeo codes that are not 5–6 digit codes and a province without department', () => {
    expect(parse('ubigeo=99').ubigeo).toBe(0);
    expect(parse('ubigeo=1501311').ubigeo).toBe(0);
    expect(parse('ubigeo=1.5').ubigeo).toBe(0);
    expect(parse('prov=LIMA').prov).toBe('');
  });

  it('survives garbage of any length', () => {
    expect(() => parse('dep=' + 'x'.repeat(5000) + '&%E0%A4%A=1&op=&&&=')).not.toThrow();
    expect(parse('dep=' + 'x'.repeat(5000)).dep).toBe('');
  });

  it('writes only the filters in use, and round-trips', () => {
    const state = { ...EMPTY_SEARCH, dep: 'LIMA', prov: 'LIMA', ubigeo: 150100, op: 3, pmin: 30000 };
    const q = toSearchParams(state).toString();
    expect(q).toBe('dep=LIMA&prov=LIMA&ubigeo=150100&op=3&pmin=30000');
    expect(parse(q)).toEqual(state);
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('maps to the API filter with 0 meaning no filter', () => {
    expect(toFilter(parse('ubigeo=150000&op=2&pmax=900&amin=10'))).toEqual({
      ubigeoId: 150000,
      tprocessId: 2,
      tpropertyId: 0,
      numBedrooms: 0,
      numBathrooms: 0,
      priceMin: 0,
      priceMax: 900,
      areaMin: 10,
      areaMax: 0,
    });
  });
});
