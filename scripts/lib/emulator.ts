/**
 * The Firebase Auth emulator (firebase-tools): its firebase.json, its import folder and its command.
 * The committed firebase.json holds the default ports; other ports get a generated copy in a temp
 * folder, so a test stack never edits a file in the repository.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BIN_DIR,
  EMULATOR_SEED_ACCOUNTS,
  EMULATOR_SEED_DIR,
  FIREBASE_JSON,
  FIREBASE_PROJECT_ID,
} from '@lotengo/platform/paths';

export const DEFAULT_AUTH_PORT = 9099;
const DEFAULT_HUB_PORT = 4400;
const DEFAULT_LOGGING_PORT = 4500;

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/**
 * The hub and logging ports follow the auth port (auth+1, auth+2) unless set with EMULATOR_HUB_PORT /
 * EMULATOR_LOGGING_PORT: two stacks on one machine never fight over 4400/4500.
 */
export function emulatorPorts(auth: number, env: NodeJS.ProcessEnv = process.env): EmulatorPorts {
  const fromEnv = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const isDefault = auth === DEFAULT_AUTH_PORT;
  return {
    auth,
    hub: fromEnv('EMULATOR_HUB_PORT', isDefault ? DEFAULT_HUB_PORT : auth + 1),
    logging: fromEnv('EMULATOR_LOGGING_PORT', isDefault ? DEFAULT_LOGGING_PORT : auth + 2),
  };
}

export function firebaseJsonFor(ports: EmulatorPorts) {
  return {
    emulators: {
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
    },
  };
}

/**
 * The firebase.json to use and the folder to run firebase in (it drops firebase-debug.log there).
 * Default ports: the committed file at the root. Otherwise a temp copy with the ports filled in.
 */
export function prepareFirebaseConfig(ports: EmulatorPorts): { configPath: string; cwd: string; cleanup: () => void } {
  const committed = fs.existsSync(FIREBASE_JSON) ? JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8')) : null;
  if (committed && JSON.stringify(committed) === JSON.stringify(firebaseJsonFor(ports))) {
    return { configPath: FIREBASE_JSON, cwd: path.dirname(FIREBASE_JSON), cleanup: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-firebase-'));
  const configPath = path.join(dir, 'firebase.json');
  fs.writeFileSync(configPath, `${JSON.stringify(firebaseJsonFor(ports), null, 2)}\n`);
  return { configPath, cwd: dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function emulatorSeedExists(): boolean {
  return fs.existsSync(EMULATOR_SEED_ACCOUNTS);
}

interface SeedAccount {
  localId?: string;
  email?: string;
  passwordHash?: string;
  providerUserInfo?: Array<{ providerId?: string; rawId?: string }>;
}

/** Fingerprint of the seed's accounts: who they are and how they sign in, not when the seed was written. */
function seedFingerprint(): string {
  const users = (JSON.parse(fs.readFileSync(EMULATOR_SEED_ACCOUNTS, 'utf8')) as { users?: SeedAccount[] }).users ?? [];
  const identity = users.map((u) => [
    u.localId,
    u.email,
    u.passwordHash ?? '',
    (u.providerUserInfo ?? []).map((p) => `${p.providerId}:${p.rawId}`),
  ]);
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/**
 * What to import. The accounts saved by the last clean stop (so someone registered yesterday can still
 * sign in) when they were made from the current seed's demo accounts; otherwise the seed itself, and
 * the fingerprint is recorded for the accounts this run will save. `npm run reset` removes both.
 */
export function chooseImportDir(stateDir: string | null): string {
  if (!stateDir) return EMULATOR_SEED_DIR;
  const fingerprintFile = path.join(path.dirname(stateDir), 'seed-fingerprint');
  const current = seedFingerprint();
  const saved = path.join(stateDir, 'auth_export', 'accounts.json');
  const savedFrom = fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile, 'utf8').trim() : null;
  if (fs.existsSync(saved) && savedFrom === current) return stateDir;
  fs.mkdirSync(path.dirname(fingerprintFile), { recursive: true });
  fs.writeFileSync(fingerprintFile, `${current}\n`);
  return EMULATOR_SEED_DIR;
}

export function emulatorCommand(opts: { configPath: string; importDir: string; exportDir: string | null }) {
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    FIREBASE_PROJECT_ID,
    '--config',
    opts.configPath,
    '--import',
    opts.importDir,
  ];
  if (opts.exportDir) args.push('--export-on-exit', opts.exportDir);
  return { command: path.join(BIN_DIR, 'firebase'), args };
}

/** The emulator's own readiness document: {"authEmulator":{"ready":true,…}}. */
export const emulatorHealthUrl = (port: number) => `http://127.0.0.1:${port}/`;
