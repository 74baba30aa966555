// jsdom has no fetch; firebase/auth (loaded with @lotengo/shared) registers fetch, Headers and Response
// as soon as it is imported. Lend it Node's own implementations; tests never reach the network.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'ReadableStream', 'structuredClone']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
