import { PROCESS_BUY, PROCESS_RENT, TIME_SLOTS, type ProcessId, type VisitType } from '@lotengo/shared/contracts';
import type { DbState, StoredHouseRequest, StoredHour, StoredInboxEntry, StoredProperty, StoredUser, StoredVisit } from '../db/schema';
import { propertyFitsRequest } from '../domain/matching';
import { areaFor, chooseProcess, choosePlace, chooseType, clampBudget, drawRequest, fairPrice, HAS_ROOMS, roomsFor, type Preference, type RequestDraft } from './draw';
import { demandCohort } from './demand-cohort';
import { demoUser, registeredDemoUsers, type DemoUserKey } from './demo-users';
import { CHARACTERISTICS, CONFIG_PARAMETERS, IMAGE_PROFILES, TYPE, TYPE_PROCESSES, TYPE_PROPERTIES } from './options';
import { placeById, type Place } from './places';
import { createRandom, roundTo } from './prng';
import { avatarPath, photoPath, PHOTOS_PER_KIND, type PhotoKind } from './svg';
import { propertyDescription, propertyTitle, requestDescription } from './texts';
import { buildUbigeos } from './ubigeo';

export const DEFAULT_REQUESTS = 72;
export const DEFAULT_PROPERTIES = 48;
export const MAX_REQUESTS = 200_000;

export interface SeedOptions {
  /** Total house requests (≥ the scripted demo ones). */
  requests?: number;
  /** Total properties (≥ the scripted demo ones). */
  properties?: number;
  /** Reference day YYYY-MM-DD (default: today, UTC). Dates are relative to it; same options → same db. */
  date?: string;
}

