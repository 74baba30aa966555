// The build helpers' tests (build/__tests__/) run too: they guard what the builds rely on.
module.exports = require('../jest.base.js')(__dirname, {
  extra: { testMatch: ['<rootDir>/{src,build}/**/__tests__/**/*.test.{ts,tsx}'] },
});
