import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from '../remote-module';
import {
  FAKE_REMOTES,
  fakeRemoteModule,
  loadRemoteMock,
  registerRemotesMock,
  setUpFakeRemotes,
} from './support/fake-remotes';
import { OFFLINE_MARK } from '../offline-marker';
import type { RequestCardProps } from '../card-props';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setUpFakeRemotes();
  // Failures are logged on purpose; keep the test output readable but check that they are logged.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const networkError = () => new Error('ScriptNetworkError: Failed to load script');
const forcedResets = () => registerRemotesMock.mock.calls.filter(([, options]) => options?.force === true);

describe('RemoteModule', () => {
  it('shows a spinner, then the remote module with its props', async () => {
    render(<RemoteModule remote="mf_requests" module="requests-page" area="Solicitudes" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByText('remoto mf_requests/requests-page')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_requests/requests-page');
  });

  it('passes props through to the remote component', async () => {
    const props = { label: 'con props' } as unknown as RequestCardProps;
    render(<RemoteModule remote="mf_requests" module="request-card" area="Solicitudes" props={props} />);
    expect(await screen.findByText('remoto mf_requests/request-card con props')).toBeInTheDocument();
  });

  it('retries a failing load with a clean runtime state and succeeds without bothering the user', async () => {
    loadRemoteMock.mockRejectedValueOnce(networkError()).mockImplementation(async (id: string) => fakeRemoteModule(id));
    render(<RemoteModule remote="mf_inbox" module="inbox-page" area="Mis Ofertas" />);
    expect(await screen.findByText('remoto mf_inbox/inbox-page')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(forcedResets()).toEqual([[[{ name: 'mf_inbox', entry: FAKE_REMOTES.mf_inbox }], { force: true }]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after 3 failed attempts shows the Spanish notice, and "Reintentar" really loads again', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValue(networkError());
    render(<RemoteModule remote="mf_inbox" module="inbox-page" area="Mis Ofertas" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La sección Mis Ofertas no está disponible en este momento.');
    expect(alert).toHaveTextContent('El resto del sitio sigue funcionando. Puedes reintentar en unos segundos.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La sección Mis Ofertas no está disponible');
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(consoleError).toHaveBeenCalled();

    // The remote is back.
    loadRemoteMock.mockReset();
    registerRemotesMock.mockClear();
    loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('remoto mf_inbox/inbox-page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    // The failed remote was registered again (force) so the MF runtime fetches it anew.
    expect(forcedResets()).toHaveLength(1);
  });

  it('keeps showing the notice when the retry fails too', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValue(networkError());
    render(<RemoteModule remote="mf_account" module="login-page" area="Ingreso" />);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La sección Ingreso no está disponible');
    expect(loadRemoteMock).toHaveBeenCalledTimes(6);
  });

  it('treats the offline stand-in of the runtime plugin as a failure', async () => {
    const standIn = {
      [OFFLINE_MARK]: true,
      remote: 'mf_requests',
      error: networkError(),
      default: () => <p>stand-in</p>,
    };
    loadRemoteMock.mockResolvedValue(standIn);
    render(<RemoteModule remote="mf_requests" module="home-search" area="Solicitudes" kind="section" />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'La sección Solicitudes no está disponible',
    );
    expect(screen.queryByText('stand-in')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('rejects a module without a component as unavailable', async () => {
    loadRemoteMock.mockResolvedValue({ default: 'no soy un componente' });
    render(<RemoteModule remote="mf_properties" module="properties-page" area="Propiedades" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('La sección Propiedades no está disponible');
  });

  it('renders a module already loaded without a spinner the second time', async () => {
    const first = render(<RemoteModule remote="mf_requests" module="requests-page" area="Solicitudes" />);
    await screen.findByText('remoto mf_requests/requests-page');
    first.unmount();
    render(<RemoteModule remote="mf_requests" module="requests-page" area="Solicitudes" />);
    expect(screen.getByText('remoto mf_requests/requests-page')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
