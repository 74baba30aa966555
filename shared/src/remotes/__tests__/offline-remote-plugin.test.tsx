import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import offlineRemotePlugin from '../offline-remote-plugin';
import { isOfflineModule, type OfflineModule } from '../offline-marker';
import { createOfflineComponent } from '../offline-fallback';

type HookArgs = Parameters<NonNullable<ReturnType<typeof offlineRemotePlugin>['errorLoadRemote']>>[0];

const args = (over: Partial<HookArgs>): HookArgs =>
  ({
    id: 'mf_inbox/inbox-page',
    error: new Error('caído'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
    ...over,
  }) as HookArgs;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('offline remote runtime plugin', () => {
  const plugin = offlineRemotePlugin();
  const hook = plugin.errorLoadRemote!;

  it('has a name (required by the MF runtime)', () => {
    expect(plugin.name).toBe('lotengo-offline-remote');
  });

  it(
    'does not answer for the manifest stage (the runtime would cache the answer as ' + 'the manifest), but logs',
    async () => {
      const result = await hook(args({ id: 'http://x.test/mf-manifest.json', lifecycle: 'afterResolve' }));
      expect(result).toBeUndefined();
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('http://x.test/mf-manifest.json'),
        expect.any(Error),
      );
    },
  );

  it('does not answer for beforeRequest either', async () => {
    await expect(hook(args({ lifecycle: 'beforeRequest' }))).resolves.toBeUndefined();
  });

  it('returns a marked stand-in module at onLoad, whose component shows the Spanish notice', async () => {
    const error = new Error('caído');
    const result = await hook(args({ error }));
    expect(isOfflineModule(result)).toBe(true);
    const mod = result as OfflineModule;
    expect(mod.remote).toBe('mf_inbox');
    expect(mod.error).toBe(error);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf_inbox/inbox-page'), error);

    const Fallback = mod.default as ComponentType;
    render(<Fallback />);
    expect(screen.getByRole('alert')).toHaveTextContent('La sección Mis Ofertas no está disponible en este momento.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('its "Reintentar" reloads the page (it knows no other way to retry)', async () => {
    const reload = jest.fn();
    const Fallback = createOfflineComponent('mf_requests', reload);
    render(<Fallback />);
    expect(screen.getByRole('alert')).toHaveTextContent('La sección Solicitudes no está disponible');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('returns a module factory for build-time remotes', async () => {
    const result = await hook(args({ from: 'build' }));
    expect(typeof result).toBe('function');
    expect(isOfflineModule((result as () => unknown)())).toBe(true);
  });
});
