const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];

module.exports = require('../jest.base.js')(__dirname, {
  env: 'node',
  extra: {
    globalSetup: '<rootDir>/src/__tests__/support/global-setup.ts',
    globalTeardown: '<rootDir>/src/__tests__/support/global-teardown.ts',
    testTimeout: 30000,
    // @react-email/render loads react-dom/server with import(), which jest's CommonJS runtime cannot run
    // without --experimental-vm-modules: swc turns that one package's import() into require().
    transform: { '^.+\\.(t|j)sx?$': swc, '@react-email/render/.+\\.cjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  },
});
