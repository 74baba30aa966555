/**
 * The bodies the suite publishes, built from what the backend itself listed (its districts, operations,
 * property types), so they are valid against any backend seeded differently. A's request and B's
 * property fit each other, and B's request fits A's property: the matches and offers have something to show.
 */
import { DAY_MS, todayInPeru } from '@lotengo/shared/contracts';
import { codeOf, fact, type Place } from './facts';
import type { MemberKey, World } from '../types';

export const PRICE = 1500;
export const BUDGET = { costInit: 800, costEnd: 2000 };

export function propertyBody(w: World, who: MemberKey, over: Record<string, unknown> = {}) {
  const place = fact<Place>(w, 'place');
  return {
    title: `Departamento de prueba de conformidad ${who.toUpperCase()}`,
    address: 'Av. Conformidad 123',
    ubigeoId: place.ubigeoId,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    price: PRICE,
    tprocessId: fact<number>(w, 'process'),
    tpropertyId: fact<number>(w, 'tpropertyId'),
    declarationProperties: 1,
    userCode: codeOf(w, who),
    characteristics: (w.facts.characteristics as number[] | undefined) ?? [],
    multimedias: [],
    typeOwner: 'Propietario',
    ...over,
  };
}

export function requestBody(w: World, who: MemberKey, over: Record<string, unknown> = {}) {
  const place = fact<Place>(w, 'place');
  return {
    title: `Busco departamento (conformidad ${who.toUpperCase()})`,
    referenceAddress: 'Cerca del parque',
    ubigeoId: place.ubigeoId,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId: fact<number>(w, 'tpropertyId'),
    tprocessId: fact<number>(w, 'process'),
    ...BUDGET,
    numberCommonArea: 1,
    numberServicesAreas: 0,
    isTerraza: '0',
    userCode: codeOf(w, who),
    ...over,
  };
}

/** A day `days` ahead, in Peru (where the product's days are). */
export const inDays = (days: number) => todayInPeru(new Date(Date.now() + days * DAY_MS));

/** A real 1×1 PNG (a backend may read the bytes, not only the type). */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
      '0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  ),
);
