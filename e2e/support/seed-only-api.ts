/**
 * A backend of the seed's calls only, for the journey that runs the site against one: the real mock API
 * (`tsx src/main.ts`, as `npm start` runs it) with MOCK_CAPABILITIES=seed over a fresh seeded database of
 * its own, beside the lane's stack (its Auth emulator verifies the tokens). Declares nothing at GET
 * /capabilities and answers 404 to every call this project added. The page is pointed at it by rewriting
 * its /config.json (useSeedOnlyApi), so the lane's builds and servers are reused as they are.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BIN_DIR, FIREBASE_PROJECT_ID, MOCK_API_DIR } from '@lotengo/platform/paths';
import { throwawayServerEnv } from '@lotengo/mock-api/config';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { E2E_SEED_ONLY_API_PORT, E2E_URLS } from './env';

export interface SeedOnlyApi {
  /** `http://localhost:<port>/mvp`: what the page's config names as its API. */
  url: string;
  stop(): Promise<void>;
}

/** Settings of the lane's own API that must not reach this one (a real backend, another database, …). */
const NOT_INHERITED = [
  'API_URL',
  'DB_FILE',
  'UPLOADS_DIR',
  'PUBLIC_DIR',
  'PUBLIC_API_URL',
  'CORS_ORIGINS',
  'LOTENGO_ENV',
];

export async function startSeedOnlyApi(readyWithinMs = 60_000): Promise<SeedOnlyApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-seed-only-api-'));
  const port = E2E_SEED_ONLY_API_PORT;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of NOT_INHERITED) delete env[key];
  const child: ChildProcess = spawn(path.join(BIN_DIR, 'tsx'), ['src/main.ts'], {
    cwd: MOCK_API_DIR,
    env: {
      ...env,
      ...throwawayServerEnv(dir, port),
      MOCK_CAPABILITIES: 'seed',
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: E2E_URLS.auth.replace(/^https?:\/\//, ''),
      // Nothing listens there: whatever its sweeps queue goes nowhere, never into the lane's mail catcher.
      MAIL_SMTP_PORT: String(port + 1),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: stop() ends tsx and the node it starts, nothing else.
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8192)));
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((gone = true), resolve())));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (!gone) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}${API_BASE_PATH}`;
  const deadline = Date.now() + readyWithinMs;
  // Ready when its liveness answers (kept by a limited mock: tooling waits on it).
  for (;;) {
    if (gone) throw new Error(`la API de solo semilla terminó al iniciar: ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`la API de solo semilla no respondió en ${readyWithinMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/** The page's /config.json, as the lane's server answers it, with `apiUrl` as its API (early script and app alike). */
export async function useSeedOnlyApi(page: Page, apiUrl: string): Promise<void> {
  await page.route(/\/config\.json(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { apiBaseUrl: string };
    await route.fulfill({ response, json: { ...config, apiBaseUrl: apiUrl } });
  });
}
