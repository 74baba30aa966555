const path = require('node:path');
const base = require('../jest.base.js')(__dirname);

module.exports = { ...base, setupFiles: [...base.setupFiles, path.join(__dirname, 'jest.setup-fetch.js')] };
