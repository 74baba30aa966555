import { EARLY_CONFIG_GLOBAL, earlyStartScript, routeRegexSource, type EarlyRoute } from '../../../build/early-start';
import { loadRuntimeConfig, setRuntimeConfig, takePreviewRefusal, type RuntimeConfig } from '..';
import { config } from '../../api/__tests__/support/fake-http';

const valid: RuntimeConfig = config('http://localhost:3000/mvp');

const ROUTES: EarlyRoute[] = [
  { path: '/home', remote: 'mf_requests', access: 'public' },
  { path: '/page/login', remote: 'mf_account', access: 'visitor' },
  { path: '/page/buzon', remote: 'mf_inbox', access: 'session' },
  { path: '/page/profile', remote: 'mf_account', access: 'session', alsoRemotes: ['mf_requests'] },
  { path: '/page/edit-request/:houseRequestId', remote: 'mf_requests', access: 'sessionOrLogin' },
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
    expect(routeRegexSource('/page/edit-request/:houseRequestId')).toBe('^/page/edit-request/[^/]+$');
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
