import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { setRuntimeConfig, type RuntimeConfig } from '@lotengo/shared/config';
import type { Capability } from '../contracts/capability-names';
import { serveCapabilities } from './capabilities';
import { AppProviders } from '../ui/app-providers';
import { onEachTestEnd } from './lifecycle';
import { applyTestSession, type TestSession } from './session';

/** A runtime config for tests (no network is reached: the API is faked at its edge). */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/mvp',
  firebase: { apiKey: 'k', authDomain: 'demo-test.firebaseapp.com', projectId: 'demo-test' },
  authEmulatorUrl: null,
  remotes: {
    mf_requests: 'http://remotes.test/mf-requests/mf-manifest.json',
    mf_properties: 'http://remotes.test/mf-properties/mf-manifest.json',
    mf_inbox: 'http://remotes.test/mf-inbox/mf-manifest.json',
    mf_account: 'http://remotes.test/mf-account/mf-manifest.json',
  },
};

const clients = new Set<QueryClient>();

/** A fresh react-query client: no retries, nothing refetched behind the test's back. Cleared after each test. */
export function createTestQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  clients.add(client);
  return client;
}

/** Prints where the router is (pathname + search; state as JSON), so tests can assert navigation. */
export function LocationProbe() {
  const loc = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(loc.state ?? null)}>
      {`${loc.pathname}${loc.search}`}
    </output>
  );
}

export interface RenderWithProvidersOptions {
  /** The initial URL (or a router entry with state). Default '/'. */
  route?: InitialEntry;
  /** Route pattern `ui` is mounted at, so useParams works. Default '*'. */
  path?: string;
  /** Other routes, e.g. stand-ins for the pages a link or redirect leads to: { [pattern]: element }. */
  routes?: Record<string, ReactNode>;
  /** Signed in as this user, or 'visitor'. Default: the session as the test left it (each test starts as a visitor). */
  session?: TestSession;
  queryClient?: QueryClient;
  /** The real toast host (toasts are asserted by their text). Default true. */
  withToasts?: boolean;
  /** Runtime config set before rendering; null leaves it unset. Default TEST_RUNTIME_CONFIG. */
  config?: RuntimeConfig | null;
  /**
   * What the backend has (GET /capabilities): default as the test left it (every capability, unless it
   * called serveCapabilities); `[]` for a seed-only backend, null for an answer not in yet.
   */
  capabilities?: readonly Capability[] | null;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** A userEvent instance set up for this render. */
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** Where the router is now: pathname + search. */
  location: () => string;
}

/**
 * Renders `ui` the way the shell mounts a page: session set, providers (a fresh query client, toasts),
 * a memory router at `route`. Session, fakes and clients are reset after each test by the kit itself.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', path = '*', routes = {}, session, withToasts = true, config = TEST_RUNTIME_CONFIG } = options;
  if (session) applyTestSession(session);
  if (config) setRuntimeConfig(config);
  if (options.capabilities !== undefined) serveCapabilities(options.capabilities);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} withToasts={withToasts}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          {Object.entries(routes)
            .filter(([pattern]) => pattern !== path)
            .map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, user, queryClient, location };
}

onEachTestEnd(
  () => {
    // Unmount before the session and fakes go, so nothing re-renders against a half-reset world.
    cleanup();
    for (const client of clients) client.clear();
    clients.clear();
    setRuntimeConfig(null);
  },
  undefined,
  { first: true },
);
