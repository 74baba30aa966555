// One jest setup for every package: swc transform (fast, no type-check: tsc runs separately).
const path = require('node:path');

/** @param {string} dir package dir, @param {{env?: 'jsdom'|'node', extra?: object}} opts */
module.exports = function jestProject(dir, { env = 'jsdom', extra = {} } = {}) {
  const name = path.basename(dir);
  const { testTimeout, ...rest } = extra;
  const timeout = testTimeout ? { globals: { __PROJECT_TEST_TIMEOUT__: testTimeout } } : {};
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    },
    // jose ships ES modules only: swc turns it into CommonJS like the sources.
    transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest', 'style-stub.js'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'jest', 'file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest', 'setup-polyfills.js')],
    setupFilesAfterEnv: [
      ...(env === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.ts')] : []),
      ...(testTimeout ? [path.join(__dirname, 'jest', 'project-timeout.js')] : []),
    ],
    testTimeout,
    ...timeout,
    ...rest,
  };
};
