import type { DbState, StoredUser } from '../db/schema';
import { demandCohort } from './demand-cohort';
import { demoUser, registeredDemoUsers, type DemoUserKey } from './demo-users';
import { generateHours, generateInboxAndVisits } from './generate-activity';
import { DAY, iso, type SeedContext } from './generate-context';
import { generateProperties } from './generate-properties';
import { generateRequests } from './generate-requests';
import { CHARACTERISTICS, CONFIG_PARAMETERS, IMAGE_PROFILES, TYPE_PROCESSES, TYPE_PROPERTIES } from './options';
import { createRandom } from './prng';
import { avatarPath } from './svg';
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

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Builds the whole demo world. Pure: the same options give the same db, byte for byte. */
export function generateSeed(options: SeedOptions = {}): DbState {
  const date = options.date ?? todayUtc();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw new Error(`Fecha de semilla no válida: ${date}`);
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
    // As the Auth emulator's import has them (seed/emulator-export.ts): the demo's mail reaches them.
    emailVerified: true,
  }));
  const code = (key: DemoUserKey) => demoUser[key].userCode;
  const ctx: SeedContext = { rnd, ref, code };

  const requests = generateRequests(ctx, options.requests, DEFAULT_REQUESTS);
  const { houseRequests } = requests;
  const seeded = generateProperties(ctx, requests, options.properties, DEFAULT_PROPERTIES);
  const { properties, totalProperties } = seeded;
  const hours = generateHours(ctx, seeded);
  const { inbox, visits } = generateInboxAndVisits(ctx, requests, seeded, hours);

  // The default world also gets the demand cohort (demand-cohort.ts), after everything above; a sized
  // world (--requests N, the benches) is exactly N requests.
  if (options.requests === undefined) {
    const cohort = demandCohort({
      ref,
      firstUserCode: users.length + 1,
      firstRequestId: houseRequests.length + 1,
      properties,
    });
    users.push(...cohort.users);
    houseRequests.push(...cohort.houseRequests);
  }

  return {
    meta: {
      schemaVersion: 1,
      seed: { requests: houseRequests.length, properties: totalProperties, date, generatedAt: iso(ref) },
    },
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
