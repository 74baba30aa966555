import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import { getRuntimeConfig, type RuntimeConfig } from '../config';

/** What the product needs to know about the signed-in identity (not the product user record). */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** 'password' or 'google.com' (the first linked provider). */
  providerId: string;
}

// Module state: the shared package is a federated singleton, so there is one Firebase app per page.
let auth: Auth | null = null;

const APP_NAME = 'lotengo';

/** Initialises Firebase once from the runtime config; later calls return the same Auth. */
export function initIdentity(cfg: RuntimeConfig = getRuntimeConfig()): Auth {
  if (auth) return auth;
  const existing = getApps().find((a) => a.name === APP_NAME);
  const app: FirebaseApp = existing ?? initializeApp(cfg.firebase, APP_NAME);
  try {
    // Session persistence: the product session is sessionStorage too (SPEC §4), so both end with the tab.
    auth = initializeAuth(app, { persistence: browserSessionPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  } catch {
    // Already initialised (e.g. by a hot reload): reuse it.
    auth = getAuth(app);
  }
  if (cfg.authEmulatorUrl) connectAuthEmulator(auth, cfg.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

function requireAuth(): Auth {
  return auth ?? initIdentity();
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
    const cred = await signInWithEmailAndPassword(requireAuth(), email.trim(), password);
    return toIdentityUser(cred.user)!;
  },
  async signUpWithEmail(email: string, password: string): Promise<IdentityUser> {
    const cred = await createUserWithEmailAndPassword(requireAuth(), email.trim(), password);
    return toIdentityUser(cred.user)!;
  },
  async signInWithGoogle(): Promise<IdentityUser> {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    const cred = await signInWithPopup(requireAuth(), provider);
    return toIdentityUser(cred.user)!;
  },
  async signOut(): Promise<void> {
    if (!auth) return;
    await firebaseSignOut(auth);
  },
  currentUser(): IdentityUser | null {
    return toIdentityUser(auth?.currentUser ?? null);
  },
  /** The Firebase ID token (refreshed by the SDK when near expiry), or null when nobody is signed in. */
  async getIdToken(): Promise<string | null> {
    if (!auth) return null;
    await auth.authStateReady();
    const user = auth.currentUser;
    return user ? user.getIdToken() : null;
  },
  /** Calls back with the identity now and on every change; returns the unsubscribe function. */
  onChange(cb: (user: IdentityUser | null) => void): () => void {
    return onAuthStateChanged(requireAuth(), (u) => cb(toIdentityUser(u)));
  },
  /** Resolves once the SDK has restored the persisted identity (so currentUser() is meaningful). */
  async ready(): Promise<IdentityUser | null> {
    const a = requireAuth();
    await a.authStateReady();
    return toIdentityUser(a.currentUser);
  },
};

/** Tests only: forget the Auth instance. */
export function resetIdentityForTests(): void {
  auth = null;
}
