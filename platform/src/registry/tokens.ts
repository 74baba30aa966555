/**
 * Deploy credentials. Each app has its own: a team's credential moves only its app's pointer.
 * Locally `npm start` writes one random token per app into `<store>/.registry/deploy-tokens.json`
 * (git-ignored, owner-only), and one for the release admin (any app, and overriding the gate), and
 * `npm run releases -- token <app>` prints one; in production the caller sends a Google ID token of its
 * team's (or the admins') service account, which the function verifies (id-token.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { APP_DIRS, APP_NAMES, registryDir, type AppName } from '../releases/layout';

/** Who is calling: a name for the history (never served publicly) and the apps it may move. */
export interface Caller {
  credential: string;
  apps: readonly AppName[];
  /** May read the history with names and reasons without deploying (settings' `admins`). */
  admin?: boolean;
}

/** Resolves a bearer credential to its caller, or null when it is none the service knows. */
export type CredentialVerifier = (bearer: string) => Promise<Caller | null>;

export const TOKENS_FILE = 'deploy-tokens.json';
/** The release admin's token in the local tokens file (beside the apps', by folder name). */
export const ADMIN_TOKEN_KEY = 'admin';
/** The local admin's identity, as the history records it. */
export const LOCAL_ADMIN = 'token local de administración';
export const tokensPath = (store: string) => path.join(registryDir(store), TOKENS_FILE);

type TokenFile = Partial<Record<string, string>>;

function readTokens(file: string): TokenFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TokenFile;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** Creates the missing apps' and admin's tokens (existing ones are kept: a runner may hold them). */
export function ensureLocalTokens(store: string): TokenFile {
  const file = tokensPath(store);
  const tokens = readTokens(file);
  const missing = [...APP_NAMES.map((a) => APP_DIRS[a]), ADMIN_TOKEN_KEY].filter((k) => !tokens[k]);
  if (!missing.length) return tokens;
  for (const key of missing) tokens[key] = randomBytes(24).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic.sync(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  return tokens;
}

/** The app's local token, or undefined when `npm start` has not written one here. */
export function localToken(store: string, app: AppName): string | undefined {
  return readTokens(tokensPath(store))[APP_DIRS[app]];
}

/** The local release admin's token, or undefined when `npm start` has not written one here. */
export function localAdminToken(store: string): string | undefined {
  return readTokens(tokensPath(store))[ADMIN_TOKEN_KEY];
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a bearer against the local tokens file (read on each call: a new token works at once). */
export function localTokenVerifier(store: string): CredentialVerifier {
  return async (bearer) => {
    const tokens = readTokens(tokensPath(store));
    const admin = tokens[ADMIN_TOKEN_KEY];
    if (admin !== undefined && sameSecret(admin, bearer)) return { credential: LOCAL_ADMIN, apps: [], admin: true };
    const app = APP_NAMES.find((a) => {
      const t = tokens[APP_DIRS[a]];
      return t !== undefined && sameSecret(t, bearer);
    });
    return app ? { credential: `token local de ${APP_DIRS[app]}`, apps: [app] } : null;
  };
}
