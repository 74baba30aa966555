// The seed's house requests: the six scripted demo ones (tagged) after the random ones, so they are newest.
import { PROCESS_BUY, PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import type { StoredHouseRequest } from '../db/schema';
import { chooseProcess, choosePlace, chooseType, drawRequest, type RequestDraft } from './draw';
import type { DemoUserKey } from './demo-users';
import { DAY, iso, PREFERENCES, SEEKER_WEIGHTS, type SeedContext } from './generate-context';
import { TYPE } from './options';
import { requestDescription } from './texts';

export interface SeededRequests {
  houseRequests: StoredHouseRequest[];
  /** How many of them (the first ones) were drawn at random. */
  randomCount: number;
  /** A scripted request by its tag. */
  tagged: (tag: string) => StoredHouseRequest;
}

export function generateRequests(
  { rnd, ref, code }: SeedContext,
  requests: number | undefined,
  defaultRequests: number,
): SeededRequests {
  const scriptedRequests: (RequestDraft & { tag: string })[] = [
    draftRequest(
      'diego-miraflores',
      'diego',
      150122,
      PROCESS_RENT,
      TYPE.departamento,
      2,
      2,
      1,
      85,
      1200,
      1800,
      'Busco departamento de 2 dormitorios en Miraflores',
      'Cerca al Parque Kennedy',
    ),
    draftRequest(
      'diego-san-isidro',
      'diego',
      150131,
      PROCESS_RENT,
      TYPE.departamento,
      2,
      1,
      1,
      75,
      1500,
      2200,
      'Pareja joven busca departamento en alquiler en San Isidro',
      'Cerca al Parque El Olivar',
    ),
    draftRequest(
      'diego-surco',
      'diego',
      150140,
      PROCESS_BUY,
      TYPE.departamento,
      3,
      2,
      1,
      110,
      180000,
      250000,
      'Quiero comprar departamento de 3 dormitorios en Surco',
      'Zona de Chacarilla',
    ),
    draftRequest(
      'diego-barranco',
      'diego',
      150104,
      PROCESS_RENT,
      TYPE.departamento,
      1,
      1,
      1,
      55,
      900,
      1300,
      'Busco departamento de 1 dormitorio en Barranco',
      'Cerca del Puente de los Suspiros',
    ),
    draftRequest(
      'mariana-playa',
      'mariana',
      150126,
      PROCESS_BUY,
      TYPE.playa,
      3,
      2,
      1,
      140,
      150000,
      300000,
      'Compro casa de playa en Punta Hermosa',
      'Frente a la playa Señoritas',
    ),
    draftRequest(
      'lucia-oficina',
      'lucia',
      150131,
      PROCESS_RENT,
      TYPE.oficina,
      1,
      1,
      1,
      60,
      900,
      1600,
      'Busco oficina de 60 m² en San Isidro',
      'Zona del Centro Financiero',
    ),
  ];

  function draftRequest(
    tag: string,
    who: DemoUserKey,
    ubigeoId: number,
    tprocessId: ProcessId,
    tpropertyId: number,
    numberBedrooms: number,
    numberBathrooms: number,
    numberParkinglot: number,
    coveredArea: number,
    costInit: number,
    costEnd: number,
    title: string,
    referenceAddress: string,
  ) {
    return {
      tag,
      title,
      referenceAddress,
      ubigeoId,
      tprocessId,
      tpropertyId,
      numberBedrooms,
      numberBathrooms,
      numberParkinglot,
      coveredArea,
      costInit,
      costEnd,
      description: requestDescription(rnd, tpropertyId, tprocessId),
      totalArea: 0,
      yearConstruction: 2,
      numberCommonArea: 1 as const,
      numberServicesAreas: 0 as const,
      isTerraza: '0' as const,
      userCode: code(who),
      status: 1 as const,
    };
  }

  const totalRequests = Math.max(requests ?? defaultRequests, scriptedRequests.length);
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
    // The draft becomes the record (a copy of 10,000 records was a tenth of the seed's time).
    const r = d as typeof d & Partial<StoredHouseRequest>;
    r.houseRequestId = i + 1;
    r.state = 'active';
    r.lastActiveAt = lastActiveAt;
    r.indexable = true;
    r.createdAt = createdAt;
    r.updatedAt = createdAt;
    // Only the six scripted drafts carry a tag.
    if (d.tag !== undefined) {
      requestTags.set(d.tag, r as StoredHouseRequest);
      delete r.tag;
    }
    return r as StoredHouseRequest;
  });
  const tagged = (tag: string) => requestTags.get(tag)!;
  return { houseRequests, randomCount, tagged };
}
