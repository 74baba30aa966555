import { DAY_MS, EMPTY_FILTER, PROCESS_BUY, PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import {
  DEMAND_BEDROOMS_MAX,
  DEMAND_MIN_COUNT,
  DEMAND_WEEKS,
  FEW,
  PERCENTILE_STEP,
  type DemandCount,
  type DemandPlace,
  type DemandSummary,
  type PropertyDemand,
  type Quartiles,
  type Supply,
} from '@lotengo/shared/contracts/demand';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { type Catalog, ubigeoContains, ubigeoLevel } from './catalog';
import { type Filter, propertyMatchesFilter, requestMatchesFilter } from './filters';
import { EXACT, NEAR, classifyMatch } from './matching';
import { isRequestLive } from './request-lifecycle';

/** Figures of money are rounded to this (dollars): no figure reads back as one person's exact budget. */
export const MONEY_ROUNDING: Record<ProcessId, number> = { [PROCESS_RENT]: 10, [PROCESS_BUY]: 1000 };
/** A histogram has about this many bins (its step is the next "nice" number: 1, 2, 2.5 or 5 × 10^k). */
const TARGET_BINS = 8;

/** The exact count from DEMAND_MIN_COUNT up, FEW below (0 included). */
export const bucket = (n: number): DemandCount => (n >= DEMAND_MIN_COUNT ? n : FEW);

/** Down to the nearest PERCENTILE_STEP: "por encima del 80 %" stays true. */
const percentStep = (part: number, whole: number) =>
  Math.floor(((part / whole) * 100) / PERCENTILE_STEP) * PERCENTILE_STEP;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Linear interpolation between closest ranks (numpy's default) of an ascending list. */
export function quantile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo]!;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)]!;
  return a + (h - lo) * (b - a);
}

export function quartiles(sorted: readonly number[], step: number): Quartiles {
  return {
    q1: roundTo(quantile(sorted, 0.25), step),
    median: roundTo(quantile(sorted, 0.5), step),
    q3: roundTo(quantile(sorted, 0.75), step),
  };
}

/** Smallest of 1, 2, 2.5, 5 × 10^k that is at least `raw` (and at least `floor`). */
export function niceStep(raw: number, floor: number): number {
  const target = Math.max(raw, floor);
  const pow = 10 ** Math.floor(Math.log10(target));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= target) return m * pow;
  return 10 * pow;
}

/** What the request search answers for this place, operation and type: active requests only, the same filter function.
 */
export function activeRequests(
  requests: readonly StoredHouseRequest[],
  f: Pick<Filter, 'ubigeoId' | 'tprocessId' | 'tpropertyId'>,
): StoredHouseRequest[] {
  const filter: Filter = { ...EMPTY_FILTER, ...f };
  return requests.filter((r) => isRequestLive(r) && requestMatchesFilter(r, filter));
}

export function placeOf(ubigeoId: number, catalog: Catalog): DemandPlace {
  if (!ubigeoId) return { ubigeoId: 0, level: 'country', department: '', province: '', district: '' };
  const u = catalog.ubigeo(ubigeoId);
  const level = ubigeoLevel(ubigeoId);
  return {
    ubigeoId,
    level,
    department: u?.department ?? '',
    province: level === 'department' ? '' : (u?.province ?? ''),
    district: level === 'district' ? (u?.district ?? '') : '',
  };
}

function budgetFigures(matched: readonly StoredHouseRequest[], process: ProcessId): DemandSummary['budget'] {
  if (matched.length < DEMAND_MIN_COUNT) return null;
  const values = matched.map((r) => r.costEnd).sort((a, b) => a - b);
  const rounding = MONEY_ROUNDING[process];
  const min = values[0]!;
  const max = values[values.length - 1]!;
  const step = niceStep((max - min) / TARGET_BINS, rounding * 5);
  const from = Math.floor(min / step) * step;
  const counts = new Array<number>(Math.floor((max - from) / step) + 1).fill(0);
  for (const v of values) counts[Math.floor((v - from) / step)]!++;
  return {
    step,
    bins: counts.map((n, i) => ({ from: from + i * step, to: from + (i + 1) * step, count: bucket(n) })),
    quartiles: quartiles(values, rounding),
  };
}

function weeklyCounts(matched: readonly StoredHouseRequest[], now: number): DemandSummary['weeks'] {
  const week = 7 * DAY_MS;
  const first = now - DEMAND_WEEKS * week;
  const counts = new Array<number>(DEMAND_WEEKS).fill(0);
  for (const r of matched) {
    const at = Date.parse(r.createdAt);
    if (at >= first && at < now) counts[Math.floor((at - first) / week)]!++;
  }
  return counts.map((n, i) => ({ start: new Date(first + i * week).toISOString().slice(0, 10), count: bucket(n) }));
}

