const path = require('node:path');
// Its route tests render the whole app (guards, lazy remotes, the session): under a loaded CI machine one took
// over 5 s; 20 s leaves room without hiding a hang.
const base = require('../jest.base.js')(__dirname, { extra: { testTimeout: 20000 } });

module.exports = { ...base, testEnvironment: path.join(__dirname, 'jest', 'jsdom-with-fetch.js') };
