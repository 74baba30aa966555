import { EARLY_CONFIG_GLOBAL, earlyStartScript, routeRegexSource, type EarlyRoute } from '../../../build/early-start';
import { EARLY_DATA_GLOBAL, EARLY_MANIFESTS_GLOBAL, ID_TOKEN_STORAGE_KEY, type EarlyPhoto } from '../../facts';
import earlyManifestPlugin, { HELD_MANIFESTS } from '../../remotes/early-manifest-plugin';
import { PHOTO_WIDTHS } from '../../contracts';
import { FULL_PHOTO_WIDTH, photoSrcSet, SLIDE_SIZES, STORED_PHOTO } from '../../format/photos';
import { takeEarlyAnswer } from '../../api/early-answer';
import { assetUrl } from '../../constants';
import { api } from '../../api';
import { makePropertyDetail } from '../../testing/fixtures';
import { loadRuntimeConfig, setRuntimeConfig, takePreviewRefusal, type RuntimeConfig } from '..';
import { config } from '../../api/__tests__/support/fake-http';

const valid: RuntimeConfig = config('http://localhost:3000/mvp');
const EARLY_PHOTO: EarlyPhoto = { stored: STORED_PHOTO.source, widths: PHOTO_WIDTHS, fullWidth: FULL_PHOTO_WIDTH, sizes: SLIDE_SIZES };

const ROUTES: EarlyRoute[] = [
  { path: '/home', remote: 'mf_requests', access: 'public' },
  { path: '/page/login', remote: 'mf_account', access: 'visitor' },
  { path: '/page/buzon', remote: 'mf_inbox', access: 'session' },
  { path: '/page/profile', remote: 'mf_account', access: 'session', alsoRemotes: ['mf_requests'] },
  { path: '/page/edit-request/:houseRequestId', remote: 'mf_requests', access: 'sessionOrLogin' },
  { path: '/page/properties', remote: 'mf_properties', access: 'session', alsoRemotes: ['mf_inbox'], module: 'properties-page' },
  { path: '/page/property/:propertyId', remote: 'mf_properties', access: 'session', data: '/property/$1', photo: EARLY_PHOTO },
];

const holder = window as unknown as Record<string, unknown>;

