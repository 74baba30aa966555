/** The early-start script on a property's detail: its one API call with the cached token, then its first photo. */
import { CAPABILITIES_STORAGE_KEY, EARLY_DATA_GLOBAL, ID_TOKEN_STORAGE_KEY } from '../../facts';
import { photoSrcSet, SLIDE_SIZES } from '../../format/photos';
import { takeEarlyAnswer } from '../../api/early-answer';
import { assetUrl } from '../../constants';
import { api } from '../../api';
import { makePropertyDetail } from '../../testing/fixtures';
import { setRuntimeConfig } from '..';
import {
  CAPABILITIES_URL,
  configUrl,
  holder,
  resetEarlyStart,
  runEarlyStart,
  valid,
} from './support/early-start-harness';

afterEach(resetEarlyStart);

describe("a property's detail: its call with the cached token, then its first photo", () => {
  // As the API may answer it: a path under its base URL (absolute URLs are used as they are).
  const UPLOAD = '/storage/9/0b7c5c8e-4d2a-4f7e-9a51-3c2d1e0f9a8b';
  const token = (expiresAt: number) =>
    sessionStorage.setItem(
      ID_TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'tok-1', expiresAt, user: { uid: 'u', providerId: 'password' } }),
    );
  const PROPERTY_URL = 'http://localhost:3000/mvp/property/42';
  /**
   * config.json, GET /capabilities (`capabilities`: the names the API lists; null: it answers 404; 'never':
   * no answer yet) and the property call.
   */
  function mockCalls(property: unknown, ok = true, capabilities: string[] | null | 'never' = ['propertyDetail']) {
    const answer = (status: number, body: unknown) =>
      Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) });
    const fn = jest.fn((url: string) => {
      if (url.startsWith('/config.json')) return answer(200, valid);
      if (url !== CAPABILITIES_URL) return answer(ok ? 200 : 403, property);
      if (capabilities === 'never') return new Promise(() => undefined);
      return capabilities ? answer(200, { capabilities }) : answer(404, { message: 'Ruta desconocida' });
    });
    globalThis.fetch = fn as unknown as typeof fetch;
    return fn;
  }
  const propertyCalls = (fn: jest.Mock) => fn.mock.calls.filter((c) => c[0] === PROPERTY_URL);
  const flush = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const imagePreload = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  afterEach(() => {
    sessionStorage.clear();
    delete holder[EARLY_DATA_GLOBAL];
  });

  it('asks the API once with the token and preloads the first photo with the gallery’s srcset and sizes', async () => {
    token(Date.now() + 30 * 60_000);
    const property = { propertyId: 42, multimedias: [{ fileUrl: UPLOAD }, { fileUrl: `${UPLOAD.slice(0, -1)}c` }] };
    const fetchMock = mockCalls(property);
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(PROPERTY_URL, {
      credentials: 'include',
      headers: { Authorization: 'Bearer tok-1' },
    });
    const link = imagePreload();
    // What the gallery's first <img> asks for (photosOf → photoSrcSet, SLIDE_SIZES), so the browser reuses it.
    setRuntimeConfig(valid);
    expect(link?.getAttribute('imagesrcset')).toBe(photoSrcSet(assetUrl(UPLOAD)));
    expect(link?.getAttribute('imagesizes')).toBe(SLIDE_SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // The API client takes the answer over, once, for that path only.
    expect(await takeEarlyAnswer('/property/42')).toEqual(property);
    expect(await takeEarlyAnswer('/property/42')).toBeUndefined();
    expect(propertyCalls(fetchMock)).toHaveLength(1);
  });

  it('api.getProperty takes the early answer over (no second request) and parses it with the contract', async () => {
    token(Date.now() + 30 * 60_000);
    const property = makePropertyDetail({ propertyId: 42 });
    const fetchMock = mockCalls(property);
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    setRuntimeConfig(valid);
    expect(await api.getProperty(42)).toEqual(property);
    expect(propertyCalls(fetchMock)).toHaveLength(1);
  });

  it('a photo without variants (the seed’s drawings) is preloaded as it is', async () => {
    token(Date.now() + 30 * 60_000);
    mockCalls({ propertyId: 42, multimedias: [{ fileUrl: 'https://cdn.example/casa.svg' }] });
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    expect(imagePreload()?.href).toBe('https://cdn.example/casa.svg');
    expect(imagePreload()?.hasAttribute('imagesrcset')).toBe(false);
  });

  it('no call without a fresh cached token or without the session mark; a refusal is left to the page', async () => {
    token(Date.now() + 60_000); // inside the refresh margin
    let fetchMock = mockCalls({});
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    expect(propertyCalls(fetchMock)).toHaveLength(0);
    expect(holder[EARLY_DATA_GLOBAL]).toBeUndefined();

    token(Date.now() + 30 * 60_000);
    document.documentElement.removeAttribute('data-session');
    fetchMock = mockCalls({});
    await runEarlyStart('/page/property/42');
    await flush();
    expect(propertyCalls(fetchMock)).toHaveLength(0);

    fetchMock = mockCalls({ message: 'No puedes ver esta propiedad' }, false);
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    expect(propertyCalls(fetchMock)).toHaveLength(1);
    expect(imagePreload()).toBeNull();
    // The API client asks anew (and gets the refusal itself, with its Spanish reason).
    expect(await takeEarlyAnswer('/property/42')).toBeUndefined();
  });

  it('an answer for another property is not taken', async () => {
    token(Date.now() + 30 * 60_000);
    mockCalls({ propertyId: 42, multimedias: [] });
    await runEarlyStart('/page/property/42', { session: true });
    await flush();
    expect(await takeEarlyAnswer('/property/43')).toBeUndefined();
    expect(holder[EARLY_DATA_GLOBAL]).toBeUndefined();
  });

  it('a detail address whose id is not one (`..`, letters) starts no call with the token', async () => {
    token(Date.now() + 30 * 60_000);
    for (const path of [
      '/page/property/..',
      '/page/property/%2e%2e',
      '/page/property/12abc',
      '/page/property/1234567890',
    ]) {
      const fetchMock = mockCalls({});
      await runEarlyStart(path, { session: true });
      await flush();
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([configUrl(), CAPABILITIES_URL]);
      expect(holder[EARLY_DATA_GLOBAL]).toBeUndefined();
    }
  });
  describe('only of an API that has the detail (GET /capabilities)', () => {
    beforeEach(() => token(Date.now() + 30 * 60_000));
    afterEach(() => localStorage.removeItem(CAPABILITIES_STORAGE_KEY));

    it('without an earlier answer, waits for this page’s, and asks only with `propertyDetail`', async () => {
      const withIt = mockCalls({ propertyId: 42, multimedias: [] });
      await runEarlyStart('/page/property/42', { session: true });
      await flush();
      expect(propertyCalls(withIt)).toHaveLength(1);
      delete holder[EARLY_DATA_GLOBAL];

      for (const capabilities of [[], null, ['visits', 'demand']]) {
        const without = mockCalls({ propertyId: 42, multimedias: [] }, true, capabilities);
        await runEarlyStart('/page/property/42', { session: true });
        await flush();
        expect({ capabilities, calls: propertyCalls(without).length }).toEqual({ capabilities, calls: 0 });
        expect(holder[EARLY_DATA_GLOBAL]).toBeUndefined();
      }
    });

    it('with this browser’s last answer: starts with the config, or not at all', async () => {
      localStorage.setItem(CAPABILITIES_STORAGE_KEY, JSON.stringify(['propertyDetail', 'visits']));
      const fetchMock = mockCalls({ propertyId: 42, multimedias: [] }, true, 'never');
      await runEarlyStart('/page/property/42', { session: true });
      await flush();
      expect(propertyCalls(fetchMock)).toHaveLength(1);
      // And the page is marked with it before any answer, for the shell's CSS.
      expect(document.documentElement.getAttribute('data-capabilities')).toBe('propertyDetail visits');

      localStorage.setItem(CAPABILITIES_STORAGE_KEY, JSON.stringify(['visits']));
      const stale = mockCalls({ propertyId: 42, multimedias: [] });
      await runEarlyStart('/page/property/42', { session: true });
      await flush();
      expect(propertyCalls(stale)).toHaveLength(0);
    });
  });
});
