module.exports = require('../jest.base.js')(__dirname, {
  env: 'node',
  extra: {
    globalSetup: '<rootDir>/src/__tests__/support/global-setup.ts',
    globalTeardown: '<rootDir>/src/__tests__/support/global-teardown.ts',
    testTimeout: 30000,
  },
});
