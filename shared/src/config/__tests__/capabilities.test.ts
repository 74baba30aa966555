/** What the backend has (GET /capabilities): asked once per page, a 404 is the seed only, never a loop. */
import { CAPABILITIES_STORAGE_KEY, EARLY_CAPABILITIES_GLOBAL } from '../../facts';
import {
  CAPABILITY_RETRY_DELAYS_MS,
  capabilitiesSnapshot,
  loadCapabilities,
  setCapabilities,
  setRuntimeConfig,
  subscribeCapabilities,
  whenCapabilities,
} from '..';
import { CAPABILITIES_URL, valid } from './support/early-start-harness';

const holder = window as unknown as Record<string, unknown>;
const answer = (status: number, body?: unknown) =>
  Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);
const html = () => document.documentElement.getAttribute('data-capabilities');
const names = async () => [...(await loadCapabilities())];

let fetchMock: jest.Mock;
let info: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  setRuntimeConfig(valid);
  fetchMock = jest.fn(() => answer(200, { capabilities: ['demand', 'visits'] }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setCapabilities(null);
  setRuntimeConfig(null);
  delete holder[EARLY_CAPABILITIES_GLOBAL];
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loadCapabilities', () => {
  it('asks once per page, whoever asks and however often (shell, remotes, the client’s guard)', async () => {
    const [a, b, c] = await Promise.all([loadCapabilities(), whenCapabilities(), loadCapabilities()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await whenCapabilities()).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(CAPABILITIES_URL, { credentials: 'omit', cache: 'no-store' });
    expect([...a]).toEqual(['demand', 'visits']);
  });

  it('takes over the early script’s answer instead of asking again', async () => {
    holder[EARLY_CAPABILITIES_GLOBAL] = Promise.resolve({ status: 200, body: { capabilities: ['notifications'] } });
    expect(await names()).toEqual(['notifications']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[EARLY_CAPABILITIES_GLOBAL]).toBeUndefined();
  });

  it('keeps each name once; one it does not know (a newer backend) is never asked for', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { capabilities: ['demand', 'holograms', 'demand', 'visits'], apiVersion: '9' }),
    );
    expect(await names()).toEqual(['demand', 'holograms', 'visits']);
    expect(capabilitiesSnapshot()?.has('notifications')).toBe(false);
  });

  it('an answer that is not a list of names is a failure, not an empty list', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => answer(200, { capabilities: ['demand', 3] }));
    expect(await names()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CAPABILITIES_STORAGE_KEY)).toBeNull();
  });

  it('a 404 (a backend from before the call) is the seed only: an answer, said once, never asked again', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => answer(404, { message: 'Ruta no encontrada' }));
    expect(await names()).toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Remembered for the next page's early mark, and marked on this one for the shell's CSS.
    expect(localStorage.getItem(CAPABILITIES_STORAGE_KEY)).toBe('[]');
    expect(html()).toBe('');
  });

  it('a failure is the seed only for now, said once, asked again a few times later, then never', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await names()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    // Nothing remembered from a failure: the next page asks with a clean slate.
    expect(localStorage.getItem(CAPABILITIES_STORAGE_KEY)).toBeNull();
    for (const delay of CAPABILITY_RETRY_DELAYS_MS) {
      const before = fetchMock.mock.calls.length;
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(before);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(before + 1);
    }
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1 + CAPABILITY_RETRY_DELAYS_MS.length);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a retry that gets the answer shows what the backend has (the page hears it)', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockImplementationOnce(() => answer(503, { message: 'Mantenimiento' }))
      .mockImplementationOnce(() => answer(200, 'esto no es JSON de capacidades'));
    expect(await names()).toEqual([]);
    const heard = jest.fn();
    const stop = subscribeCapabilities(heard);
    await jest.advanceTimersByTimeAsync(CAPABILITY_RETRY_DELAYS_MS[0]);
    // A garbled answer counts as a failure: still the seed only, next try later.
    expect([...capabilitiesSnapshot()!]).toEqual([]);
    await jest.advanceTimersByTimeAsync(CAPABILITY_RETRY_DELAYS_MS[1]);
    expect([...capabilitiesSnapshot()!]).toEqual(['demand', 'visits']);
    expect(heard).toHaveBeenCalled();
    expect(html()).toBe('demand visits');
    stop();
  });

  it('setCapabilities (tests, standalone pages) needs no request; null forgets, and the next load asks', async () => {
    setCapabilities(['visits', 'visits']);
    expect([...(await whenCapabilities())]).toEqual(['visits']);
    expect(fetchMock).not.toHaveBeenCalled();
    setCapabilities(null);
    expect(capabilitiesSnapshot()).toBeNull();
    expect(html()).toBeNull();
    expect(await names()).toEqual(['demand', 'visits']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
