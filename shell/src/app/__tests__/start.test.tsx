import { act, render, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@lotengo/shared/config';
import { serveRuntimeConfig } from '@lotengo/shared/testing';
import { start } from '../start';
import { ConfigErrorPage } from '../../pages/config-error-page';
import { FAKE_REMOTES, registerRemotesMock, setUpFakeRemotes } from '../../__tests__/support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const CONFIG = {
  apiBaseUrl: 'http://api.test/mvp',
  firebase: { apiKey: 'k', authDomain: 'demo-lotengo.firebaseapp.com', projectId: 'demo-lotengo' },
  authEmulatorUrl: 'http://127.0.0.1:19099',
  remotes: {
    mf_requests: 'http://moved.test/requests/mf-manifest.json',
    mf_properties: FAKE_REMOTES.mf_properties,
    mf_inbox: FAKE_REMOTES.mf_inbox,
    mf_account: FAKE_REMOTES.mf_account,
  },
} as RuntimeConfig;

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  setUpFakeRemotes();
  registerRemotesMock.mockClear();
  container = document.body.appendChild(document.createElement('div'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.restoreAllMocks();
});

describe('start', () => {
  it('loads the config, registers the remotes it names and renders the site', async () => {
    serveRuntimeConfig(CONFIG);
    await act(async () => {
      root = await start(container);
    });
    expect(registerRemotesMock).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_requests', entry: 'http://moved.test/requests/mf-manifest.json' }]),
    );
    await waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders a Spanish error page, not a blank screen, when the config cannot be loaded', async () => {
    serveRuntimeConfig(new Error('HTTP 404'));
    await act(async () => {
      root = await start(container);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos iniciar Lo Tengo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la configuración del sitio');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('ConfigErrorPage', () => {
  it('"Reintentar" tries again', async () => {
    const retry = jest.fn();
    render(<ConfigErrorPage onRetry={retry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Servicio no disponible · Lo Tengo');
  });
});