function districtRanking(
  matched: readonly StoredHouseRequest[],
  catalog: Catalog,
): NonNullable<DemandSummary['districts']> {
  const byDistrict = new Map<number, number>();
  for (const r of matched) byDistrict.set(r.ubigeoId, (byDistrict.get(r.ubigeoId) ?? 0) + 1);
  const ranked: NonNullable<DemandSummary['districts']>['ranked'] = [];
  let others = 0;
  for (const [ubigeoId, n] of byDistrict) {
    const u = catalog.ubigeo(ubigeoId);
    if (n < DEMAND_MIN_COUNT || !u) others += n;
    else ranked.push({ ubigeoId, department: u.department, province: u.province, district: u.district, count: n });
  }
  ranked.sort((a, b) => b.count - a.count || a.district.localeCompare(b.district, 'es'));
  return { ranked, others: bucket(others) };
}

/** The "Demanda" page's figures for a place (0 = all Peru), operation and type (0 = any). */
export function demandSummary(
  requests: readonly StoredHouseRequest[],
  f: Pick<Filter, 'ubigeoId' | 'tprocessId' | 'tpropertyId'>,
  catalog: Catalog,
  now: number,
): DemandSummary {
  const matched = activeRequests(requests, f);
  const bedrooms = new Array<number>(DEMAND_BEDROOMS_MAX).fill(0);
  const types = new Map<number, number>();
  for (const r of matched) {
    bedrooms[Math.min(Math.max(r.numberBedrooms, 1), DEMAND_BEDROOMS_MAX) - 1]!++;
    types.set(r.tpropertyId, (types.get(r.tpropertyId) ?? 0) + 1);
  }
  const place = placeOf(f.ubigeoId, catalog);
  const process = f.tprocessId === PROCESS_RENT || f.tprocessId === PROCESS_BUY ? f.tprocessId : null;
  return {
    place,
    tprocessId: f.tprocessId,
    tpropertyId: f.tpropertyId,
    total: bucket(matched.length),
    weeks: weeklyCounts(matched, now),
    budget: process ? budgetFigures(matched, process) : null,
    bedrooms: bedrooms.map((n, i) => ({ bedrooms: i + 1, count: bucket(n) })),
    types: catalog.propertyTypeList().map((t) => ({ ...t, count: bucket(types.get(t.tpropertyId) ?? 0) })),
    districts: place.level === 'district' ? null : districtRanking(matched, catalog),
  };
}

/** The publish form's panel: requests for this operation and type in this district, and where `price` sits among their
 * budgets. */
export function propertyDemand(
  requests: readonly StoredHouseRequest[],
  q: { ubigeoId: number; tprocessId: ProcessId; tpropertyId: number; price: number },
  catalog: Catalog,
): PropertyDemand {
  const matched = activeRequests(requests, q);
  const n = matched.length;
  const enough = n >= DEMAND_MIN_COUNT;
  const budgets = matched.map((r) => r.costEnd).sort((a, b) => a - b);
  const price = q.price > 0 ? q.price : null;
  return {
    place: placeOf(q.ubigeoId, catalog),
    total: bucket(n),
    fitting: price === null ? null : bucket(matched.filter((r) => r.costInit <= price && price <= r.costEnd).length),
    medianBudget: enough ? roundTo(quantile(budgets, 0.5), MONEY_ROUNDING[q.tprocessId]) : null,
    priceAbovePercent: enough && price !== null ? percentStep(budgets.filter((b) => b < price).length, n) : null,
  };
}

/**
 * The request form's panel: other people's published properties for this operation and type in this
 * district, how many the matching rules call a match for a request like this one (classifyMatch itself,
 * on the request being written), and where its budget sits among their prices.
 */
export function supply(
  properties: readonly StoredProperty[],
  draft: Pick<
    StoredHouseRequest,
    | 'ubigeoId'
    | 'tprocessId'
    | 'tpropertyId'
    | 'costInit'
    | 'costEnd'
    | 'numberBedrooms'
    | 'numberBathrooms'
    | 'numberParkinglot'
    | 'coveredArea'
  >,
  viewer: number | null,
  catalog: Catalog,
): Supply {
  const filter: Filter = {
    ...EMPTY_FILTER,
    ubigeoId: draft.ubigeoId,
    tprocessId: draft.tprocessId,
    tpropertyId: draft.tpropertyId,
  };
  const there = properties.filter(
    (p) =>
      p.status === 1 &&
      p.userCode !== viewer &&
      ubigeoContains(draft.ubigeoId, p.ubigeoId) &&
      propertyMatchesFilter(p, filter),
  );
  const prices = there.map((p) => p.price).sort((a, b) => a - b);
  const hasBudget = draft.costEnd > 0;
  // As a stored request: never the viewer's own (classifyMatch skips same-owner pairs), active.
  const asRequest = { ...draft, userCode: viewer ?? -1, status: 1, state: 'active' } as StoredHouseRequest;
  let fitting = 0;
  let near = 0;
  if (hasBudget) {
    for (const p of there) {
      const c = classifyMatch(p, asRequest);
      if (c === EXACT) fitting++;
      else if (c === NEAR) near++;
    }
  }
  return {
    place: placeOf(draft.ubigeoId, catalog),
    published: there.length,
    fitting: hasBudget ? fitting : null,
    near: hasBudget ? near : null,
    budgetAbovePercent:
      hasBudget && prices.length ? percentStep(prices.filter((x) => x <= draft.costEnd).length, prices.length) : null,
    medianPrice: prices.length ? roundTo(quantile(prices, 0.5), MONEY_ROUNDING[draft.tprocessId]) : null,
  };
}
