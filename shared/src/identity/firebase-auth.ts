/**
 * The parts of Firebase Auth the product uses, by name. 'firebase/auth' is not a federated module (a
 * shared module keeps every export: all of it was 35 KB gzip on every signed-in page); this module is
 * part of @lotengo/shared, the one identity per page, so the build keeps only these (24 KB gzip).
 */
export {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';

/** Rides with Firebase: only a tab where Firebase reports tokens writes the detail pages' cookie. */
export { writeDetailCookie } from './detail-cookie';
