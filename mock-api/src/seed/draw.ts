import { PROCESS_BUY, PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import type { StoredHouseRequest } from '../db/schema';
import { BUDGET_BOUNDS, TYPE } from './options';
import { PLACES, placeById, placeTypes, type Place } from './places';
import { roundTo, type Random } from './prng';
import { requestDescription, requestTitle } from './texts';

// How the seed draws a request or a property: place, operation, type, rooms, area and a fair budget.
// Shared by the scripted world (generate.ts) and the demand cohort (demand-cohort.ts).

const AREA: Record<number, [number, number]> = {
  [TYPE.departamento]: [45, 160],
  [TYPE.casa]: [120, 350],
  [TYPE.terreno]: [150, 800],
  [TYPE.oficina]: [30, 220],
  [TYPE.local]: [40, 250],
  [TYPE.playa]: [90, 260],
  [TYPE.habitacion]: [12, 25],
};
/** Rough US$ per m2 in a tier-1 district: monthly rent and sale price. */
const RENT_PER_M2: Record<number, number> = { 1: 9, 2: 13, 3: 2, 4: 16, 5: 18, 6: 14, 7: 20 };
const SALE_PER_M2: Record<number, number> = { 1: 1500, 2: 2000, 3: 700, 4: 2200, 5: 2300, 6: 1600, 7: 1800 };
export const HAS_ROOMS = new Set<number>([TYPE.casa, TYPE.departamento, TYPE.playa]);

export interface Preference {
  places?: number[];
  region?: Place['region'];
  types?: number[];
  process?: ProcessId;
}
type Weighted<T> = readonly (readonly [T, number])[];
const BY_WEIGHT: Weighted<Place> = PLACES.map((p) => [p, p.weight] as const);
const regionWeights = new Map<Place['region'], Weighted<Place>>();
/** The places of a region with their weights, built once per region (the draw runs per request). */
const inRegion = (region: Place['region']): Weighted<Place> => {
  let list = regionWeights.get(region);
  if (!list) regionWeights.set(region, (list = BY_WEIGHT.filter(([p]) => p.region === region)));
  return list;
};

export function choosePlace(rnd: Random, pref: Preference | undefined): Place {
  if (pref && rnd.chance(0.7)) {
    if (pref.places) return placeById(rnd.pick(pref.places));
    if (pref.region) return rnd.weighted(inRegion(pref.region));
  }
  return rnd.weighted(BY_WEIGHT);
}

export function chooseProcess(rnd: Random, pref: Preference | undefined): ProcessId {
  if (pref?.process && rnd.chance(0.8)) return pref.process;
  return rnd.chance(0.55) ? PROCESS_RENT : PROCESS_BUY;
}

const TYPE_WEIGHTS: Readonly<Record<number, number>> = { 1: 3, 2: 6, 3: 1.5, 4: 1.5, 5: 1.5, 6: 4, 7: 1 };

/** The types a place offers for an operation, with their weights: built once per place and operation. */
const typeChoices = new WeakMap<Place, Map<ProcessId, Weighted<number>>>();
function typesFor(place: Place, process: ProcessId): Weighted<number> {
  let byProcess = typeChoices.get(place);
  if (!byProcess) typeChoices.set(place, (byProcess = new Map()));
  let list = byProcess.get(process);
  if (!list) {
    const allowed = placeTypes(place).filter(
      (t) => !(process === PROCESS_RENT && t === TYPE.terreno) && !(process === PROCESS_BUY && t === TYPE.habitacion),
    );
    byProcess.set(process, (list = allowed.map((t) => [t, TYPE_WEIGHTS[t] ?? 1] as const)));
  }
  return list;
}

export function chooseType(rnd: Random, place: Place, process: ProcessId, pref: Preference | undefined): number {
  const allowed = typesFor(place, process);
  const preferred = pref?.types?.filter((t) => allowed.some(([a]) => a === t)) ?? [];
  if (preferred.length && rnd.chance(0.75)) return rnd.pick(preferred);
  return rnd.weighted(allowed);
}

export function roomsFor(rnd: Random, type: number) {
  if (!HAS_ROOMS.has(type))
    return { bedrooms: 1, bathrooms: type === TYPE.habitacion ? 1 : rnd.int(1, 2), parking: rnd.int(1, 2) };
  const bedrooms =
    type === TYPE.casa
      ? rnd.int(2, 5)
      : type === TYPE.playa
        ? rnd.int(2, 4)
        : rnd.weighted([
            [1, 2],
            [2, 5],
            [3, 3],
          ] as const);
  return { bedrooms, bathrooms: Math.max(1, Math.min(bedrooms, rnd.int(1, 3))), parking: rnd.int(1, 2) };
}

export function areaFor(rnd: Random, type: number): number {
  const [min, max] = AREA[type]!;
  return Math.max(min, roundTo(rnd.int(min, max), 5));
}

/** Fair price (US$) of `area` m2 of that type in that place, for that operation. */
export function fairPrice(type: number, process: ProcessId, place: Place, area: number): number {
  const perM2 = process === PROCESS_RENT ? RENT_PER_M2[type]! : SALE_PER_M2[type]!;
  return area * perM2 * place.tier;
}

export const stepOf = (process: ProcessId) => (process === PROCESS_RENT ? 50 : 1000);
export const clampBudget = (value: number, process: ProcessId) =>
  Math.min(BUDGET_BOUNDS[process].max, Math.max(BUDGET_BOUNDS[process].min, value));

export function budgetFor(rnd: Random, center: number, process: ProcessId): { costInit: number; costEnd: number } {
  const step = stepOf(process);
  const costInit = clampBudget(roundTo(center * (0.75 + rnd.next() * 0.15), step), process);
  let costEnd = clampBudget(roundTo(center * (1.1 + rnd.next() * 0.2), step), process);
  if (costEnd <= costInit) costEnd = Math.min(BUDGET_BOUNDS[process].max, costInit + step * 4);
  return { costInit, costEnd };
}

export type RequestDraft = Omit<
  StoredHouseRequest,
  'houseRequestId' | 'createdAt' | 'updatedAt' | 'state' | 'lastActiveAt' | 'indexable'
>;

/**
 * A seeker's request for a drawn place, operation and type: rooms, area, a budget around the fair price
 * (× `spread[0]` … `spread[0] + spread[1]`), texts and yes/no answers, drawn in this order.
 */
export function drawRequest(
  rnd: Random,
  place: Place,
  process: ProcessId,
  type: number,
  spread: [number, number],
  userCode: number,
): RequestDraft {
  const rooms = roomsFor(rnd, type);
  const area = areaFor(rnd, type);
  const budget = budgetFor(rnd, fairPrice(type, process, place, area) * (spread[0] + rnd.next() * spread[1]), process);
  return {
    title: requestTitle(rnd, type, process, place.label, rooms.bedrooms, area),
    description: requestDescription(rnd, type, process),
    referenceAddress: rnd.pick(place.landmarks),
    totalArea: 0,
    coveredArea: area,
    ubigeoId: place.ubigeoId,
    yearConstruction: rnd.chance(0.4) ? 0 : rnd.int(1, 4),
    numberBedrooms: rooms.bedrooms,
    numberBathrooms: rooms.bathrooms,
    numberParkinglot: rooms.parking,
    tpropertyId: type,
    tprocessId: process,
    ...budget,
    numberCommonArea: rnd.chance(0.5) ? 1 : 0,
    numberServicesAreas: rnd.chance(0.4) ? 1 : 0,
    isTerraza: rnd.chance(0.3) ? '1' : '0',
    userCode,
    status: 1,
  };
}
