/** The accounts a remote run alone signs in with are seeded accounts, with the seed's password. */
import path from 'node:path';
import { DEMO_PASSWORD, demoUser } from '@lotengo/mock-api/demo-users';

// A browser-only module of shared (its standalone entry), read here by path: the tooling's public
// entries into shared do not include it, and this test only compares two lists of constants.
const DEMO_ACCOUNTS_FILE = path.resolve(__dirname, '../../shared/src/standalone/demo-accounts.ts');

test("each standalone demo account is a seeded password account, and the password is the seed's", async () => {
  const { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } = (await import(DEMO_ACCOUNTS_FILE)) as {
    DEMO_ACCOUNT_PASSWORD: string;
    DEMO_ACCOUNTS: Record<string, string>;
  };
  expect(DEMO_ACCOUNT_PASSWORD).toBe(DEMO_PASSWORD);
  expect(Object.keys(DEMO_ACCOUNTS).length).toBeGreaterThan(0);
  for (const [key, email] of Object.entries(DEMO_ACCOUNTS)) {
    const seeded = demoUser[key as keyof typeof demoUser];
    expect({ key, email: seeded?.email, provider: seeded?.provider }).toEqual({ key, email, provider: 'password' });
  }
});
