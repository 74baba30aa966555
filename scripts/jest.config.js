// Tests of the repository tooling (lint boundaries, scripts), in Node.
module.exports = require('../jest.base.js')(__dirname, {
  env: 'node',
  extra: {
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
    testTimeout: 120000,
    // ES modules only: jose (as everywhere) and the CEL evaluator the identity tests run.
    transformIgnorePatterns: ['/node_modules/(?!(jose|@marcbachmann/cel-js)/)'],
  },
});
