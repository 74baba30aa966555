import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

// Each test starts logged out: sessionStorage is cleared, and so is the in-memory session store
// (found through its global slot, so this file does not have to import @lotengo/shared). Unmount
// first, so clearing the store re-renders nothing (no act() warnings).
afterEach(() => {
  cleanup();
  const slot = globalThis as { __lotengoSession?: { getState: () => { clear: () => void } } };
  slot.__lotengoSession?.getState().clear();
  window.sessionStorage.clear();
});
