// The seed's properties: the scripted ones built to fit the demo requests, and random ones (40 % built to answer a
// "hot" request).
import { PROCESS_BUY, PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { areaFor, choosePlace, chooseType, clampBudget, fairPrice, HAS_ROOMS, roomsFor } from './draw';
import { HOUR, iso, OWNER_WEIGHTS, PREFERENCES, type SeedContext } from './generate-context';
import type { SeededRequests } from './generate-requests';
import { CHARACTERISTICS, TYPE } from './options';
import { placeById, type Place } from './places';
import { roundTo } from './prng';
import { photoPath, PHOTOS_PER_KIND, type PhotoKind } from './svg';
import { propertyDescription, propertyTitle } from './texts';

const PHOTO_KIND: Record<number, PhotoKind> = {
  1: 'casa',
  2: 'edificio',
  3: 'terreno',
  4: 'oficina',
  5: 'oficina',
  6: 'casa',
  7: 'edificio',
};

export interface SeededProperties {
  properties: StoredProperty[];
  totalProperties: number;
  /** A scripted property by its tag. */
  prop: (tag: string) => StoredProperty;
  /** The request each property was built to answer (random ones only). */
  targets: Map<number, StoredHouseRequest>;
}

export function generateProperties(
  { rnd, ref, code }: SeedContext,
  { houseRequests, randomCount, tagged }: SeededRequests,
  propertiesOption: number | undefined,
  defaultProperties: number,
): SeededProperties {
  type PropertyDraft = Omit<StoredProperty, 'propertyId'> & { tag?: string };
  const ownerType = (who: number) =>
    who === code('sofia')
      ? { typeOwner: 'Inmobiliaria', agencyName: 'Inmobiliaria Pacífico' }
      : who === code('renzo')
        ? { typeOwner: 'Corredor' }
        : { typeOwner: 'Propietario' };

  function makeProperty(
    who: number,
    place: Place,
    process: ProcessId,
    type: number,
    rooms: { bedrooms: number; bathrooms: number; parking: number },
    area: number,
    price: number,
    createdAtMs: number,
    photos = rnd.chance(0.75),
  ): PropertyDraft {
    const street = rnd.pick(place.streets);
    const number = rnd.int(1, 19) * 100 + rnd.int(0, 99);
    const address =
      type === TYPE.departamento || type === TYPE.oficina
        ? `${street} ${number}, ${type === TYPE.oficina ? 'of.' : 'dpto.'} ${rnd.int(1, 15)}0${rnd.int(1, 4)}`
        : `${street} ${number}`;
    const kind = PHOTO_KIND[type]!;
    const multimedias = photos
      ? rnd
          .sample(
            Array.from({ length: PHOTOS_PER_KIND }, (_, k) => k + 1),
            rnd.int(1, 3),
          )
          .map((n) => ({ name: `${kind}-${n}.svg`, tipo: 'image/svg+xml', fileUrl: photoPath(kind, n) }))
      : [];
    return {
      title: propertyTitle(rnd, type, process, place.label, rooms.bedrooms, area),
      description: propertyDescription(rnd, type),
      address,
      ubigeoId: place.ubigeoId,
      numberBedrooms: rooms.bedrooms,
      numberBathrooms: rooms.bathrooms,
      numberParkinglot: rooms.parking,
      price,
      tprocessId: process,
      tpropertyId: type,
      declarationProperties: 1,
      userCode: who,
      status: 1,
      characteristics: rnd
        .sample(
          CHARACTERISTICS.map((c) => c.characteristicId),
          rnd.int(0, 4),
        )
        .sort((a, b) => a - b),
      multimedias,
      ...ownerType(who),
      createdAt: iso(createdAtMs),
    };
  }

  /** A property built to fit a request (same place, type, operation; price inside the budget). */
  function fittingProperty(r: StoredHouseRequest, who: number, price?: number, photos?: boolean): PropertyDraft {
    const step = r.tprocessId === PROCESS_RENT ? 10 : 500;
    const inBudget =
      price ??
      Math.min(r.costEnd, Math.max(r.costInit, roundTo(r.costInit + rnd.next() * (r.costEnd - r.costInit), step)));
    const rooms = {
      bedrooms: Math.min(10, r.numberBedrooms + (HAS_ROOMS.has(r.tpropertyId) ? rnd.int(0, 1) : 0)),
      bathrooms: Math.min(10, r.numberBathrooms + rnd.int(0, 1)),
      parking: r.numberParkinglot,
    };
    const createdAt = Math.min(ref - HOUR, Date.parse(r.createdAt) + rnd.int(1, 72) * HOUR);
    return makeProperty(
      who,
      placeById(r.ubigeoId),
      r.tprocessId,
      r.tpropertyId,
      rooms,
      Math.max(r.coveredArea, areaFor(rnd, r.tpropertyId)),
      inBudget,
      createdAt,
      photos,
    );
  }

  const scriptedProperties: PropertyDraft[] = [
    { ...fittingProperty(tagged('diego-miraflores'), code('lucia'), 1500, true), tag: 'lucia-miraflores' },
    { ...fittingProperty(tagged('diego-san-isidro'), code('lucia'), 1900, true), tag: 'lucia-san-isidro' },
    { ...fittingProperty(tagged('diego-surco'), code('lucia'), 235000, true), tag: 'lucia-surco' },
    { ...fittingProperty(tagged('diego-barranco'), code('renzo'), 1100, true), tag: 'renzo-barranco' },
    { ...fittingProperty(tagged('diego-barranco'), code('carlos'), 1250, false), tag: 'carlos-barranco' },
    { ...fittingProperty(tagged('mariana-playa'), code('sofia'), 240000, true), tag: 'sofia-playa' },
    { ...fittingProperty(tagged('lucia-oficina'), code('carlos'), 1400, true), tag: 'carlos-oficina' },
  ];

  const totalProperties = Math.max(propertiesOption ?? defaultProperties, scriptedProperties.length);
  const randomRequests = houseRequests.slice(0, randomCount);
  // A few "hot" requests get several offers, so the popular list means something.
  const hot = rnd.sample(randomRequests.slice(-40), Math.min(12, randomRequests.length));
  const propertyDrafts: (PropertyDraft & { target?: StoredHouseRequest })[] = [];
  const randomPropertyCount = totalProperties - scriptedProperties.length;
  for (let i = 0; i < randomPropertyCount; i++) {
    const fits = hot.length > 0 && i % 5 < 2; // 40 %: built to answer a request
    if (fits) {
      const target = rnd.pick(hot);
      const owners = OWNER_WEIGHTS.filter(([k]) => code(k) !== target.userCode);
      propertyDrafts.push({ ...fittingProperty(target, code(rnd.weighted(owners))), target });
      continue;
    }
    const who = rnd.weighted(OWNER_WEIGHTS);
    const pref = PREFERENCES[who];
    const place = choosePlace(rnd, pref && { places: pref.places, region: pref.region });
    const process = rnd.chance(0.5) ? PROCESS_RENT : PROCESS_BUY;
    const type = chooseType(rnd, place, process, undefined);
    const area = areaFor(rnd, type);
    const price = clampBudget(
      roundTo(fairPrice(type, process, place, area) * (0.9 + rnd.next() * 0.2), process === PROCESS_RENT ? 10 : 500),
      process,
    );
    propertyDrafts.push(
      makeProperty(
        code(who),
        place,
        process,
        type,
        roomsFor(rnd, type),
        area,
        price,
        ref - rnd.int(24, 150 * 24) * HOUR,
      ),
    );
  }
  propertyDrafts.push(...scriptedProperties);
  // Ids follow creation time, as they would in a live system (newest = highest id).
  propertyDrafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const propertyTags = new Map<string, StoredProperty>();
  const targets = new Map<number, StoredHouseRequest>();
  const properties: StoredProperty[] = propertyDrafts.map((d, i) => {
    const { tag, target, ...fields } = d as PropertyDraft & { target?: StoredHouseRequest };
    const p: StoredProperty = { propertyId: i + 1, ...fields };
    if (tag) propertyTags.set(tag, p);
    if (target) targets.set(p.propertyId, target);
    return p;
  });
  const prop = (tag: string) => propertyTags.get(tag)!;
  return { properties, totalProperties, prop, targets };
}
