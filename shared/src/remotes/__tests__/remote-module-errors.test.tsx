import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from '../remote-module';
import { loadRemoteMock, setUpFakeRemotes } from './support/fake-remotes';
import type { RequestCardProps } from '../card-props';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setUpFakeRemotes();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** A remote page that throws while rendering as long as `crash.on` is true; counts its mounts. */
function crashingModule(crash: { on: boolean; mounts: number }) {
  function Crashing() {
    useState(() => {
      crash.mounts += 1;
    });
    if (crash.on) throw new Error('bug en el remote');
    return <p>página del remote</p>;
  }
  return { default: Crashing };
}

describe('RemoteModule: a remote that throws while rendering', () => {
  it(
    'shows the render-error notice (not the outage one), logs the error with ' + 'remote/module, and keeps the rest',
    async () => {
      const crash = { on: true, mounts: 0 };
      loadRemoteMock.mockResolvedValue(crashingModule(crash));
      render(
        <>
          <p>resto del sitio</p>
          <RemoteModule remote="mf_properties" module="properties-page" area="Propiedades" />
        </>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Algo falló al mostrar esta sección.');
      expect(alert).not.toHaveTextContent('no está disponible');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Algo falló al mostrar esta sección.');
      expect(screen.getByText('resto del sitio')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(
        '[lotengo] mf_properties/properties-page falló al mostrarse',
        expect.objectContaining({ message: 'bug en el remote' }),
        expect.any(String),
      );
      // A render error is not a load failure: the module was fetched once, never retried.
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    },
  );

  it('"Reintentar" remounts the module (fresh state) without fetching it again', async () => {
    const user = userEvent.setup();
    const crash = { on: true, mounts: 0 };
    loadRemoteMock.mockResolvedValue(crashingModule(crash));
    render(<RemoteModule remote="mf_inbox" module="inbox-page" />);
    await screen.findByRole('alert');
    const mountsBefore = crash.mounts;

    crash.on = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('página del remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(crash.mounts).toBeGreaterThan(mountsBefore);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the render-error notice when the module throws again, with an h2 inside a page', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockResolvedValue(crashingModule({ on: true, mounts: 0 }));
    render(<RemoteModule remote="mf_requests" module="home-search" kind="section" />);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Algo falló al mostrar esta sección.');
  });

  it('a chunk that cannot be downloaded inside the remote asks for a reload: its release is gone', async () => {
    function LazyChunkFails(): never {
      throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    }
    loadRemoteMock.mockResolvedValue({ default: LazyChunkFails });
    render(<RemoteModule remote="mf_inbox" module="inbox-page" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hay una versión nueva de Lo Tengo');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Recargar' }));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('[lotengo] No se pudo cargar mf_inbox/inbox-page', expect.any(Error));
  });
});

describe('RemoteModule: outage and loading space', () => {
  it('names the remote’s own area in the outage notice when none is given', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    render(
      <RemoteModule
        remote="mf_requests"
        module="request-card"
        props={{ request: {} as RequestCardProps['request'] }}
        kind="section"
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La sección Solicitudes no está disponible en este momento.');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Reintentar' }));
  });

  it('reserves the given minHeight while loading', () => {
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    render(<RemoteModule remote="mf_inbox" module="inbox-page" minHeight={480} />);
    const spinner = screen.getByRole('status');
    expect(spinner.closest('.remote-loading')).toHaveStyle({ minHeight: '480px' });
  });

  it('shows a custom skeleton while loading', () => {
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    render(<RemoteModule remote="mf_properties" module="properties-page" loading={<div data-testid="skeleton" />} />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

/** Compile-time checks (tsc runs over tests): props follow the declaration. Never called. */
export function typeChecks(request: RequestCardProps['request']) {
  return [
    <RemoteModule key="1" remote="mf_requests" module="request-card" props={{ request, editable: true }} />,
    // @ts-expect-error a card needs its props
    <RemoteModule key="2" remote="mf_requests" module="request-card" />,
    // @ts-expect-error unknown prop of the request card
    <RemoteModule key="3" remote="mf_requests" module="request-card" props={{ request, price: 1 }} />,
    // @ts-expect-error a module the remote does not expose
    <RemoteModule key="4" remote="mf_inbox" module="property-card" />,
    // @ts-expect-error pages take no props
    <RemoteModule key="5" remote="mf_inbox" module="inbox-page" props={{ id: 1 }} />,
  ];
}
