import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../files/atomic-write';
import { DEMO_PASSWORD, demoUsers, type DemoUser } from './demo-users';
import { readTextIfPresent } from '../files/read-text';

/** firebase-tools version whose export format we write (`firebase emulators:export`). */
const FIREBASE_TOOLS_VERSION = '15.34.2';

/**
 * Accounts as the Auth emulator exports them (accounts:batchGet answer) and re-imports them
 * (accounts:batchCreate): fixed localIds equal to the seeded users' userFirebaseId, and the
 * emulator's own fake password hash format so the demo password works.
 */
export function emulatorAccount(user: DemoUser, createdAtMs: number) {
  const displayName = `${user.firstName} ${user.lastName}`;
  const base = {
    localId: user.uid,
    email: user.email,
    emailVerified: true,
    displayName,
    createdAt: String(createdAtMs),
    lastLoginAt: String(createdAtMs),
    disabled: false,
  };
  if (user.provider === 'google.com') {
    const sub = user.googleSub!;
    return {
      ...base,
      providerUserInfo: [{ providerId: 'google.com', rawId: sub, federatedId: sub, email: user.email, displayName }],
    };
  }
  const salt = `fakeSalt${user.uid.slice(0, 20)}`;
  return {
    ...base,
    salt,
    passwordHash: `fakeHash:salt=${salt}:password=${DEMO_PASSWORD}`,
    passwordUpdatedAt: createdAtMs,
    providerUserInfo: [
      { providerId: 'password', rawId: user.email, federatedId: user.email, email: user.email, displayName },
    ],
  };
}

export function buildEmulatorExport(createdAtMs: number) {
  return {
    metadata: { version: FIREBASE_TOOLS_VERSION, auth: { version: FIREBASE_TOOLS_VERSION, path: 'auth_export' } },
    accounts: {
      kind: 'identitytoolkit#DownloadAccountResponse',
      users: demoUsers.map((u) => emulatorAccount(u, createdAtMs)),
    },
    config: {
      signIn: { allowDuplicateEmails: false },
      blockingFunctions: {},
      emailPrivacyConfig: { enableImprovedEmailPrivacy: false },
    },
  };
}

/** Writes the folder `firebase emulators:start --import <dir>` reads. */
export function writeEmulatorExport(dir: string, createdAtMs: number): void {
  const data = buildEmulatorExport(createdAtMs);
  const authDir = path.join(dir, 'auth_export');
  fs.mkdirSync(authDir, { recursive: true });
  // Atomic writes: an emulator starting at the same moment reads either the old or the new file.
  // Temp names avoid "accounts": the emulator imports every file of auth_export whose name has it.
  // A file already holding the same text is left alone (what the stack compares is the content).
  const write = (file: string, value: unknown, stagedAs?: string) => {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    if (readTextIfPresent(file) !== text) writeFileAtomic(file, text, stagedAs);
  };
  write(path.join(authDir, 'config.json'), data.config, '.lotengo-config');
  write(path.join(authDir, 'accounts.json'), data.accounts, '.lotengo-users');
  write(path.join(dir, 'firebase-export-metadata.json'), data.metadata);
}
