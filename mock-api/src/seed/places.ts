import { TYPE } from './options';
import { PLACES_BEYOND_LIMA } from './places-beyond-lima';
import { LIMA_PLACES } from './places-lima';

/**
 * Where the demo world happens: Lima's residential districts and a few regional capitals. Each place
 * has a price tier (1 = a mid-range Lima district), landmarks people use as "reference address" and
 * streets for property addresses. Codes are INEI ubigeos (checked against the package by the seed test).
 */
export interface Place {
  ubigeoId: number;
  label: string;
  tier: number;
  weight: number;
  region: 'lima' | 'sur' | 'norte' | 'playa';
  landmarks: string[];
  streets: string[];
  /** Property types that make sense there (default: everything but beach houses). */
  types?: number[];
}

const CITY_TYPES = [TYPE.casa, TYPE.departamento, TYPE.terreno, TYPE.oficina, TYPE.local, TYPE.habitacion];

export const PLACES: Place[] = [...LIMA_PLACES, ...PLACES_BEYOND_LIMA];

export const placeTypes = (place: Place): number[] => place.types ?? CITY_TYPES;

export const placeById = (id: number): Place => {
  const place = PLACES.find((p) => p.ubigeoId === id);
  if (!place) throw new Error(`Lugar ${id} no está en la lista de la semilla`);
  return place;
};
