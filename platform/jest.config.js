// The platform's tests (registry service, the detail's first screen), in Node.
module.exports = require('../jest.base.js')(__dirname, { env: 'node', extra: { testTimeout: 120000 } });
