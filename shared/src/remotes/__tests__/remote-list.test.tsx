import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteList } from '../remote-module';
import { preloadRemoteModule } from '../remote-component-cache';
import { fakeRemoteModule, loadRemoteMock, setUpFakeRemotes } from './support/fake-remotes';
import type { PropertyCardProps, RequestCardProps } from '../card-props';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setUpFakeRemotes();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const networkError = () => new Error('ScriptNetworkError: Failed to load script');
/** Items for the stand-in card, which shows its `label` prop. */
const items = <P,>(labels: string[]) => labels.map((label) => ({ key: label, props: { label } as unknown as P }));

function CrashingCard(): never {
  throw new Error('bug en la tarjeta');
}

describe('RemoteList: one exposed card per item, behind one boundary', () => {
  it('shows the loading placeholder, then one <li> per item with its props, loading the module once', async () => {
    render(
      <RemoteList
        remote="mf_requests"
        module="request-card"
        className="grid"
        loading={<p>esqueleto</p>}
        items={items<RequestCardProps>(['uno', 'dos'])}
      />,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(list).toHaveClass('grid');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'remoto mf_requests/request-card uno',
      'remoto mf_requests/request-card dos',
    ]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('a preload started before the list mounts is the load the list uses (the module is fetched once)', async () => {
    let arrive: (m: unknown) => void = () => undefined;
    loadRemoteMock.mockImplementation(
      (id: string) => new Promise((resolve) => (arrive = () => resolve(fakeRemoteModule(id)))),
    );
    preloadRemoteModule('mf_requests', 'request-card');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_requests/request-card');
    render(
      <RemoteList
        remote="mf_requests"
        module="request-card"
        loading={<p>esqueleto</p>}
        items={items<RequestCardProps>(['uno'])}
      />,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
    arrive(null);
    expect(await screen.findByRole('listitem')).toHaveTextContent('remoto mf_requests/request-card uno');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('a preload that failed is forgotten: the list loads again and shows the cards', async () => {
    loadRemoteMock.mockRejectedValue(networkError());
    preloadRemoteModule('mf_properties', 'property-card');
    await new Promise((r) => setTimeout(r, 0));
    await Promise.resolve();
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id));
    render(
      <RemoteList
        remote="mf_properties"
        module="property-card"
        loading={null}
        items={items<PropertyCardProps>(['a'])}
      />,
    );
    expect(await screen.findByRole('listitem')).toHaveTextContent('remoto mf_properties/property-card a');
  });

  it(
    'a remote that is down: ONE outage notice (h2) for the whole list, logged, and ' + '"Reintentar" loads again',
    async () => {
      const user = userEvent.setup();
      loadRemoteMock.mockRejectedValue(networkError());
      render(
        <>
          <p>resto del perfil</p>
          <RemoteList
            remote="mf_properties"
            module="property-card"
            loading={<p>esqueleto</p>}
            items={items<PropertyCardProps>(['a', 'b', 'c'])}
          />
        </>,
      );
      const alerts = await screen.findAllByRole('alert');
      expect(alerts).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('no está disponible');
      expect(screen.getByText('resto del perfil')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(
        '[lotengo] No se pudo cargar mf_properties/property-card',
        expect.anything(),
      );

      loadRemoteMock.mockReset();
      loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id));
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findAllByRole('listitem')).toHaveLength(3);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a card that throws while rendering: the render-error notice, logged with remote/module', async () => {
    loadRemoteMock.mockResolvedValue({ default: CrashingCard });
    render(
      <RemoteList remote="mf_requests" module="request-card" loading={null} items={items<RequestCardProps>(['x'])} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo falló al mostrar esta sección.');
    expect(consoleError).toHaveBeenCalledWith(
      '[lotengo] mf_requests/request-card falló al mostrarse',
      expect.objectContaining({ message: 'bug en la tarjeta' }),
      expect.any(String),
    );
  });
});
