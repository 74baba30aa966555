import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders, setRuntimeConfig } from '@lotengo/shared';

export const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/mvp',
  firebase: { apiKey: 'k', authDomain: 'demo-test.firebaseapp.com', projectId: 'demo-test' },
  authEmulatorUrl: null,
  remotes: {
    mf_requests: 'http://r.test/mf-manifest.json',
    mf_properties: 'http://p.test/mf-manifest.json',
    mf_inbox: 'http://i.test/mf-manifest.json',
    mf_account: 'http://a.test/mf-manifest.json',
  },
};

/** Shows where the router is, so tests can assert navigation (path and router state). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders a page at `path` inside a router, a fresh query client (no retries) and the real toast host. */
export function renderPage(page: ReactElement, { path, state }: { path: string; state?: unknown }) {
  setRuntimeConfig(TEST_CONFIG);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}

/** Lets pending promises (identity.ready(), queries) settle inside act, for tests that assert right after render. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
