// Stand-in for firebase/auth in component tests: shared's identity module imports it, but the tests
// replace `identity` itself, so nothing here is ever called. Calling it would be a test bug.
const notInTests = () => {
  throw new Error('firebase/auth no se usa en las pruebas de componentes: mockea identity de @lotengo/shared');
};
export const initializeAuth = notInTests;
export const getAuth = notInTests;
export const connectAuthEmulator = notInTests;
export const onAuthStateChanged = notInTests;
export const signInWithEmailAndPassword = notInTests;
export const createUserWithEmailAndPassword = notInTests;
export const signInWithPopup = notInTests;
export const signOut = notInTests;
export class GoogleAuthProvider {}
export const browserSessionPersistence = {};
export const browserPopupRedirectResolver = {};
