import { CAPABILITIES } from '../../contracts/capabilities';
import { setCapabilities, setRuntimeConfig } from '../../config';
import { configureTelemetry, reportPageLoad, reportRemoteError } from '../telemetry';

const V1 = 'abc1234-0123456789';
const release = { versions: { shell: V1, 'mf-inbox': V1 }, canary: [], preview: null };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 202 });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/page/buzon?email=ana%40example.pe#x');
  // An API with telemetry (GET /capabilities), unless a test says otherwise.
  setCapabilities(CAPABILITIES);
});
afterEach(() => setCapabilities(null));

/** A report is sent once what the API has is known: a turn of the promise queue here. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const bodies = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, JSON.parse(String(init.body))]);

describe('release telemetry', () => {
  it(
    'reports a remote error with app, version, kind and the path without query, anonymously, ' +
      'once per page and kind',
    async () => {
      configureTelemetry({ apiBaseUrl: 'http://api.test/mvp/', release });
      reportRemoteError('mf_inbox', 'render');
      reportRemoteError('mf_inbox', 'render');
      reportRemoteError('mf_inbox', 'load');
      await settled();
      expect(bodies()).toEqual([
        [
          'http://api.test/mvp/telemetry/remote-errors',
          { app: 'mf-inbox', version: V1, kind: 'render', path: '/page/buzon' },
        ],
        [
          'http://api.test/mvp/telemetry/remote-errors',
          { app: 'mf-inbox', version: V1, kind: 'load', path: '/page/buzon' },
        ],
      ]);
      const init = fetchMock.mock.calls[0]![1] as RequestInit;
      expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    },
  );

  it('counts one page load with the versions served, once the page has loaded', async () => {
    jest.useFakeTimers();
    try {
      configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
      reportPageLoad();
      jest.runAllTimers();
      await Promise.resolve();
      expect(bodies()).toEqual([
        ['http://api.test/mvp/telemetry/page-loads', { versions: { shell: V1, 'mf-inbox': V1 } }],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing to an API without telemetry, and waits for the answer when it is not in yet', async () => {
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
    setCapabilities([]);
    reportRemoteError('mf_inbox', 'render');
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();

    setCapabilities(CAPABILITIES.filter((c) => c !== 'telemetry'));
    reportRemoteError('mf_inbox', 'load');
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();

    // Not known yet: held until the page's one answer (GET /capabilities) is in, then sent.
    setCapabilities(null);
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
    let answer: (v: unknown) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/capabilities')
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve({ ok: true, status: 202 }),
    );
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test/mvp',
      firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-lotengo' },
      authEmulatorUrl: null,
      remotes: {
        mf_requests: 'http://r.test/a/mf-manifest.json',
        mf_properties: 'http://r.test/b/mf-manifest.json',
        mf_inbox: 'http://r.test/c/mf-manifest.json',
        mf_account: 'http://r.test/d/mf-manifest.json',
      },
    });
    reportRemoteError('mf_inbox', 'render');
    await settled();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['http://api.test/mvp/capabilities']);
    answer({ ok: true, status: 200, json: () => Promise.resolve({ capabilities: ['telemetry'] }) });
    await settled();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      'http://api.test/mvp/capabilities',
      'http://api.test/mvp/telemetry/remote-errors',
    ]);
    setRuntimeConfig(null);
  });

  it('is off without release info (dev), in a preview tab, and for an app without a version', () => {
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp' });
    reportRemoteError('mf_inbox', 'render');
    reportPageLoad();
    configureTelemetry({
      apiBaseUrl: 'http://api.test/mvp',
      release: { ...release, preview: { app: 'mf-inbox', version: V1 } },
    });
    reportRemoteError('mf_inbox', 'render');
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
    reportRemoteError('mf_account', 'render');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never throws, even when fetch does', async () => {
    globalThis.fetch = jest.fn(() => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
    expect(() => reportRemoteError('mf_inbox', 'load')).not.toThrow();
    await settled();
  });
});
