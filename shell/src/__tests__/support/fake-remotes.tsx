import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  clearRemoteComponentCache,
  configureRemoteLoading,
  registerRuntimeRemotes,
  resetRemoteLoadingState,
} from '@lotengo/shared/remotes';

/*
 * Test double of the MF runtime: every test file that imports this must also call
 *   jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
 * (jest.mock is hoisted only inside the test file itself).
 */
export const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
export const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

export const FAKE_REMOTES = {
  mf_requests: 'http://remotes.test/mf-requests/mf-manifest.json',
  mf_properties: 'http://remotes.test/mf-properties/mf-manifest.json',
  mf_inbox: 'http://remotes.test/mf-inbox/mf-manifest.json',
  mf_account: 'http://remotes.test/mf-account/mf-manifest.json',
};

/** A stand-in remote page that says which exposed module it is. */
export function fakeRemoteModule(id: string) {
  function FakeRemote(props: Record<string, unknown>) {
    return (
      <div data-testid="remote">
        remoto {id}
        {props.label ? ` ${String(props.label)}` : ''}
      </div>
    );
  }
  return { default: FakeRemote };
}

/** Every remote answers with its stand-in page; no retry delay; clean caches. */
export function setUpFakeRemotes(): void {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  clearRemoteComponentCache();
  resetRemoteLoadingState();
  configureRemoteLoading({ attempts: 3, baseDelayMs: 0 });
  registerRuntimeRemotes(FAKE_REMOTES);
  loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id));
}
