import { act, render, screen } from '@testing-library/react';
import {
  BEFORE_RELOAD_EVENT,
  installMissingFileHandlers,
  isMissingFileError,
  loadChunk,
  reloadForNewVersion,
  resetMissingFileReport,
} from '../missing-files';
import { ReloadBanner } from '../reload-notice';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 913 failed.\n(missing: http://x/v1/913.js)'), { name: 'ChunkLoadError' });

function rejection(reason: unknown): Event & { defaultPrevented: boolean } {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  return event;
}

describe('missing files of a pruned release', () => {
  let uninstall: () => void;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetMissingFileReport();
    uninstall = installMissingFileHandlers(window);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstall();
    warn.mockRestore();
  });

  it('recognises webpack chunk errors by name or message, nothing else', () => {
    expect(isMissingFileError(chunkError())).toBe(true);
    expect(isMissingFileError(new Error('Loading CSS chunk 11 failed.\n(error: /v1/11.css)'))).toBe(true);
    expect(isMissingFileError(new Error('Network Error'))).toBe(false);
    expect(isMissingFileError('Loading chunk 1 failed.')).toBe(false);
    expect(isMissingFileError(null)).toBe(false);
  });

  it('an unhandled chunk error becomes the reload banner, and is no longer uncaught', () => {
    render(<ReloadBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    const event = rejection(chunkError());
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Hay una versión nueva de Lo Tengo');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeVisible();
  });

  it('leaves other rejections alone', () => {
    render(<ReloadBanner />);
    const event = rejection(new Error('otra cosa'));
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloading lets the forms keep what was typed first, then reloads', () => {
    const order: string[] = [];
    const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
    target.location = { reload: () => order.push('reload') };
    target.addEventListener(BEFORE_RELOAD_EVENT, () => order.push('guardar formularios'));
    reloadForNewVersion(target as unknown as Window);
    expect(order).toEqual(['guardar formularios', 'reload']);
  });
});

describe('loadChunk', () => {
  beforeEach(() => resetMissingFileReport());

  it('resolves with the module, or null and the reload notice when its file is gone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ReloadBanner />);
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await expect(loadChunk(() => Promise.reject(chunkError()))).resolves.toBeNull();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Hay una versión nueva de Lo Tengo');
    warn.mockRestore();
  });

  it('lets any other failure through', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('otra')))).rejects.toThrow('otra');
  });
});
