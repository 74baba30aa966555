const fakeAuth = {
  currentUser: null as null | {
    uid: string;
    email: string;
    displayName: string | null;
    providerId: string;
    providerData: { providerId: string }[];
    getIdToken: () => Promise<string>;
  },
  authStateReady: jest.fn(() => Promise.resolve()),
};
const connectAuthEmulator = jest.fn();
const initializeAuth = jest.fn(() => fakeAuth);
const initializeApp = jest.fn((cfg: unknown, name: string) => ({ name, options: cfg }));
const signInWithEmailAndPassword = jest.fn();
const signOut = jest.fn(() => Promise.resolve());
type TokenUser = {
  uid: string;
  email: string;
  displayName: null;
  providerId: string;
  providerData: { providerId: string }[];
  getIdTokenResult: () => Promise<{ token: string; expirationTime: string }>;
};
let tokenListener: ((u: TokenUser | null) => void) | null = null;
const onIdTokenChanged = jest.fn((_a: unknown, cb: (u: TokenUser | null) => void) => {
  tokenListener = cb;
  return () => undefined;
});

jest.mock('firebase/app', () => ({ initializeApp: (c: unknown, n: string) => initializeApp(c, n), getApps: () => [] }));
jest.mock('firebase/auth', () => ({
  initializeAuth: () => initializeAuth(),
  getAuth: () => fakeAuth,
  connectAuthEmulator: (...a: unknown[]) => connectAuthEmulator(...a),
  browserSessionPersistence: 'session',
  browserPopupRedirectResolver: 'popup',
  signInWithEmailAndPassword: (...a: unknown[]) => signInWithEmailAndPassword(...a),
  createUserWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  GoogleAuthProvider: jest.fn(),
  onAuthStateChanged: jest.fn(),
  onIdTokenChanged: (a: unknown, cb: (u: TokenUser | null) => void) => onIdTokenChanged(a, cb),
  signOut: () => signOut(),
}));

import { hasStoredIdentity, identity, initIdentity, prepareIdentity, resetIdentityForTests } from '../identity';
import { setRuntimeConfig, type RuntimeConfig } from '../../config';
import { DETAIL_TOKEN_COOKIE, ID_TOKEN_STORAGE_KEY } from '../../facts';

const cfg = (authEmulatorUrl: string | null): RuntimeConfig => ({
  apiBaseUrl: 'http://localhost:3000/mvp',
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-lotengo' },
  authEmulatorUrl,
  remotes: {
    mf_requests: 'http://localhost:8081/mf-manifest.json',
    mf_properties: 'http://localhost:8082/mf-manifest.json',
    mf_inbox: 'http://localhost:8083/mf-manifest.json',
    mf_account: 'http://localhost:8084/mf-manifest.json',
  },
});

beforeEach(() => {
  resetIdentityForTests();
  jest.clearAllMocks();
  fakeAuth.currentUser = null;
  tokenListener = null;
  window.sessionStorage.clear();
});

