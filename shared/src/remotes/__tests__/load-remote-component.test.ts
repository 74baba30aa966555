import { loadRemoteComponent, RemoteUnavailableError } from '../load-remote-component';
import {
  FAKE_REMOTES,
  fakeRemoteModule,
  loadRemoteMock,
  registerRemotesMock,
  setUpFakeRemotes,
} from './support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => setUpFakeRemotes());
afterEach(() => jest.useRealTimers());

describe('loadRemoteComponent', () => {
  it('registers the remotes of the run-time config once, without force', () => {
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith(
      Object.entries(FAKE_REMOTES).map(([name, entry]) => ({ name, entry })),
    );
  });

  it('waits 400 ms and then 800 ms between attempts (exponential backoff)', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockRejectedValue(new Error('caído'));
    const result = loadRemoteComponent('mf_inbox', 'inbox-page', { attempts: 3, baseDelayMs: 400 });
    const settled = result.catch((err: unknown) => err);

    await jest.advanceTimersByTimeAsync(0);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(399);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(799);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

    const error = await settled;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).id).toBe('mf_inbox/inbox-page');
    expect((error as RemoteUnavailableError).cause).toEqual(new Error('caído'));
  });

  it('re-registers the failed remote with force before each new attempt, and only that remote', async () => {
    const profileModule = fakeRemoteModule('mf_account/profile-page');
    loadRemoteMock
      .mockRejectedValueOnce(new Error('caído'))
      .mockRejectedValueOnce(new Error('caído'))
      .mockResolvedValue(profileModule);
    registerRemotesMock.mockClear();
    const Component = await loadRemoteComponent('mf_account', 'profile-page', { baseDelayMs: 0 });
    expect(Component).toBe(profileModule.default);
    expect(registerRemotesMock.mock.calls).toEqual([
      [[{ name: 'mf_account', entry: FAKE_REMOTES.mf_account }], { force: true }],
      [[{ name: 'mf_account', entry: FAKE_REMOTES.mf_account }], { force: true }],
    ]);
  });

  it('does not reset a healthy remote', async () => {
    registerRemotesMock.mockClear();
    await loadRemoteComponent('mf_requests', 'requests-page');
    await loadRemoteComponent('mf_requests', 'my-requests-page');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('accepts memo/forwardRef components (objects with $$typeof)', async () => {
    const memoLike = { $$typeof: Symbol.for('react.memo'), type: () => null };
    loadRemoteMock.mockResolvedValue({ default: memoLike });
    await expect(loadRemoteComponent('mf_requests', 'request-card')).resolves.toBe(memoLike);
  });

  it('fails for a null module (unknown remote)', async () => {
    loadRemoteMock.mockResolvedValue(null);
    await expect(loadRemoteComponent('mf_requests', 'request-card', { attempts: 2, baseDelayMs: 0 })).rejects.toThrow(
      'No se pudo cargar mf_requests/request-card',
    );
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
