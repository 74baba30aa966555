// firebase/auth's CommonJS build (the one jest loads under jsdom) reads fetch, Headers and Response when
// it is imported; jsdom has none. These component tests never talk to the network, so a stand-in that
// fails loudly if called is enough (and is skipped when a shared polyfill already provides them).
const unavailable = (what) =>
  class {
    constructor() {
      throw new Error(`${what} no está disponible en las pruebas de componentes`);
    }
  };
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch no está disponible en las pruebas de componentes'));
}
if (typeof globalThis.Headers === 'undefined') globalThis.Headers = unavailable('Headers');
if (typeof globalThis.Response === 'undefined') globalThis.Response = unavailable('Response');
if (typeof globalThis.Request === 'undefined') globalThis.Request = unavailable('Request');
