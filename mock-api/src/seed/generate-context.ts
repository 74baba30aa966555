// The demo world's cast and clock, shared by the seed's parts (generate.ts and generate-*.ts).
import { PROCESS_BUY, PROCESS_RENT } from '@lotengo/shared/contracts';
import type { Preference } from './draw';
import type { DemoUserKey } from './demo-users';
import { TYPE } from './options';
import type { Random } from './prng';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const iso = (ms: number) => new Date(ms).toISOString();

/** What every part of the seed draws with: ONE random stream (the draw order makes the db), the reference midnight,
 * user codes. */
export interface SeedContext {
  rnd: Random;
  /** Midnight UTC of the reference day. */
  ref: number;
  code: (key: DemoUserKey) => number;
}

export const PREFERENCES: Partial<Record<DemoUserKey, Preference>> = {
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

export const SEEKER_WEIGHTS: [DemoUserKey, number][] = [
  ['diego', 3],
  ['camila', 3],
  ['valeria', 2],
  ['andrea', 3],
  ['rosa', 3],
  ['miguel', 2],
  ['mariana', 1],
  ['lucia', 1],
  ['jorge', 1],
  ['renzo', 0.5],
  ['carlos', 1],
  ['sofia', 0.3],
];
export const OWNER_WEIGHTS: [DemoUserKey, number][] = [
  ['lucia', 10],
  ['renzo', 8],
  ['carlos', 7],
  ['jorge', 6],
  ['sofia', 8],
  ['miguel', 4],
  ['diego', 0.5],
  ['camila', 0.5],
  ['valeria', 0.5],
  ['andrea', 0.5],
  ['rosa', 0.5],
  ['mariana', 0.5],
];
