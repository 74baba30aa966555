import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on two busy cores (the suite's two workers beside a
// build) a render that passes alone missed it. A passing test takes no longer for this.
configure({ asyncUtilTimeout: 4000 });

// Each test starts logged out: sessionStorage is cleared, and so is the in-memory session store
// (found through its global slot, so this file does not have to import @lotengo/shared). Unmount
// first, so clearing the store re-renders nothing (no act() warnings).
afterEach(() => {
  cleanup();
  const slot = globalThis as { __lotengoSession?: { getState: () => { clear: () => void } } };
  slot.__lotengoSession?.getState().clear();
  // A file of a DOM project that asks for the node environment (a server's code) has no window.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
