import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '..';
import { CANARY_STORAGE_KEY } from '../../facts';

const valid: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000/mvp',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-lotengo.firebaseapp.com', projectId: 'demo-lotengo' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  remotes: {
    mf_requests: 'http://localhost:8081/mf-manifest.json',
    mf_properties: 'http://localhost:8082/mf-manifest.json',
    mf_inbox: 'http://localhost:8083/mf-manifest.json',
    mf_account: 'http://localhost:8084/mf-manifest.json',
  },
};

function mockFetch(body: unknown, ok = true, status = 200) {
  const fn = jest.fn().mockResolvedValue({ ok, status, json: () => Promise.resolve(body) });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

afterEach(() => setRuntimeConfig(null));

describe('runtime config', () => {
  it('getRuntimeConfig throws a clear error before loading', () => {
    expect(() => getRuntimeConfig()).toThrow(/loadRuntimeConfig/);
  });

  it("loads /config.json once, even with concurrent callers, with this browser's canary id", async () => {
    const fetchMock = mockFetch(valid);
    const [a, b] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A first visit: an id made here (128 random bits), kept for every later request and every tab.
    const id = localStorage.getItem(CANARY_STORAGE_KEY);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(fetchMock.mock.calls[0][0]).toBe(`/config.json?canary=${id}`);
    setRuntimeConfig(null);
    await loadRuntimeConfig();
    expect(fetchMock.mock.calls[1][0]).toBe(`/config.json?canary=${id}`);
    expect(a).toEqual(valid);
    expect(b).toBe(a);
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:3000/mvp');
  });

  it('rejects an invalid config naming the bad fields, and a later call retries', async () => {
    mockFetch({ ...valid, apiBaseUrl: 'not a url', remotes: { mf_inbox: 'x' } });
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow(/apiBaseUrl.*remotes\.mf_requests|apiBaseUrl/);
    expect(() => getRuntimeConfig()).toThrow();
    const retry = mockFetch(valid);
    await expect(loadRuntimeConfig('/cfg.json')).resolves.toEqual(valid);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('reports an HTTP failure', async () => {
    mockFetch(null, false, 404);
    await expect(loadRuntimeConfig()).rejects.toThrow(/HTTP 404/);
  });

  it('accepts a real Firebase project (authEmulatorUrl null) and an optional appId', () => {
    const cfg = parseRuntimeConfig({
      ...valid,
      authEmulatorUrl: null,
      firebase: { ...valid.firebase, appId: '1:2:web:3' },
    });
    expect(cfg.authEmulatorUrl).toBeNull();
    expect(cfg.firebase.appId).toBe('1:2:web:3');
  });

  it('setRuntimeConfig validates too', () => {
    expect(() => setRuntimeConfig({ ...valid, firebase: { ...valid.firebase, projectId: '' } })).toThrow(
      /firebase\.projectId/,
    );
    setRuntimeConfig(valid);
    expect(getRuntimeConfig()).toEqual(valid);
  });
});
