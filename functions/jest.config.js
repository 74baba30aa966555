// The functions' tests, in Node.
module.exports = require('../jest.base.js')(__dirname, { env: 'node' });
