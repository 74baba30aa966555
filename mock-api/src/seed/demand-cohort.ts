import type { StoredHouseRequest, StoredProperty, StoredUser } from '../db/schema';
import { NO_MATCH, classifyMatch } from '../domain/matching';
import { chooseProcess, choosePlace, chooseType, drawRequest, type RequestDraft } from './draw';
import { createRandom } from './prng';
import { avatarPath } from './svg';

/**
 * The demand cohort: people who are only looking (no sign-in account, no property), so the "Demanda"
 * page tells a story out of the box — hundreds of active requests over Lima and the regions, budgets
 * from the same price model as the rest of the seed, published over the last 12 weeks with more in the
 * recent ones. Added AFTER the scripted world (ids above its own, its own PRNG), so every id and record
 * that the demo journeys rely on is unchanged, and:
 *  - none of its requests matches a seeded property (exact or near): matches, alerts and phones of the
 *    demo users stay as they were;
 *  - few in the two lists the demo journeys open (rentals in Miraflores and San Isidro), so Diego's
 *    requests stay on their first page.
 */
export const COHORT_REQUESTS = 340;
export const COHORT_WEEKS = 12;
const DAY = 24 * 3_600_000;

/** Per place+operation ceilings (the demo journeys' lists): ubigeoId * 10 + tprocessId → most cohort requests there. */
const CAPS = new Map<number, number>([
  [150122 * 10 + 2, 5],
  [150131 * 10 + 2, 5],
]);

const FIRST_NAMES = [
  'Alonso',
  'Ximena',
  'Gonzalo',
  'Milagros',
  'Joaquín',
  'Fiorella',
  'Sebastián',
  'Daniela',
  'Rodrigo',
  'Valentina',
  'Martín',
  'Alejandra',
  'Héctor',
  'Claudia',
  'Luis',
  'Patricia',
  'Raúl',
  'Gabriela',
  'Óscar',
  'Carmen',
  'Iván',
  'Natalia',
  'Julio',
  'Lorena',
];
const LAST_NAMES = [
  'Paz',
  'Castillo',
  'Mendoza',
  'Ramírez',
  'Chávez',
  'Cárdenas',
  'Villanueva',
  'Ríos',
  'Espinoza',
  'Salas',
  'Aguilar',
  'Medina',
  'Navarro',
  'Cruz',
  'Ortiz',
  'Palacios',
  'Luna',
  'Campos',
  'Benavides',
  'Zúñiga',
  'Huerta',
  'Delgado',
  'Valdivia',
  'Quiroz',
];

export interface CohortOptions {
  /** Midnight UTC of the reference day: everything here happened before it. */
  ref: number;
  firstUserCode: number;
  firstRequestId: number;
  /** Seeded properties: a cohort request never matches one. */
  properties: readonly StoredProperty[];
}

export function demandCohort({ ref, firstUserCode, firstRequestId, properties }: CohortOptions): {
  users: StoredUser[];
  houseRequests: StoredHouseRequest[];
} {
  const rnd = createRandom(20261126);
  const users: StoredUser[] = FIRST_NAMES.map((firstName, i) => {
    const lastName = LAST_NAMES[i]!;
    const slug = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return {
      userCode: firstUserCode + i,
      // No sign-in account: these people only appear as the authors of requests.
      userFirebaseId: `seed-demanda-${String(i + 1).padStart(2, '0')}`,
      firstName,
      lastName,
      email: `${slug}@vecinos.lotengo.test`,
      phoneNumber: `9${String(10_000_000 + rnd.int(0, 89_999_999)).padStart(8, '0')}`,
      avatarUrl: avatarPath((i % 8) + 1),
      status: 1,
      createdAt: new Date(ref - (COHORT_WEEKS * 7 + 30 + i) * DAY).toISOString(),
      emailVerified: true,
    };
  });

  const used = new Map<number, number>();
  const drafts: RequestDraft[] = [];
  while (drafts.length < COHORT_REQUESTS) {
    const author = rnd.pick(users);
    const place = choosePlace(rnd, undefined);
    const process = chooseProcess(rnd, undefined);
    const key = place.ubigeoId * 10 + process;
    const cap = CAPS.get(key);
    if (cap !== undefined && (used.get(key) ?? 0) >= cap) continue;
    const type = chooseType(rnd, place, process, undefined);
    const draft = drawRequest(rnd, place, process, type, [0.8, 0.4], author.userCode);
    const probe: StoredHouseRequest = {
      ...draft,
      houseRequestId: 0,
      state: 'active',
      createdAt: '',
      updatedAt: '',
      lastActiveAt: '',
      indexable: true,
    };
    if (properties.some((p) => classifyMatch(p, probe) !== NO_MATCH)) continue;
    used.set(key, (used.get(key) ?? 0) + 1);
    drafts.push(draft);
  }

  // Days ago with a density growing towards today (1 − √u): demand that picks up over the 12 weeks.
  const span = COHORT_WEEKS * 7 * DAY;
  const houseRequests = drafts.map((d, i): StoredHouseRequest => {
    const createdMs = ref - 1 - Math.floor((1 - Math.sqrt(rnd.next())) * (span - DAY)) - rnd.int(0, 23) * 3_600_000;
    const createdAt = new Date(createdMs).toISOString();
    // Touched in the last three weeks, like the scripted requests: far from expiry, so they stay active.
    const lastActiveAt = new Date(Math.max(createdMs, ref - ((i % 21) + 1) * DAY)).toISOString();
    return {
      houseRequestId: firstRequestId + i,
      ...d,
      state: 'active',
      indexable: true,
      createdAt,
      updatedAt: createdAt,
      lastActiveAt,
    };
  });
  return { users, houseRequests };
}
