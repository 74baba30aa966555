import type { Auth } from 'firebase/auth';
import { getRuntimeConfig, isRuntimeConfigLoaded, type RuntimeConfig } from '@lotengo/shared/config';
import { SESSION_KEYS } from '../facts';
import { toIdentityUser, type IdentityUser } from './identity-user';
import { readCachedIdentity, TOKEN_REFRESH_MARGIN_MS, writeCachedIdentity, type CachedIdentity } from './token-cache';

export { toIdentityUser, type IdentityUser };

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

type Listener = (user: IdentityUser | null) => void;
/** onChange's subscribers: told by Firebase once it runs, by the token cache until then. */
const listeners = new Set<Listener>();
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** Once Firebase runs: every token it issues is cached, every identity change reaches the listeners. */
function follow(instance: Auth, m: FirebaseAuthModule): void {
  // The tab's cache and the detail pages' cookie (detail-cookie.ts) hold the same token, or none.
  const keep = (c: CachedIdentity | null) => {
    writeCachedIdentity(c);
    m.writeDetailCookie(c && c.token, c?.expiresAt);
  };
  m.onIdTokenChanged(instance, (u) => {
    if (!u) {
      keep(null);
      return;
    }
    u.getIdTokenResult().then(
      (r) => keep({ user: toIdentityUser(u)!, token: r.token, expiresAt: Date.parse(r.expirationTime) }),
      () => keep(null),
    );
  });
  m.onAuthStateChanged(instance, (u) => {
    const user = toIdentityUser(u);
    listeners.forEach((l) => l(user));
  });
}

/** Initialises Firebase once from the runtime config; later calls return the same Auth. */
export function initIdentity(cfg?: RuntimeConfig): Promise<Auth> {
  if (!starting) {
    starting = (async () => {
      const config = cfg ?? getRuntimeConfig();
      const [appModule, authModule] = await Promise.all([import('firebase/app'), import('./firebase-auth')]);
      const app =
        appModule.getApps().find((a) => a.name === APP_NAME) ?? appModule.initializeApp(config.firebase, APP_NAME);
      let instance: Auth;
      try {
        // Session persistence: the product session is sessionStorage too (docs/product/rules.md); both end with the
        // tab. No popup resolver here: it is passed to the Google popup itself (signInWithGoogle).
        instance = authModule.initializeAuth(app, { persistence: authModule.browserSessionPersistence });
      } catch {
        // Already initialised (e.g. by a hot reload): reuse it.
        instance = authModule.getAuth(app);
      }
      if (config.authEmulatorUrl)
        authModule.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
      fb = authModule;
      auth = instance;
      follow(instance, authModule);
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
 * For bootstraps: when the tab holds a fresh token (a page opened after signing in), Firebase starts
 * only shortly before that token expires, so the page loads and calls the API without it; when a
 * session may exist without one, Firebase starts now (a reloaded page restores it and sends its
 * token); for a visitor it stays unloaded until a sign-in, a sign-up or a Google popup.
 * Returns whether a session may exist.
 */
export function prepareIdentity(cfg?: RuntimeConfig): boolean {
  if (starting) return true;
  const cached = readCachedIdentity();
  if (cached) {
    if (!refreshTimer) {
      const wait = Math.max(0, cached.expiresAt - TOKEN_REFRESH_MARGIN_MS - Date.now());
      refreshTimer = setTimeout(() => void initIdentity(cfg), wait);
    }
    return true;
  }
  if (!hasStoredIdentity()) return false;
  void initIdentity(cfg);
  return true;
}

async function ready(): Promise<{ a: Auth; m: FirebaseAuthModule }> {
  const a = await initIdentity();
  return { a, m: fb! };
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
  /** Forgets the cached token; signs Firebase out when it runs or may hold a persisted user. */
  async signOut(): Promise<void> {
    writeCachedIdentity(null);
    if (!starting && !hasStoredIdentity()) return;
    const { a, m } = await ready();
    await m.signOut(a);
  },
  /**
   * Synchronous snapshot: Firebase's user once it runs, until then the one the tab's token names; null
   * for a visitor, or until Firebase has restored a session it holds alone (see ready()).
   */
  currentUser(): IdentityUser | null {
    if (auth) return toIdentityUser(auth.currentUser);
    return readCachedIdentity({ fresh: false })?.user ?? null;
  },
  /**
   * The Firebase ID token, or null when nobody is signed in. The tab's cached token while it is fresh
   * (Firebase not loaded); otherwise Firebase's (refreshed by the SDK near expiry), starting Firebase if
   * a session may exist (a reloaded page still sends its token). A visitor's calls go anonymous without
   * loading Firebase.
   */
  async getIdToken(): Promise<string | null> {
    if (!starting) {
      const cached = readCachedIdentity();
      if (cached) return cached.token;
      if (!isRuntimeConfigLoaded() || !hasStoredIdentity()) return null;
    }
    const a = await initIdentity();
    await a.authStateReady();
    const user = a.currentUser;
    return user ? user.getIdToken() : null;
  },
  /**
   * Calls back with the identity now and on every change; returns the unsubscribe function. With a
   * fresh cached token the first answer comes from it and Firebase is not started for this.
   */
  onChange(cb: Listener): () => void {
    let cancelled = false;
    const listener: Listener = (user) => {
      if (!cancelled) cb(user);
    };
    listeners.add(listener);
    identity.ready().then(listener, (err: unknown) => {
      console.error('No se pudo iniciar el servicio de identidad', err);
      listener(null);
    });
    return () => {
      cancelled = true;
      listeners.delete(listener);
    };
  },
  /**
   * Resolves with who is signed in: at once from a fresh cached token; otherwise starts Firebase if
   * needed and waits until it has restored the persisted identity.
   */
  async ready(): Promise<IdentityUser | null> {
    if (!starting) {
      const cached = readCachedIdentity();
      if (cached) return cached.user;
    }
    const { a } = await ready();
    await a.authStateReady();
    return toIdentityUser(a.currentUser);
  },
};

/** Tests only: forget the Auth instance. */
export function resetIdentityForTests(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  listeners.clear();
  auth = null;
  fb = null;
  starting = null;
}
