import type { Auth, User as FirebaseUser } from 'firebase/auth';
import { getRuntimeConfig, isRuntimeConfigLoaded, type RuntimeConfig } from '../config';
import { SESSION_KEYS } from '../facts';

/** What the product needs to know about the signed-in identity (not the product user record). */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** 'password' or 'google.com' (the first linked provider). */
  providerId: string;
}

type FirebaseAuthModule = typeof import('./firebase-auth');

/*
 * Firebase is loaded on first use (dynamic import), not when the package is imported: a visitor who
 * never signs in does not download it (~50 KB gzip), and jest (which resolves firebase/auth to its
 * Node build, needing fetch) can import @lotengo/shared freely. Module state is one per page: the
 * shared package is a federated singleton.
 */
let auth: Auth | null = null;
let fb: FirebaseAuthModule | null = null;
let starting: Promise<Auth> | null = null;

const APP_NAME = 'lotengo';

/** Initialises Firebase once from the runtime config; later calls return the same Auth. */
export function initIdentity(cfg?: RuntimeConfig): Promise<Auth> {
  if (!starting) {
    starting = (async () => {
      const config = cfg ?? getRuntimeConfig();
      const [appModule, authModule] = await Promise.all([import('firebase/app'), import('./firebase-auth')]);
      const app = appModule.getApps().find((a) => a.name === APP_NAME) ?? appModule.initializeApp(config.firebase, APP_NAME);
      let instance: Auth;
      try {
        // Session persistence: the product session is sessionStorage too (SPEC §4); both end with the tab.
        // No popup resolver here: it is passed to the Google popup itself (signInWithGoogle).
        instance = authModule.initializeAuth(app, { persistence: authModule.browserSessionPersistence });
      } catch {
        // Already initialised (e.g. by a hot reload): reuse it.
        instance = authModule.getAuth(app);
      }
      if (config.authEmulatorUrl) authModule.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
      fb = authModule;
      auth = instance;
      return instance;
    })().catch((err: unknown) => {
      starting = null; // a later call may retry (e.g. once the config is loaded)
      throw err;
    });
    // Bootstraps call initIdentity() without awaiting: log a failure once instead of an unhandled rejection.
    starting.catch((err: unknown) => console.error('No se pudo iniciar el servicio de identidad', err));
  }
  return starting;
}

/**
 * True when this tab may hold a signed-in identity: one of SESSION_KEYS (the product session, or
 * Firebase's own persisted user, a key prefix ending in ':') is in sessionStorage. False for a
 * first-time visitor. The inline head script of index.html (shared/build/prerender.ts) applies the
 * same rule to the same list before the page paints.
 */
export function hasStoredIdentity(): boolean {
  try {
    const storage = typeof window !== 'undefined' ? window.sessionStorage : null;
    if (!storage) return false;
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i) ?? '';
      if (SESSION_KEYS.some((key) => name === key || (key.endsWith(':') && name.startsWith(key)))) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * For bootstraps: starts Firebase now only when a session may exist (so a reloaded page restores it
 * and sends its token); for a visitor it stays unloaded until a sign-in, a sign-up or a Google popup.
 * Returns whether it started.
 */
export function prepareIdentity(cfg?: RuntimeConfig): boolean {
  if (!starting && !hasStoredIdentity()) return false;
  void initIdentity(cfg);
  return true;
}

async function ready(): Promise<{ a: Auth; m: FirebaseAuthModule }> {
  const a = await initIdentity();
  return { a, m: fb! };
}

export function toIdentityUser(u: FirebaseUser | null): IdentityUser | null {
  if (!u) return null;
  return {
    uid: u.uid,
    email: u.email,
    displayName: u.displayName,
    providerId: u.providerData[0]?.providerId ?? u.providerId,
  };
}

export const identity = {
  async signInWithEmail(email: string, password: string): Promise<IdentityUser> {
    const { a, m } = await ready();
    const cred = await m.signInWithEmailAndPassword(a, email.trim(), password);
    return toIdentityUser(cred.user)!;
  },
  async signUpWithEmail(email: string, password: string): Promise<IdentityUser> {
    const { a, m } = await ready();
    const cred = await m.createUserWithEmailAndPassword(a, email.trim(), password);
    return toIdentityUser(cred.user)!;
  },
  async signInWithGoogle(): Promise<IdentityUser> {
    const { a, m } = await ready();
    const provider = new m.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    // The resolver is given here rather than to initializeAuth: set there, the SDK prepares Google's
    // popup machinery at start-up on a phone, for every session.
    const cred = await m.signInWithPopup(a, provider, m.browserPopupRedirectResolver);
    return toIdentityUser(cred.user)!;
  },
  /** No-op when Firebase was never started (nobody can be signed in). */
  async signOut(): Promise<void> {
    if (!starting) return;
    const { a, m } = await ready();
    await m.signOut(a);
  },
  /** Synchronous snapshot; null until Firebase has started and restored the identity (see ready()). */
  currentUser(): IdentityUser | null {
    return toIdentityUser(auth?.currentUser ?? null);
  },
  /**
   * The Firebase ID token (refreshed by the SDK near expiry), or null when nobody is signed in.
   * Starts Firebase if the app has not yet and a session may exist (so a reloaded page still sends its
   * token); a visitor's calls go anonymous without loading Firebase.
   */
  async getIdToken(): Promise<string | null> {
    if (!starting && (!isRuntimeConfigLoaded() || !hasStoredIdentity())) return null;
    const a = await initIdentity();
    await a.authStateReady();
    const user = a.currentUser;
    return user ? user.getIdToken() : null;
  },
  /** Calls back with the identity now and on every change; returns the unsubscribe function. */
  onChange(cb: (user: IdentityUser | null) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    ready().then(
      ({ a, m }) => {
        if (!cancelled) unsubscribe = m.onAuthStateChanged(a, (u) => cb(toIdentityUser(u)));
      },
      (err: unknown) => {
        console.error('No se pudo iniciar el servicio de identidad', err);
        if (!cancelled) cb(null);
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  },
  /** Starts Firebase if needed and resolves once it has restored the persisted identity. */
  async ready(): Promise<IdentityUser | null> {
    const { a } = await ready();
    await a.authStateReady();
    return toIdentityUser(a.currentUser);
  },
};

/** Tests only: forget the Auth instance. */
export function resetIdentityForTests(): void {
  auth = null;
  fb = null;
  starting = null;
}
