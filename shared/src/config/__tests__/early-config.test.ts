import { EARLY_CONFIG_GLOBAL, routeRegexSource } from '../../../build/early-start';
import { EARLY_MANIFESTS_GLOBAL } from '../../facts';
import earlyManifestPlugin, { HELD_MANIFESTS } from '../../remotes/early-manifest-plugin';
import { loadRuntimeConfig, setRuntimeConfig, takePreviewRefusal } from '..';
import {
  CAPABILITIES_URL,
  configUrl,
  holder,
  mockFetch,
  preloads,
  resetEarlyStart,
  runEarlyStart,
  valid,
} from './support/early-start-harness';

afterEach(resetEarlyStart);

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
    expect(fetchMock).toHaveBeenCalledWith(configUrl(), { cache: 'no-store' });
    expect(preloads()).toEqual([
      'fetch http://localhost:8081/mf-manifest.json',
      'script http://localhost:8081/remoteEntry.js',
    ]);
    expect(document.head.querySelector('link[as="fetch"]')!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('preloads a signed-in page only in a tab with a session, a visitor page only without', async () => {
    mockFetch(valid);
    await runEarlyStart('/page/buzon');
    expect(preloads()).toEqual([]);
    await runEarlyStart('/page/buzon', { session: true });
    expect(preloads()).toEqual([
      'fetch http://localhost:8083/mf-manifest.json',
      'script http://localhost:8083/remoteEntry.js',
    ]);
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
        {
          name: 'properties-page',
          assets: { js: { sync: ['9151.a.js', '__federation_expose_properties_page.b.js'], async: ['later.js'] } },
        },
      ],
    };
    /** config.json, then the manifest (a Response the runtime can read). */
    function mockCalls(ok = true) {
      // jsdom has no Response: what the script and the runtime read of one.
      const answer = (): Response =>
        ({ ok, status: ok ? 200 : 503, clone: answer, json: () => Promise.resolve(manifest) }) as unknown as Response;
      const response = answer();
      const fn = jest.fn((url: string) =>
        Promise.resolve(
          url === MANIFEST
            ? response
            : ({ ok: true, status: 200, json: () => Promise.resolve(valid) } as unknown as Response),
        ),
      );
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

    it(
      "fetches the page's manifest itself, preloads the module's chunks beside remoteEntry.js, and the runtime " +
        'takes the answer over',
      async () => {
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
        // config.json, GET /capabilities and the manifest: once each.
        expect(fetchMock).toHaveBeenCalledTimes(3);
      },
    );

    it('a manifest that failed early is asked for anew by the runtime, and preloads nothing', async () => {
      const fetchMock = mockCalls(false);
      await runEarlyStart('/page/properties', { session: true });
      await flush();
      expect(preloads().filter((l) => l.includes('9151'))).toEqual([]);
      await fetchHook(MANIFEST, {});
      expect(fetchMock).toHaveBeenLastCalledWith(MANIFEST, {});
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });
  });

  it('loadRuntimeConfig takes over the early request instead of fetching again', async () => {
    const fetchMock = mockFetch(valid);
    await runEarlyStart('/page/edit-request/7', { session: true });
    expect(await loadRuntimeConfig()).toEqual(valid);
    // The config once, and what its API has (GET /capabilities) beside the remote's files.
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([configUrl(), CAPABILITIES_URL]);
    expect(fetchMock).toHaveBeenLastCalledWith(CAPABILITIES_URL, { credentials: 'omit', cache: 'no-store' });
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

  describe('?preview=<app>@<version>', () => {
    const V = 'abc1234-0123456789';
    afterEach(() => {
      sessionStorage.clear();
      delete holder.__LT_PREVIEW_REFUSED__;
    });

    it("asks for the preview's config and keeps it for this tab, without the parameter next time", async () => {
      const withPreview = {
        ...valid,
        release: { versions: { 'mf-inbox': V }, canary: [], preview: { app: 'mf-inbox', version: V } },
      };
      const fetchMock = mockFetch(withPreview);
      await runEarlyStart(`/page/buzon?preview=mf-inbox%40${V}&x=1`);
      expect(fetchMock).toHaveBeenCalledWith(configUrl(`preview=mf-inbox%40${V}`), { cache: 'no-store' });
      expect(sessionStorage.getItem('lt_preview')).toBe(`mf-inbox@${V}`);
      expect((await loadRuntimeConfig()).release?.preview).toEqual({ app: 'mf-inbox', version: V });
      setRuntimeConfig(null);
      fetchMock.mockClear();
      await runEarlyStart('/page/requests');
      expect(fetchMock).toHaveBeenCalledWith(configUrl(`preview=mf-inbox%40${V}`), { cache: 'no-store' });
    });

    it('a refused preview (400): forgotten, the reason left for the notice, and the live config loads', async () => {
      const fetchMock = jest
        .fn()
        .mockResolvedValueOnce({
          ok: false,
          status: 400,
          json: () => Promise.resolve({ message: 'Vista previa rechazada: no está', field: 'preview' }),
        })
        .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(valid) })
        .mockResolvedValueOnce({ ok: false, status: 404, json: () => Promise.resolve({}) });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      await runEarlyStart('/page/requests?preview=mf-requests@https%3A%2F%2Fevil.example%2Fx');
      expect(await loadRuntimeConfig()).toEqual(valid);
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
        configUrl('preview=mf-requests%40https%3A%2F%2Fevil.example%2Fx'),
        configUrl(),
        CAPABILITIES_URL,
      ]);
      expect(sessionStorage.getItem('lt_preview')).toBeNull();
      expect(takePreviewRefusal()).toEqual({
        preview: 'mf-requests@https://evil.example/x',
        reason: 'Vista previa rechazada: no está',
      });
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
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([configUrl('preview=mf-inbox%40nope'), configUrl()]);
      expect(takePreviewRefusal()).toEqual({ preview: 'mf-inbox@nope', reason: 'no' });
    });
  });
});
