const base = require('../jest.base.js')(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Component tests mock `identity` from @lotengo/shared; the real Firebase SDK must never run here
    // (its node build needs fetch, which jsdom lacks, and it would try the network).
    '^firebase/auth$': '<rootDir>/src/__tests__/support/firebase-auth-stub.ts',
  },
};
