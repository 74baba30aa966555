import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders, api, paths, routePatterns, useSession, type SessionUser } from '@lotengo/shared';
import { CONFIG, DEPARTMENTS, DISTRICTS, PROVINCES, TYPE_PROCESSES, TYPE_PROPERTIES, ALL_UBIGEOS } from './fixtures';

/** The real shared api object, its calls replaced per test (the hooks in shared call this same object). */
export function mockReferenceData() {
  return {
    departments: jest.spyOn(api, 'getDepartments').mockResolvedValue(DEPARTMENTS),
    provinces: jest.spyOn(api, 'getProvinces').mockImplementation(async (d) => PROVINCES[d] ?? []),
    districts: jest.spyOn(api, 'getDistricts').mockImplementation(async (d, p) => DISTRICTS[`${d}/${p}`] ?? []),
    ubigeos: jest.spyOn(api, 'getUbigeos').mockResolvedValue(ALL_UBIGEOS),
    types: jest.spyOn(api, 'getTypeProperties').mockResolvedValue(TYPE_PROPERTIES),
    processes: jest.spyOn(api, 'getTypeProcessesForRequest').mockResolvedValue(TYPE_PROCESSES),
    config: jest.spyOn(api, 'getConfigParameters').mockResolvedValue(CONFIG),
  };
}

/** Shows where the router is, so tests can assert navigation (pathname + search). */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

const STAND_INS: [string, string][] = [
  [paths.login, 'Página de ingreso'],
  [paths.myRequests, 'Página Mis Solicitudes'],
  [paths.propertyCreate, 'Página crear propiedad'],
  [routePatterns.requestsCreate, 'Página crear solicitud'],
];

export interface RenderOptions {
  route?: string;
  /** Route pattern the element is mounted at. */
  path?: string;
  user?: SessionUser | null;
}

/** The remote as the shell mounts it: providers with toasts, a router, and stand-ins for other pages. */
export function renderPage(ui: ReactElement, { route = '/', path = '*', user = null }: RenderOptions = {}) {
  useSession.getState().clear();
  if (user) useSession.getState().setUser(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <AppProviders queryClient={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          {STAND_INS.filter(([p]) => p !== path).map(([p, text]) => (
            <Route key={p} path={p} element={<h1>{text}</h1>} />
          ))}
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client };
}
