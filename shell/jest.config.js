const path = require('node:path');
const base = require('../jest.base.js')(__dirname);

module.exports = { ...base, testEnvironment: path.join(__dirname, 'jest', 'jsdom-with-fetch.js') };