function mockFetch(body: unknown, ok = true) {
  const fn = jest.fn().mockResolvedValue({ ok, status: ok ? 200 : 503, json: () => Promise.resolve(body) });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Runs the inline script as index.html would, on `path`, with or without the session mark. */
async function runEarlyStart(path: string, { session = false } = {}) {
  window.history.replaceState(null, '', path);
  if (session) document.documentElement.setAttribute('data-session', '');
  const body = /<script>([\s\S]*)<\/script>/.exec(earlyStartScript(ROUTES))![1]!;
  new Function(body)();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${(l as HTMLLinkElement).href}`);

afterEach(() => {
  setRuntimeConfig(null);
  delete holder[EARLY_CONFIG_GLOBAL];
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-session');
});

describe('early start (index.html)', () => {
  it('turns route patterns into anchored expressions', () => {
    expect(routeRegexSource('/page/edit-request/:houseRequestId')).toBe('^/page/edit-request/([^/]+)$');
    expect(new RegExp(routeRegexSource('/page/edit-request/:id')).test('/page/edit-request/12')).toBe(true);
    expect(new RegExp(routeRegexSource('/page/edit-request/:id')).test('/page/edit-request/12/x')).toBe(false);
    expect(routeRegexSource('/a.b')).toBe('^/a\\.b$');
  });

  it("asks for config.json and preloads the route's manifest and remoteEntry.js", async () => {
    const fetchMock = mockFetch(valid);
    await runEarlyStart('/home/');
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(preloads()).toEqual(['fetch http://localhost:8081/mf-manifest.json', 'script http://localhost:8081/remoteEntry.js']);
    expect(document.head.querySelector('link[as="fetch"]')!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('preloads a signed-in page only in a tab with a session, a visitor page only without', async () => {
    mockFetch(valid);
    await runEarlyStart('/page/buzon');
    expect(preloads()).toEqual([]);
    await runEarlyStart('/page/buzon', { session: true });
    expect(preloads()).toEqual(['fetch http://localhost:8083/mf-manifest.json', 'script http://localhost:8083/remoteEntry.js']);
    document.head.innerHTML = '';
    await runEarlyStart('/page/login', { session: true });
    expect(preloads()).toEqual([]);
  });

  it("preloads the other remotes a page mounts on its first screen, after the page's own", async () => {
    mockFetch(valid);
    await runEarlyStart('/page/profile', { session: true });
    expect(preloads()).toEqual([
      'fetch http://localhost:8084/mf-manifest.json',
      'script http://localhost:8084/remoteEntry.js',
      'fetch http://localhost:8081/mf-manifest.json',
      'script http://localhost:8081/remoteEntry.js',
    ]);
  });

  describe("a route that names its module: the page's chunks from the remote's manifest", () => {
    const MANIFEST = 'http://localhost:8082/mf-manifest.json';
    const manifest = {
      exposes: [
        { name: 'property-card', assets: { js: { sync: ['card.1.js'], async: [] } } },
        { name: 'properties-page', assets: { js: { sync: ['9151.a.js', '__federation_expose_properties_page.b.js'], async: ['later.js'] } } },
      ],
    };
    /** config.json, then the manifest (a Response the runtime can read). */
    function mockCalls(ok = true) {
      // jsdom has no Response: what the script and the runtime read of one.
      const answer = (): Response => ({ ok, status: ok ? 200 : 503, clone: answer, json: () => Promise.resolve(manifest) }) as unknown as Response;
      const response = answer();
      const fn = jest.fn((url: string) => Promise.resolve(url === MANIFEST ? response : ({ ok: true, status: 200, json: () => Promise.resolve(valid) } as unknown as Response)));
      globalThis.fetch = fn as unknown as typeof fetch;
      return fn;
    }
    const flush = async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const fetchHook = earlyManifestPlugin().fetch!;

    it('the plugin reads where the script writes', () => {
      expect(HELD_MANIFESTS).toBe(EARLY_MANIFESTS_GLOBAL);
    });
    afterEach(() => {
      delete holder[EARLY_MANIFESTS_GLOBAL];
    });

    it("fetches the page's manifest itself, preloads the module's chunks beside remoteEntry.js, and the runtime takes the answer over", async () => {
      const fetchMock = mockCalls();
      await runEarlyStart('/page/properties', { session: true });
      await flush();
      expect(fetchMock).toHaveBeenCalledWith(MANIFEST);
      // The other remote's manifest stays a preload; the module's sync chunks only, not the lazy ones.
      expect(preloads().sort()).toEqual(
        [
          'script http://localhost:8082/remoteEntry.js',
          'fetch http://localhost:8083/mf-manifest.json',
          'script http://localhost:8083/remoteEntry.js',
          'script http://localhost:8082/9151.a.js',
          'script http://localhost:8082/__federation_expose_properties_page.b.js',
        ].sort(),
      );
      // The federation runtime's manifest fetch gets the same answer, once; another URL is left to it.
      expect(await fetchHook('http://localhost:8083/mf-manifest.json', {})).toBeUndefined();
      const taken = (await fetchHook(MANIFEST, {})) as Response;
      expect(await taken.json()).toEqual(manifest);
      expect(await fetchHook(MANIFEST, {})).toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('a manifest that failed early is asked for anew by the runtime, and preloads nothing', async () => {
      const fetchMock = mockCalls(false);
      await runEarlyStart('/page/properties', { session: true });
      await flush();
      expect(preloads().filter((l) => l.includes('9151'))).toEqual([]);
      await fetchHook(MANIFEST, {});
      expect(fetchMock).toHaveBeenLastCalledWith(MANIFEST, {});
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });
  });

  it('loadRuntimeConfig takes over the early request instead of fetching again', async () => {
    const fetchMock = mockFetch(valid);
    await runEarlyStart('/page/edit-request/7', { session: true });
    expect(await loadRuntimeConfig()).toEqual(valid);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(holder[EARLY_CONFIG_GLOBAL]).toBeUndefined();
  });

  it('a failed early request is reported, and the retry fetches anew', async () => {
    mockFetch(valid, false);
    await runEarlyStart('/home');
    expect(preloads()).toEqual([]);
    await expect(loadRuntimeConfig()).rejects.toThrow('No se pudo leer /config.json (HTTP 503)');
    const fetchMock = mockFetch(valid);
    expect(await loadRuntimeConfig()).toEqual(valid);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe("a property's detail: its call with the cached token, then its first photo", () => {
    // As the API may answer it: a path under its base URL (absolute URLs are used as they are).
    const UPLOAD = '/storage/9/0b7c5c8e-4d2a-4f7e-9a51-3c2d1e0f9a8b';
    const token = (expiresAt: number) => sessionStorage.setItem(ID_TOKEN_STORAGE_KEY, JSON.stringify({ token: 'tok-1', expiresAt, user: { uid: 'u', providerId: 'password' } }));
    /** config.json first, then the property call. */
    function mockCalls(property: unknown, ok = true) {
      const fn = jest
        .fn()
        .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(valid) })
        .mockResolvedValueOnce({ ok, status: ok ? 200 : 403, json: () => Promise.resolve(property) });
      globalThis.fetch = fn as unknown as typeof fetch;
      return fn;
    }
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
      expect(fetchMock).toHaveBeenLastCalledWith('http://localhost:3000/mvp/property/42', { credentials: 'include', headers: { Authorization: 'Bearer tok-1' } });
      const link = imagePreload();
      // What the gallery's first <img> asks for (photosOf → photoSrcSet, SLIDE_SIZES), so the browser reuses it.
      setRuntimeConfig(valid);
      expect(link?.getAttribute('imagesrcset')).toBe(photoSrcSet(assetUrl(UPLOAD)));
      expect(link?.getAttribute('imagesizes')).toBe(SLIDE_SIZES);
      expect(link?.getAttribute('fetchpriority')).toBe('high');
      // The API client takes the answer over, once, for that path only.
      expect(await takeEarlyAnswer('/property/42')).toEqual(property);
      expect(await takeEarlyAnswer('/property/42')).toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('api.getProperty takes the early answer over (no second request) and parses it with the contract', async () => {
      token(Date.now() + 30 * 60_000);
      const property = makePropertyDetail({ propertyId: 42 });
      const fetchMock = mockCalls(property);
      await runEarlyStart('/page/property/42', { session: true });
      await flush();
      setRuntimeConfig(valid);
      expect(await api.getProperty(42)).toEqual(property);
      expect(fetchMock).toHaveBeenCalledTimes(2);
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
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(holder[EARLY_DATA_GLOBAL]).toBeUndefined();

      token(Date.now() + 30 * 60_000);
      document.documentElement.removeAttribute('data-session');
      fetchMock = mockCalls({});
      await runEarlyStart('/page/property/42');
      await flush();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      fetchMock = mockCalls({ message: 'No puedes ver esta propiedad' }, false);
      await runEarlyStart('/page/property/42', { session: true });
      await flush();
      expect(fetchMock).toHaveBeenCalledTimes(2);
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
  });

  describe('?preview=<app>@<version>', () => {
    const V = 'abc1234-0123456789';
    afterEach(() => {
      sessionStorage.clear();
      delete holder.__LT_PREVIEW_REFUSED__;
    });

    it("asks for the preview's config and keeps it for this tab, without the parameter next time", async () => {
      const withPreview = { ...valid, release: { versions: { 'mf-inbox': V }, canary: [], preview: { app: 'mf-inbox', version: V } } };
      const fetchMock = mockFetch(withPreview);
      await runEarlyStart(`/page/buzon?preview=mf-inbox%40${V}&x=1`);
      expect(fetchMock).toHaveBeenCalledWith(`/config.json?preview=mf-inbox%40${V}`, { cache: 'no-store' });
      expect(sessionStorage.getItem('lt_preview')).toBe(`mf-inbox@${V}`);
      expect((await loadRuntimeConfig()).release?.preview).toEqual({ app: 'mf-inbox', version: V });
      setRuntimeConfig(null);
      await runEarlyStart('/page/requests');
      expect(fetchMock).toHaveBeenLastCalledWith(`/config.json?preview=mf-inbox%40${V}`, { cache: 'no-store' });
    });

    it('a refused preview (400): forgotten, the reason left for the notice, and the live config loads', async () => {
      const fetchMock = jest
        .fn()
        .mockResolvedValueOnce({ ok: false, status: 400, json: () => Promise.resolve({ message: 'Vista previa rechazada: no está', field: 'preview' }) })
        .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(valid) });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      await runEarlyStart('/page/requests?preview=mf-requests@https%3A%2F%2Fevil.example%2Fx');
      expect(await loadRuntimeConfig()).toEqual(valid);
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/config.json?preview=mf-requests%40https%3A%2F%2Fevil.example%2Fx', '/config.json']);
      expect(sessionStorage.getItem('lt_preview')).toBeNull();
      expect(takePreviewRefusal()).toEqual({ preview: 'mf-requests@https://evil.example/x', reason: 'Vista previa rechazada: no está' });
      expect(takePreviewRefusal()).toBeNull();
    });

    it('without the early script, loadRuntimeConfig does the same', async () => {
      sessionStorage.setItem('lt_preview', 'mf-inbox@nope');
      const fetchMock = jest
        .fn()
        .mockResolvedValueOnce({ ok: false, status: 400, json: () => Promise.resolve({ message: 'no' }) })
        .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(valid) });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      expect(await loadRuntimeConfig()).toEqual(valid);
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/config.json?preview=mf-inbox%40nope', '/config.json']);
      expect(takePreviewRefusal()).toEqual({ preview: 'mf-inbox@nope', reason: 'no' });
    });
  });
});
