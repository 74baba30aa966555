/**
 * The seeded demo accounts a remote run alone signs in with (mock-api/src/seed/demo-users.ts has them
 * all; a tooling test checks these against it). They exist only in the Auth emulator's seed: the
 * standalone mount never signs in by itself against a real Firebase project.
 */
export const DEMO_ACCOUNT_PASSWORD = 'LoTengo2026!';

export const DEMO_ACCOUNTS = {
  /** Seeker: requests, offers in the inbox, matches. */
  diego: 'diego.fernandez@lotengo.test',
  /** Owner: properties with hours, offers sent. */
  lucia: 'lucia.quispe@lotengo.test',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
