import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT_OFFSET, E2E_URLS } from './support/env';

/**
 * End-to-end journeys against the production builds, the real mock API and the Auth emulator, all started
 * by global-setup.ts on test ports with a fresh database. One worker: the machine has two cores and the
 * journeys share one stack (one of them stops a remote on purpose).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port block: Playwright empties its output folder at start, so two runs at once
  // (E2E_PORT_OFFSET) would otherwise delete each other's traces mid-run.
  outputDir: E2E_PORT_OFFSET ? `../test-results/e2e-${E2E_PORT_OFFSET}` : '../test-results/e2e',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_URLS.shell,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
