import fs from 'node:fs';
import type { DemoUserKey } from '../../seed/demo-users';

/** What global-setup hands to the test files (through a JSON file named in the environment). */
export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** Fresh emulator accounts that have no product user in any seeded db. */
export const FRESH_ACCOUNTS = ['newbie', 'newbie2', 'stranger'] as const;
export type FreshKey = (typeof FRESH_ACCOUNTS)[number];

/** Demo accounts we sign in as (password or Google, imported from the seed's emulator export). */
export const SIGNED_IN_DEMO: readonly DemoUserKey[] = [
  'lucia',
  'diego',
  'camila',
  'renzo',
  'carlos',
  'mariana',
  'daniel',
];

export interface TestContext {
  projectId: string;
  authEmulatorHost: string;
  /** The seed's reference date used by every test db, so seeded availability is in the future. */
  seedDate: string;
  accounts: Record<DemoUserKey | FreshKey, TestAccount>;
}

export const CONTEXT_ENV = 'LOTENGO_MOCK_API_TEST_CONTEXT';
export const TEST_PROJECT_ID = 'demo-lotengo-test';

let cached: TestContext | null = null;

export function testContext(): TestContext {
  if (cached) return cached;
  const file = process.env[CONTEXT_ENV];
  if (!file || !fs.existsSync(file))
    throw new Error(
      `${CONTEXT_ENV} no apunta al contexto de global-setup: ¿se ejecutó con jest --selectProjects mock-api?`,
    );
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as TestContext;
  return cached;
}
