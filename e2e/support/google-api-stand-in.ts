/**
 * Google sign-in against the Auth emulator, offline. The Firebase SDK (in the page) and the emulator's
 * helper iframe both load https://apis.google.com/js/api.js and talk through `gapi.iframes`; that host
 * is unreachable here (docs/toolchain.md), so the journey serves this stand-in instead: the few calls the
 * two sides use (load, getContext().open / getParentIframe, register, send, ping, restyle) over
 * window.postMessage. The emulator's own popup, accounts list and signInWithIdp stay real.
 */
import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = String.raw`(function () {
  var TAG = '__lotengoGapiStandIn';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return fireOnload();
  var seq = 0;
  var replies = {};
  var endpoints = [];

  function post(target, msg) {
    msg[TAG] = true;
    target.postMessage(msg, '*');
  }

  function Endpoint(target) {
    this.target = target;
    this.handlers = {};
    this.queue = [];
    endpoints.push(this);
  }
  Endpoint.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queue;
    this.queue = [];
    for (var i = 0; i < waiting.length; i++) this.dispatch(waiting[i]);
  };
  Endpoint.prototype.send = function (name, payload, cb) {
    var id = 'm' + ++seq + '-' + Math.random().toString(36).slice(2);
    if (cb) replies[id] = cb;
    post(this.target(), { kind: 'send', name: name, payload: payload, id: id });
  };
  Endpoint.prototype.dispatch = function (msg) {
    var handler = this.handlers[msg.name];
    if (!handler) return this.queue.push(msg);
    var self = this;
    Promise.resolve(handler(msg.payload)).then(function (result) {
      post(self.target(), { kind: 'reply', id: msg.id, result: [result] });
    });
  };
  Endpoint.prototype.restyle = function () {
    return Promise.resolve();
  };
  Endpoint.prototype.ping = function (cb) {
    var self = this;
    return new Promise(function (resolve) {
      self.onPong = function () {
        clearInterval(timer);
        self.onPong = null;
        if (cb) cb();
        resolve();
      };
      var timer = setInterval(function () {
        try { post(self.target(), { kind: 'ping' }); } catch (e) { /* not loaded yet */ }
      }, 100);
    });
  };

  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || !msg[TAG]) return;
    if (msg.kind === 'ping') return post(event.source, { kind: 'pong' });
    if (msg.kind === 'reply') {
      var cb = replies[msg.id];
      delete replies[msg.id];
      return cb && cb(msg.result);
    }
    for (var i = 0; i < endpoints.length; i++) {
      var ep = endpoints[i];
      var target;
      try { target = ep.target(); } catch (e) { continue; }
      if (target !== event.source) continue;
      if (msg.kind === 'pong') return ep.onPong && ep.onPong();
      if (msg.kind === 'send') return ep.dispatch(msg);
    }
  });

  var parentEndpoint = null;
  var context = {
    open: function (opts, onOpen) {
      var el = document.createElement('iframe');
      el.src = opts.url;
      el.title = 'Firebase Auth';
      var attrs = opts.attributes || {};
      Object.keys(attrs).forEach(function (key) {
        if (key === 'style') Object.assign(el.style, attrs.style);
        else el.setAttribute(key, attrs[key]);
      });
      (opts.where || document.body).appendChild(el);
      var handle = new Endpoint(function () { return el.contentWindow; });
      return Promise.resolve(onOpen ? onOpen(handle) : handle);
    },
    getParentIframe: function () {
      if (!parentEndpoint) parentEndpoint = new Endpoint(function () { return window.parent; });
      return parentEndpoint;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe: Endpoint,
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
  };
  window.gapi.load = function (_name, opts) {
    var cb = typeof opts === 'function' ? opts : opts && opts.callback;
    setTimeout(function () { if (cb) cb(); }, 0);
  };
  fireOnload();

  function fireOnload() {
    var src = document.currentScript && document.currentScript.src;
    var name = src ? new URL(src).searchParams.get('onload') : null;
    setTimeout(function () {
      if (name && typeof window[name] === 'function') window[name]();
      if (typeof window.gapi_onload === 'function') window.gapi_onload();
    }, 0);
  }
})();`;

/**
 * Serves the stand-in for every page, popup and frame of the context, and answers the emulator
 * widget's CDN styles and scripts (unpkg, Google Fonts) with empty files so nothing waits on DNS.
 */
export async function serveGoogleApiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => {
    const isCss = /\.css|fonts\.googleapis/.test(route.request().url());
    return route.fulfill({ status: 200, contentType: isCss ? 'text/css' : 'text/javascript', body: '' });
  });
}
