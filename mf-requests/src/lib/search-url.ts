import { EMPTY_FILTER, PROCESS_BUY, PROCESS_RENT, type SearchFields } from '@lotengo/shared';

/**
 * The request search as it lives in the URL
 * (/page/requests?dep=…&prov=…&ubigeo=…&op=…&type=…&pmin=…&pmax=…&amin=…&amax=…), so a search can be shared, reloaded
 * and navigated back to. 0 / '' mean "no filter", as in the API.
 */
export interface RequestSearchState {
  /** Department name as the ubigeo lists spell it. */
  dep: string;
  /** Province name. */
  prov: string;
  /** Most specific ubigeo code chosen: district (DDPPDD), province (DDPP00) or department (DD0000). */
  ubigeo: number;
  op: number;
  type: number;
  pmin: number;
  pmax: number;
  amin: number;
  amax: number;
}

export const EMPTY_SEARCH: RequestSearchState = {
  dep: '',
  prov: '',
  ubigeo: 0,
  op: 0,
  type: 0,
  pmin: 0,
  pmax: 0,
  amin: 0,
  amax: 0,
};

const MAX_NAME = 80;
const MAX_AMOUNT = 1_000_000_000;

function readName(raw: string | null): string {
  const v = (raw ?? '').trim();
  return v.length > 0 && v.length <= MAX_NAME ? v : '';
}

/** A non-negative finite number or 0: anything else in the URL is ignored, never thrown. */
function readAmount(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 0;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : 0;
}

function readId(raw: string | null): number {
  const n = readAmount(raw);
  return Number.isInteger(n) ? n : 0;
}

function readUbigeo(raw: string | null): number {
  const n = readId(raw);
  return n >= 10000 && n <= 999999 ? n : 0;
}

/** Parse defensively: every bad or inconsistent value is dropped on its own. */
export function parseSearchParams(params: URLSearchParams): RequestSearchState {
  const dep = readName(params.get('dep'));
  const prov = dep ? readName(params.get('prov')) : '';
  const op = readId(params.get('op'));
  const validOp = op === PROCESS_RENT || op === PROCESS_BUY ? op : 0;
  let pmin = validOp ? readAmount(params.get('pmin')) : 0;
  let pmax = validOp ? readAmount(params.get('pmax')) : 0;
  if (pmax && pmin > pmax) [pmin, pmax] = [0, 0];
  let amin = readAmount(params.get('amin'));
  let amax = readAmount(params.get('amax'));
  if (amax && amin > amax) [amin, amax] = [0, 0];
  return {
    dep,
    prov,
    ubigeo: readUbigeo(params.get('ubigeo')),
    op: validOp,
    type: readId(params.get('type')),
    pmin,
    pmax,
    amin,
    amax,
  };
}

/** Only the filters in use go into the URL, in a stable order. */
export function toSearchParams(state: RequestSearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.dep) out.set('dep', state.dep);
  if (state.dep && state.prov) out.set('prov', state.prov);
  if (state.ubigeo) out.set('ubigeo', String(state.ubigeo));
  if (state.op) out.set('op', String(state.op));
  if (state.type) out.set('type', String(state.type));
  if (state.op && state.pmin) out.set('pmin', String(state.pmin));
  if (state.op && state.pmax) out.set('pmax', String(state.pmax));
  if (state.amin) out.set('amin', String(state.amin));
  if (state.amax) out.set('amax', String(state.amax));
  return out;
}

/** The API filter (docs/product/entities.md) for a search state. */
export function toFilter(state: RequestSearchState): SearchFields {
  return {
    ...EMPTY_FILTER,
    ubigeoId: state.ubigeo,
    tprocessId: state.op,
    tpropertyId: state.type,
    priceMin: state.op ? state.pmin : 0,
    priceMax: state.op ? state.pmax : 0,
    areaMin: state.amin,
    areaMax: state.amax,
  };
}
