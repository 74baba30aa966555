const fakeAuth = {
  currentUser: null as null | { uid: string; email: string; displayName: string | null; providerId: string; providerData: { providerId: string }[]; getIdToken: () => Promise<string> },
  authStateReady: jest.fn(() => Promise.resolve()),
};
const connectAuthEmulator = jest.fn();
const initializeAuth = jest.fn(() => fakeAuth);
const initializeApp = jest.fn((cfg: unknown, name: string) => ({ name, options: cfg }));
const signInWithEmailAndPassword = jest.fn();
const signOut = jest.fn(() => Promise.resolve());

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
  signOut: () => signOut(),
}));

import { hasStoredIdentity, identity, initIdentity, prepareIdentity, resetIdentityForTests } from '../identity';
import { setRuntimeConfig, type RuntimeConfig } from '../../config';

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
    expect(identity.currentUser()).toEqual({ uid: 'u1', email: 'ana@correo.pe', displayName: null, providerId: 'google.com' });
    await expect(identity.getIdToken()).resolves.toBe('tok');
  });

  it('trims the email on sign-in', async () => {
    await initIdentity(cfg(null));
    signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u2', email: 'a@b.pe', displayName: null, providerId: 'firebase', providerData: [] } });
    const u = await identity.signInWithEmail('  a@b.pe ', 'secreto1');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'a@b.pe', 'secreto1');
    expect(u.providerId).toBe('firebase');
  });
});
