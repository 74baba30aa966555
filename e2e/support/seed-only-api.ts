/**
 * A backend of the seed's calls only, for the journey that runs the site against one: the real mock API
 * (`tsx src/main.ts`, as `npm start` runs it) with MOCK_CAPABILITIES=seed over a fresh seeded database of
 * its own, beside the lane's stack (its Auth emulator verifies the tokens). Declares nothing at GET
 * /capabilities and answers 404 to every call this project added. The page is pointed at it by rewriting
 * its /config.json (useSeedOnlyApi), so the lane's builds and servers are reused as they are.
 */
import type { Page } from '@playwright/test';
import { startLocalBackend } from '../../scripts/lib/conformance/local-backend';
import { E2E_SEED_ONLY_API_PORT, E2E_URLS } from './env';

export interface SeedOnlyApi {
  /** `http://localhost:<port>/mvp`: what the page's config names as its API. */
  url: string;
  stop(): Promise<void>;
}

/** The throwaway mock the conformance suite starts (scripts/lib/conformance), with the seed's calls only. */
export async function startSeedOnlyApi(): Promise<SeedOnlyApi> {
  const backend = await startLocalBackend({
    capabilities: 'seed',
    authEmulatorHost: E2E_URLS.auth.replace(/^https?:\/\//, ''),
    apiPort: E2E_SEED_ONLY_API_PORT,
    // Whatever its sweeps queue goes nowhere, never into the lane's mail catcher.
    mail: false,
  });
  // The site's own host name, as the lane's config names its API.
  return { url: backend.api.replace('//127.0.0.1:', '//localhost:'), stop: backend.stop };
}

/** The page's /config.json, as the lane's server answers it, with `apiUrl` as its API (early script and app alike). */
export async function useSeedOnlyApi(page: Page, apiUrl: string): Promise<void> {
  await page.route(/\/config\.json(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { apiBaseUrl: string };
    await route.fulfill({ response, json: { ...config, apiBaseUrl: apiUrl } });
  });
}
