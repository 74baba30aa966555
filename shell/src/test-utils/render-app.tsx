import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSession, type SessionUser } from '@lotengo/shared';
import type { ReactNode } from 'react';
import { App } from '../app/app';

export const ANA: SessionUser = {
  userCode: 7,
  firstName: 'Ana',
  lastName: 'Quispe',
  avatarUrl: 'https://example.test/avatar-ana.png',
};

export function signIn(user: SessionUser = ANA): void {
  useSession.getState().setUser(user);
}

export function signOut(): void {
  useSession.getState().clear();
}

/** Prints the current path, so tests see where a redirect landed. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole shell (providers, layout, routes) at `path`. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Any shell component inside a router at `path`. */
export function renderInRouter(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}
