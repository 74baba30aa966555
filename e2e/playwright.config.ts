import { defineConfig, devices } from '@playwright/test';
import { PERU_TIME_ZONE } from '@lotengo/shared/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_OFFSET, E2E_URLS, MAX_LANES } from './support/env';

/** Two workers on two cores (E2E_WORKERS to change it): each has a stack of its own (global-setup.ts). */
const workers = Math.min(MAX_LANES, Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2));

/**
 * End-to-end journeys against the production builds, the real mock API and the Auth emulator, all started
 * by global-setup.ts on test ports with a fresh database: one stack per worker, so the journeys of two
 * workers never share a user's data, and a journey that stops a server stops only its own lane's.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port block: Playwright empties its output folder at start, so two runs at once
  // (E2E_PORT_OFFSET) would otherwise delete each other's traces mid-run.
  outputDir: E2E_BASE_OFFSET ? `../test-results/e2e-${E2E_BASE_OFFSET}` : '../test-results/e2e',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // shard-balance: --shard=i/N by each file's recorded seconds (docs/pipelines.md, "CI on GitHub").
  reporter: [['list'], ['./support/shard-balance.ts']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    // Evaluated again in each worker, where E2E_URLS is that worker's lane (TEST_PARALLEL_INDEX).
    baseURL: E2E_URLS.shell,
    locale: 'es-PE',
    timezoneId: PERU_TIME_ZONE,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace costs ~15 % of the journeys' CPU: CI (one retry) records the retry of a failure;
    // E2E_TRACE=on keeps one of every failure on the first run.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
