import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../files/atomic-write';
import { DEMO_PASSWORD, demoUsers, type DemoUser } from './demo-users';

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
  writeFileAtomic(path.join(authDir, 'config.json'), `${JSON.stringify(data.config, null, 2)}\n`, '.lotengo-config');
  writeFileAtomic(path.join(authDir, 'accounts.json'), `${JSON.stringify(data.accounts, null, 2)}\n`, '.lotengo-users');
  writeFileAtomic(path.join(dir, 'firebase-export-metadata.json'), `${JSON.stringify(data.metadata, null, 2)}\n`);
}