describe('identity', () => {
  it('fails clearly without a config (logged once), and can retry once it exists', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(initIdentity()).rejects.toThrow(/loadRuntimeConfig/);
    expect(log).toHaveBeenCalledWith('No se pudo iniciar el servicio de identidad', expect.any(Error));
    log.mockRestore();
    await expect(initIdentity(cfg(null))).resolves.toBe(fakeAuth);
  });

  it('getIdToken leaves Firebase unloaded for a visitor (nothing stored in the tab)', async () => {
    setRuntimeConfig(cfg(null));
    try {
      await expect(identity.getIdToken()).resolves.toBeNull();
      expect(initializeApp).not.toHaveBeenCalled();
    } finally {
      setRuntimeConfig(null);
    }
  });

  it('getIdToken starts Firebase by itself when the tab holds a session (reloaded page)', async () => {
    setRuntimeConfig(cfg(null));
    window.sessionStorage.setItem('firebase:authUser:k:lotengo', '{}');
    try {
      await expect(identity.getIdToken()).resolves.toBeNull();
      expect(initializeApp).toHaveBeenCalledTimes(1);
    } finally {
      window.sessionStorage.clear();
      setRuntimeConfig(null);
    }
  });

  it('prepareIdentity starts Firebase only when a session may exist', async () => {
    expect(hasStoredIdentity()).toBe(false);
    expect(prepareIdentity(cfg(null))).toBe(false);
    expect(initializeApp).not.toHaveBeenCalled();
    window.sessionStorage.setItem('User', JSON.stringify({ userCode: 1 }));
    try {
      expect(hasStoredIdentity()).toBe(true);
      expect(prepareIdentity(cfg(null))).toBe(true);
      await initIdentity();
      expect(initializeApp).toHaveBeenCalledTimes(1);
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('before initialisation: no token, no user, sign-out is a no-op', async () => {
    await expect(identity.getIdToken()).resolves.toBeNull();
    expect(identity.currentUser()).toBeNull();
    await identity.signOut();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('initialises once and connects the emulator without warnings', async () => {
    const a = await initIdentity(cfg('http://127.0.0.1:19099'));
    const b = await initIdentity(cfg('http://127.0.0.1:19099'));
    expect(a).toBe(b);
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(connectAuthEmulator).toHaveBeenCalledTimes(1);
    expect(connectAuthEmulator).toHaveBeenCalledWith(fakeAuth, 'http://127.0.0.1:19099', { disableWarnings: true });
  });

  it('does not touch the emulator for a real project', async () => {
    await initIdentity(cfg(null));
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('maps the signed-in user and returns its ID token', async () => {
    await initIdentity(cfg(null));
    fakeAuth.currentUser = {
      uid: 'u1',
      email: 'ana@correo.pe',
      displayName: null,
      providerId: 'firebase',
      providerData: [{ providerId: 'google.com' }],
      getIdToken: () => Promise.resolve('tok'),
    };
    expect(identity.currentUser()).toEqual({
      uid: 'u1',
      email: 'ana@correo.pe',
      displayName: null,
      providerId: 'google.com',
    });
    await expect(identity.getIdToken()).resolves.toBe('tok');
  });

  it('trims the email on sign-in', async () => {
    await initIdentity(cfg(null));
    signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u2', email: 'a@b.pe', displayName: null, providerId: 'firebase', providerData: [] },
    });
    const u = await identity.signInWithEmail('  a@b.pe ', 'secreto1');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'a@b.pe', 'secreto1');
    expect(u.providerId).toBe('firebase');
  });
});

describe("identity with the tab's cached token", () => {
  const ana = { uid: 'u1', email: 'ana@correo.pe', displayName: null, providerId: 'password' };
  const cache = (token: string, expiresInMs: number) =>
    window.sessionStorage.setItem(
      ID_TOKEN_STORAGE_KEY,
      JSON.stringify({ user: ana, token, expiresAt: Date.now() + expiresInMs }),
    );

  afterEach(() => {
    jest.useRealTimers();
    setRuntimeConfig(null);
  });

  it('calls the API with a fresh cached token, tells who is signed in, and leaves Firebase unloaded', async () => {
    setRuntimeConfig(cfg(null));
    window.sessionStorage.setItem('firebase:authUser:k:lotengo', '{}');
    cache('tok-cached', 30 * 60_000);
    await expect(identity.getIdToken()).resolves.toBe('tok-cached');
    expect(identity.currentUser()).toEqual(ana);
    await expect(identity.ready()).resolves.toEqual(ana);
    const seen: unknown[] = [];
    const stop = identity.onChange((u) => seen.push(u));
    await Promise.resolve();
    expect(seen).toEqual([ana]);
    stop();
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('starts Firebase for a token about to expire (two minutes or less) and uses its token', async () => {
    setRuntimeConfig(cfg(null));
    window.sessionStorage.setItem('firebase:authUser:k:lotengo', '{}');
    cache('tok-old', 60_000);
    fakeAuth.currentUser = { ...ana, providerData: [], getIdToken: () => Promise.resolve('tok-new') };
    await expect(identity.getIdToken()).resolves.toBe('tok-new');
    expect(initializeApp).toHaveBeenCalledTimes(1);
  });

  it('ignores a cache that is not what the app writes', async () => {
    window.sessionStorage.setItem(ID_TOKEN_STORAGE_KEY, '{"token":"x"}');
    expect(identity.currentUser()).toBeNull();
    window.sessionStorage.setItem(ID_TOKEN_STORAGE_KEY, 'not json');
    await expect(identity.getIdToken()).resolves.toBeNull();
  });

  it('prepareIdentity waits to start Firebase until shortly before the cached token expires', async () => {
    jest.useFakeTimers();
    cache('tok', 10 * 60_000);
    expect(prepareIdentity(cfg(null))).toBe(true);
    jest.advanceTimersByTime(7 * 60_000);
    expect(initializeApp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(90_000);
    jest.useRealTimers();
    // The timer has started Firebase with the config it was given: this call joins that start (had it
    // not started, no config is loaded and this call would reject).
    await initIdentity();
    expect(initializeApp).toHaveBeenCalledTimes(1);
  });

  it('caches every token Firebase issues, and forgets it when nobody is signed in', async () => {
    await initIdentity(cfg(null));
    expect(tokenListener).not.toBeNull();
    tokenListener!({
      ...ana,
      providerData: [],
      getIdTokenResult: () =>
        Promise.resolve({ token: 'tok-f', expirationTime: new Date(Date.now() + 3_600_000).toUTCString() }),
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse(window.sessionStorage.getItem(ID_TOKEN_STORAGE_KEY)!)).toMatchObject({
      token: 'tok-f',
      user: { uid: 'u1' },
    });
    // The detail pages' cookie holds the same token (sent on /page/property/… only).
    const cookieAt = (path: string) => (window.history.replaceState(null, '', path), document.cookie);
    expect(cookieAt('/page/property/12')).toContain(`${DETAIL_TOKEN_COOKIE}=tok-f`);
    expect(cookieAt('/')).not.toContain('tok-f');
    tokenListener!(null);
    expect(window.sessionStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(cookieAt('/page/property/12')).not.toContain('tok-f');
    window.history.replaceState(null, '', '/');
  });

  it('sign-out forgets the cached token and signs Firebase out', async () => {
    setRuntimeConfig(cfg(null));
    window.sessionStorage.setItem('firebase:authUser:k:lotengo', '{}');
    cache('tok', 30 * 60_000);
    await identity.signOut();
    expect(window.sessionStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
