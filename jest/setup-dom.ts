import '@testing-library/jest-dom';

// Each test starts with an empty session: the store persists to sessionStorage.
afterEach(() => {
  window.sessionStorage.clear();
});