const PHOTO_KIND: Record<number, PhotoKind> = { 1: 'casa', 2: 'edificio', 3: 'terreno', 4: 'oficina', 5: 'oficina', 6: 'casa', 7: 'edificio' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const PREFERENCES: Partial<Record<DemoUserKey, Preference>> = {
  diego: { types: [TYPE.departamento] },
  camila: { types: [TYPE.casa], process: PROCESS_BUY, places: [150114, 150140, 150130] },
  jorge: { region: 'sur' },
  valeria: { types: [TYPE.oficina, TYPE.local], process: PROCESS_RENT },
  andrea: { places: [150104, 150108, 150122], process: PROCESS_RENT },
  miguel: { region: 'norte' },
  rosa: { places: [150113, 150121, 150120], types: [TYPE.departamento] },
  mariana: { region: 'playa' },
  lucia: { places: [150122, 150131, 150140] },
  carlos: { region: 'lima' },
};

const SEEKER_WEIGHTS: [DemoUserKey, number][] = [
  ['diego', 3], ['camila', 3], ['valeria', 2], ['andrea', 3], ['rosa', 3], ['miguel', 2], ['mariana', 1],
  ['lucia', 1], ['jorge', 1], ['renzo', 0.5], ['carlos', 1], ['sofia', 0.3],
];
const OWNER_WEIGHTS: [DemoUserKey, number][] = [
  ['lucia', 10], ['renzo', 8], ['carlos', 7], ['jorge', 6], ['sofia', 8], ['miguel', 4],
  ['diego', 0.5], ['camila', 0.5], ['valeria', 0.5], ['andrea', 0.5], ['rosa', 0.5], ['mariana', 0.5],
];

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Builds the whole demo world. Pure: the same options give the same db, byte for byte. */
export function generateSeed(options: SeedOptions = {}): DbState {
  const date = options.date ?? todayUtc();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`Fecha de semilla no válida: ${date}`);
  // Midnight UTC of the reference day: everything seeded happened before it, availability comes after.
  const ref = Date.parse(`${date}T00:00:00.000Z`);
  const rnd = createRandom(20260521);

  const users: StoredUser[] = registeredDemoUsers.map((u, i) => ({
    userCode: u.userCode,
    userFirebaseId: u.uid,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    avatarUrl: avatarPath(u.avatar),
    status: 1,
    createdAt: iso(ref - (240 - i * 7) * DAY),
  }));
  const code = (key: DemoUserKey) => demoUser[key].userCode;

  // ---- house requests -------------------------------------------------------------------------
  const scriptedRequests: (RequestDraft & { tag: string })[] = [
    draftRequest('diego-miraflores', 'diego', 150122, PROCESS_RENT, TYPE.departamento, 2, 2, 1, 85, 1200, 1800, 'Busco departamento de 2 dormitorios en Miraflores', 'Cerca al Parque Kennedy'),
    draftRequest('diego-san-isidro', 'diego', 150131, PROCESS_RENT, TYPE.departamento, 2, 1, 1, 75, 1500, 2200, 'Pareja joven busca departamento en alquiler en San Isidro', 'Cerca al Parque El Olivar'),
    draftRequest('diego-surco', 'diego', 150140, PROCESS_BUY, TYPE.departamento, 3, 2, 1, 110, 180000, 250000, 'Quiero comprar departamento de 3 dormitorios en Surco', 'Zona de Chacarilla'),
    draftRequest('diego-barranco', 'diego', 150104, PROCESS_RENT, TYPE.departamento, 1, 1, 1, 55, 900, 1300, 'Busco departamento de 1 dormitorio en Barranco', 'Cerca del Puente de los Suspiros'),
    draftRequest('mariana-playa', 'mariana', 150126, PROCESS_BUY, TYPE.playa, 3, 2, 1, 140, 150000, 300000, 'Compro casa de playa en Punta Hermosa', 'Frente a la playa Señoritas'),
    draftRequest('lucia-oficina', 'lucia', 150131, PROCESS_RENT, TYPE.oficina, 1, 1, 1, 60, 900, 1600, 'Busco oficina de 60 m² en San Isidro', 'Zona del Centro Financiero'),
  ];

  function draftRequest(tag: string, who: DemoUserKey, ubigeoId: number, tprocessId: ProcessId, tpropertyId: number, numberBedrooms: number, numberBathrooms: number, numberParkinglot: number, coveredArea: number, costInit: number, costEnd: number, title: string, referenceAddress: string) {
    return {
      tag, title, referenceAddress, ubigeoId, tprocessId, tpropertyId, numberBedrooms, numberBathrooms, numberParkinglot, coveredArea, costInit, costEnd,
      description: requestDescription(rnd, tpropertyId, tprocessId),
      totalArea: 0, yearConstruction: 2, numberCommonArea: 1 as const, numberServicesAreas: 0 as const, isTerraza: '0' as const,
      userCode: code(who), status: 1 as const,
    };
  }

  const totalRequests = Math.max(options.requests ?? DEFAULT_REQUESTS, scriptedRequests.length);
  const randomCount = totalRequests - scriptedRequests.length;
  const drafts: (RequestDraft & { tag?: string })[] = [];
  for (let i = 0; i < randomCount; i++) {
    const who = rnd.weighted(SEEKER_WEIGHTS);
    const pref = PREFERENCES[who];
    const place = choosePlace(rnd, pref);
    const process = chooseProcess(rnd, pref);
    const type = chooseType(rnd, place, process, pref);
    drafts.push(drawRequest(rnd, place, process, type, [0.85, 0.3], code(who)));
  }
  drafts.push(...scriptedRequests); // newest: the demo requests are on the first page
  const spacing = Math.max(60_000, Math.floor((120 * DAY) / totalRequests));
  const start = ref - (totalRequests + 1) * spacing;
  const requestTags = new Map<string, StoredHouseRequest>();
  const houseRequests: StoredHouseRequest[] = drafts.map((d, i) => {
    const createdMs = start + i * spacing;
    const createdAt = iso(createdMs);
    // Every seeded request is active and was touched in the last three weeks ("Activa hace N días"),
    // far from its expiry, so the demo journeys find them all.
    const lastActiveAt = iso(Math.max(createdMs, ref - ((i % 21) + 1) * DAY));
    const r = { houseRequestId: i + 1, ...d, state: 'active' as const, lastActiveAt, createdAt, updatedAt: createdAt };
    // Only the six scripted drafts carry a tag (a rest pattern on all 10,000 costs more than this).
    if (d.tag !== undefined) {
      requestTags.set(d.tag, r);
      delete r.tag;
    }
    return r as StoredHouseRequest;
  });
  const tagged = (tag: string) => requestTags.get(tag)!;

  // ---- properties -------------------------------------------------------------------------------
  type PropertyDraft = Omit<StoredProperty, 'propertyId'> & { tag?: string };
  const ownerType = (who: number) =>
    who === code('sofia') ? { typeOwner: 'Inmobiliaria', agencyName: 'Inmobiliaria Pacífico' } : who === code('renzo') ? { typeOwner: 'Corredor' } : { typeOwner: 'Propietario' };

  function makeProperty(who: number, place: Place, process: ProcessId, type: number, rooms: { bedrooms: number; bathrooms: number; parking: number }, area: number, price: number, createdAtMs: number, photos = rnd.chance(0.75)): PropertyDraft {
    const street = rnd.pick(place.streets);
    const number = rnd.int(1, 19) * 100 + rnd.int(0, 99);
    const address = type === TYPE.departamento || type === TYPE.oficina ? `${street} ${number}, ${type === TYPE.oficina ? 'of.' : 'dpto.'} ${rnd.int(1, 15)}0${rnd.int(1, 4)}` : `${street} ${number}`;
    const kind = PHOTO_KIND[type]!;
    const multimedias = photos
      ? rnd.sample(Array.from({ length: PHOTOS_PER_KIND }, (_, k) => k + 1), rnd.int(1, 3)).map((n) => ({ name: `${kind}-${n}.svg`, tipo: 'image/svg+xml', fileUrl: photoPath(kind, n) }))
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
      characteristics: rnd.sample(CHARACTERISTICS.map((c) => c.characteristicId), rnd.int(0, 4)).sort((a, b) => a - b),
      multimedias,
      ...ownerType(who),
      createdAt: iso(createdAtMs),
    };
  }

  /** A property built to fit a request (same place, type, operation; price inside the budget). */
  function fittingProperty(r: StoredHouseRequest, who: number, price?: number, photos?: boolean): PropertyDraft {
    const step = r.tprocessId === PROCESS_RENT ? 10 : 500;
    const inBudget = price ?? Math.min(r.costEnd, Math.max(r.costInit, roundTo(r.costInit + rnd.next() * (r.costEnd - r.costInit), step)));
    const rooms = { bedrooms: Math.min(10, r.numberBedrooms + (HAS_ROOMS.has(r.tpropertyId) ? rnd.int(0, 1) : 0)), bathrooms: Math.min(10, r.numberBathrooms + rnd.int(0, 1)), parking: r.numberParkinglot };
    const createdAt = Math.min(ref - HOUR, Date.parse(r.createdAt) + rnd.int(1, 72) * HOUR);
    return makeProperty(who, placeById(r.ubigeoId), r.tprocessId, r.tpropertyId, rooms, Math.max(r.coveredArea, areaFor(rnd, r.tpropertyId)), inBudget, createdAt, photos);
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

  const totalProperties = Math.max(options.properties ?? DEFAULT_PROPERTIES, scriptedProperties.length);
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
    const price = clampBudget(roundTo(fairPrice(type, process, place, area) * (0.9 + rnd.next() * 0.2), process === PROCESS_RENT ? 10 : 500), process);
    propertyDrafts.push(makeProperty(code(who), place, process, type, roomsFor(rnd, type), area, price, ref - rnd.int(24, 150 * 24) * HOUR));
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

  // ---- availability -----------------------------------------------------------------------------
  const hours: StoredHour[] = [];
  const upcomingDays: string[] = [];
  for (let d = 1; upcomingDays.length < 12; d++) {
    const day = new Date(ref + d * DAY);
    if (day.getUTCDay() !== 0) upcomingDays.push(day.toISOString().slice(0, 10));
  }
  const withoutHours = new Set([prop('carlos-barranco').propertyId]);
  for (const p of properties) {
    if (withoutHours.has(p.propertyId)) continue;
    if (p.userCode !== code('lucia') && !rnd.chance(0.5)) continue;
    for (const day of rnd.sample(upcomingDays, rnd.int(3, 5)).sort()) {
      const types: VisitType[] = rnd.chance(0.25) ? ['Presencial', 'Virtual'] : [rnd.chance(0.75) ? 'Presencial' : 'Virtual'];
      for (const typeVisit of types) {
        const slots = rnd.sample([...TIME_SLOTS], rnd.int(1, 3)).sort((a, b) => TIME_SLOTS.indexOf(a) - TIME_SLOTS.indexOf(b));
        for (const slot of slots) hours.push({ hourId: hours.length + 1, propertyId: p.propertyId, typeVisit, dateVisitAvailable: day, hourAvailableDateMin: slot });
      }
    }
  }

  // ---- inbox and visits -------------------------------------------------------------------------
  type Draft = Omit<StoredInboxEntry, 'idInboxProperty'>;
  const inboxDrafts: Draft[] = [];
  const sendAt = (p: StoredProperty, r: StoredHouseRequest) => iso(Math.min(ref - 10 * 60_000, Math.max(Date.parse(p.createdAt), Date.parse(r.createdAt)) + rnd.int(1, 48) * HOUR));
  const send = (p: StoredProperty, r: StoredHouseRequest, isAccepted: 0 | 1 | 2) => {
    if (!propertyFitsRequest(p, r)) throw new Error(`La semilla envía la propiedad ${p.propertyId} a una solicitud que no encaja (${r.houseRequestId})`);
    const dateInbox = sendAt(p, r);
    inboxDrafts.push({ propertyId: p.propertyId, userCode: r.userCode, houseRequestId: r.houseRequestId, senderUserCode: p.userCode, isAccepted, isRead: isAccepted === 0 ? 0 : 1, dateInbox, ...(isAccepted ? { decidedAt: iso(Math.min(ref, Date.parse(dateInbox) + 6 * HOUR)) } : {}) });
  };
  // 'lucia-miraflores' is deliberately NOT sent: it is the "¡Lo tengo!" demo.
  send(prop('lucia-san-isidro'), tagged('diego-san-isidro'), 0);
  send(prop('lucia-surco'), tagged('diego-surco'), 1);
  send(prop('renzo-barranco'), tagged('diego-barranco'), 2);
  send(prop('carlos-barranco'), tagged('diego-barranco'), 0);
  send(prop('sofia-playa'), tagged('mariana-playa'), 0);
  send(prop('carlos-oficina'), tagged('lucia-oficina'), 0);
  for (const p of properties) {
    const target = targets.get(p.propertyId);
    if (target && rnd.chance(0.7)) send(p, target, rnd.weighted([[0, 5], [1, 3], [2, 2]] as const));
  }
  inboxDrafts.sort((a, b) => a.dateInbox.localeCompare(b.dateInbox));
  const inbox: StoredInboxEntry[] = inboxDrafts.map((d, i) => ({ idInboxProperty: i + 1, ...d }));

  // Each accepted offer holds its own slot: never two planned visits in one slot.
  const held = new Set<string>();
  const visits: StoredVisit[] = inbox
    .filter((e) => e.isAccepted === 1)
    .map((e, i) => {
      const slot = hours.find((h) => h.propertyId === e.propertyId && !held.has(`${h.propertyId}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`));
      if (slot) held.add(`${slot.propertyId}|${slot.dateVisitAvailable}|${slot.hourAvailableDateMin}`);
      return {
        visitId: i + 1,
        idInboxProperty: e.idInboxProperty,
        propertyId: e.propertyId,
        userCode: e.userCode,
        typeVisit: slot?.typeVisit ?? 'Presencial',
        visitDate: slot?.dateVisitAvailable ?? '',
        visitHour: slot?.hourAvailableDateMin ?? '',
        status: 1,
        createdAt: e.decidedAt ?? e.dateInbox,
      };
    });

  // The default world also gets the demand cohort (demand-cohort.ts), after everything above; a sized
  // world (--requests N, the benches) is exactly N requests.
  if (options.requests === undefined) {
    const cohort = demandCohort({ ref, firstUserCode: users.length + 1, firstRequestId: houseRequests.length + 1, properties });
    users.push(...cohort.users);
    houseRequests.push(...cohort.houseRequests);
  }

  return {
    meta: { schemaVersion: 1, seed: { requests: houseRequests.length, properties: totalProperties, date, generatedAt: iso(ref) } },
    ubigeos: buildUbigeos(),
    typeProcesses: TYPE_PROCESSES,
    typeProperties: TYPE_PROPERTIES.map((t) => ({ ...t })),
    characteristics: CHARACTERISTICS,
    imageProfiles: IMAGE_PROFILES,
    configParameters: CONFIG_PARAMETERS,
    users,
    properties,
    houseRequests,
    inbox,
    hours,
    visits,
    contactMessages: [],
  };
}
