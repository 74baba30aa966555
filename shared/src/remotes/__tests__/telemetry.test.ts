import { configureTelemetry, reportPageLoad, reportRemoteError } from '../telemetry';

const V1 = 'abc1234-0123456789';
const release = { versions: { shell: V1, 'mf-inbox': V1 }, canary: [], preview: null };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 202 });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/page/buzon?email=ana%40example.pe#x');
});

const bodies = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, JSON.parse(String(init.body))]);

describe('release telemetry', () => {
  it(
    'reports a remote error with app, version, kind and the path without query, anonymously, ' +
      'once per page and kind',
    () => {
      configureTelemetry({ apiBaseUrl: 'http://api.test/mvp/', release });
      reportRemoteError('mf_inbox', 'render');
      reportRemoteError('mf_inbox', 'render');
      reportRemoteError('mf_inbox', 'load');
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

  it('counts one page load with the versions served, once the page has loaded', () => {
    jest.useFakeTimers();
    try {
      configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
      reportPageLoad();
      jest.runAllTimers();
      expect(bodies()).toEqual([
        ['http://api.test/mvp/telemetry/page-loads', { versions: { shell: V1, 'mf-inbox': V1 } }],
      ]);
    } finally {
      jest.useRealTimers();
    }
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

  it('never throws, even when fetch does', () => {
    globalThis.fetch = jest.fn(() => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    configureTelemetry({ apiBaseUrl: 'http://api.test/mvp', release });
    expect(() => reportRemoteError('mf_inbox', 'load')).not.toThrow();
  });
});
