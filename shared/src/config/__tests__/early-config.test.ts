import { EARLY_CONFIG_GLOBAL, earlyStartScript, routeRegexSource, type EarlyRoute } from '../../../build/early-start';
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '..';
import { config } from '../../api/__tests__/support/fake-http';

const valid: RuntimeConfig = config('http://localhost:3000/mvp');

const ROUTES: EarlyRoute[] = [
  { path: '/home', remote: 'mf_requests', access: 'public' },
  { path: '/page/login', remote: 'mf_account', access: 'visitor' },
  { path: '/page/buzon', remote: 'mf_inbox', access: 'session' },
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
});
