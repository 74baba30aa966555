/**
 * Pages of what the API may not have (GET /capabilities): a Spanish notice where it lacks it, its code
 * never loaded; and a property's detail is never asked of an API without it (the first photo of the
 * loading frame, the preload on intent).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths, routePatterns } from '@lotengo/shared';
import { preloadRemoteModule } from '@lotengo/shared/remotes';
import {
  SEEKER,
  capabilitiesWithout,
  fakeApi,
  quietHeaderFakes,
  renderWithProviders,
  serveCapabilities,
  signIn,
} from '@lotengo/shared/testing';
import { App } from '../app';
import { DetailLoading } from '../detail-loading';
import { LinkIntentPreload } from '../use-link-intent-preload';
import { loadRemoteMock, setUpFakeRemotes } from '../../__tests__/support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@lotengo/shared/remotes', () => ({
  ...jest.requireActual<object>('@lotengo/shared/remotes'),
  preloadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  setUpFakeRemotes();
  window.scrollTo = jest.fn();
});

const renderApp = (route: string, capabilities?: Parameters<typeof serveCapabilities>[0]) =>
  renderWithProviders(<App />, { route, withToasts: false, capabilities });
const loadedIds = () => loadRemoteMock.mock.calls.map(([id]) => id);

describe('a page of something the API lacks', () => {
  it('/page/demanda without demand figures: a Spanish notice, the page’s code not loaded', async () => {
    fakeApi({});
    renderApp(paths.demand, capabilitiesWithout('demand'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta sección no está disponible' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', paths.home);
    expect(loadedIds()).not.toContain('mf_requests/demand-page');
  });

  it('waits for the answer (nothing loaded meanwhile), then opens the page where the API has it', async () => {
    fakeApi({});
    renderApp(paths.demand, null);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(loadedIds()).not.toContain('mf_requests/demand-page');
    act(() => serveCapabilities(['demand']));
    expect(await screen.findByText('remoto mf_requests/demand-page')).toBeInTheDocument();
  });

  it('/page/notificaciones without notifications: the notice, and nothing asked', async () => {
    signIn(SEEKER);
    // Nothing faked: the page's list, the bell or the badge asking would fail the test.
    fakeApi({});
    renderApp(paths.notifications, capabilitiesWithout('notifications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta sección no está disponible' })).toBeVisible();
  });

  it('with them, the pages open as before', async () => {
    signIn(SEEKER);
    fakeApi(quietHeaderFakes());
    renderApp(paths.demand);
    expect(await screen.findByText('remoto mf_requests/demand-page')).toBeInTheDocument();
  });
});

describe('a property’s detail against an API without it', () => {
  it('the loading frame asks nothing for its first photo', async () => {
    fakeApi({});
    renderWithProviders(<DetailLoading />, {
      route: '/page/property/42',
      path: routePatterns.propertyDetail,
      session: SEEKER,
      capabilities: capabilitiesWithout('propertyDetail'),
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // Its lazy photo component has had time to load and ask: it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.ltg-frame img')).toBeNull();
  });

  it('a touch on its link starts the page’s code, not the property', async () => {
    fakeApi({});
    renderWithProviders(
      <>
        <LinkIntentPreload />
        <a href={paths.propertyDetail(42)}>Ver detalle</a>
      </>,
      { session: SEEKER, capabilities: capabilitiesWithout('propertyDetail') },
    );
    const link = screen.getByRole('link', { name: 'Ver detalle' });
    await waitFor(() => {
      fireEvent.touchStart(link);
      expect(jest.mocked(preloadRemoteModule)).toHaveBeenCalledWith('mf_properties', 'property-detail-page');
    });
    // The fence fails the test on a getProperty it was not given.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
