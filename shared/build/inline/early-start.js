// The shell's early-start script (early-start.ts says what it starts and why). It runs in the page's
// <head> before any bundle, so it is plain ES5 as browsers run it; the build minifies it and puts the
// options (the route table and the names it uses) in place of __EARLY_START_OPTIONS__.
(function (o) {
  try {
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var session = document.documentElement.hasAttribute('data-session');
    var remotes = [];
    var dataPath = 0;
    var dataCapability = 0;
    var photo = 0;
    var module = 0;
    // The first route that matches decides; a route for signed-in users only in a tab with a session.
    for (var i = 0; i < o.routes.length; i++) {
      var route = o.routes[i];
      var pattern = new RegExp(route[0]);
      if (!pattern.test(path)) continue;
      var access = route[2];
      if (access === 'everyone' || (access === 'visitor' ? !session : session)) {
        remotes = route[1];
        module = route[5] || 0;
        if (route[3]) {
          dataPath = path.replace(pattern, route[3]);
          photo = route[4];
          dataCapability = route[6] || 0;
        }
      }
      break;
    }

    // A preview (`?preview=<app>@<version>`) is kept in this tab and sent with the config request.
    var preview = null;
    try {
      var query = /[?&]preview=([^&#]*)/.exec(location.search);
      if (query) {
        preview = decodeURIComponent(query[1].replace(/\+/g, ' '));
        sessionStorage.setItem(o.previewKey, preview);
      } else preview = sessionStorage.getItem(o.previewKey);
    } catch (e) {}

    // This browser's canary id (config-request.ts makes the same one when this script did not run).
    var canary = null;
    try {
      canary = localStorage.getItem(o.canaryKey);
      if (!/^[0-9a-f]{32}$/.test(canary || '')) {
        canary = '';
        var bytes = crypto.getRandomValues(new Uint8Array(16));
        for (var b = 0; b < 16; b++) canary += (bytes[b] + 256).toString(16).slice(1);
        localStorage.setItem(o.canaryKey, canary);
      }
    } catch (e) {
      canary = null;
    }

    var configUrl = function (asPreview) {
      var params = [];
      if (canary) params.push('canary=' + canary);
      if (asPreview) params.push('preview=' + encodeURIComponent(asPreview));
      return params.length ? o.configUrl + '?' + params.join('&') : o.configUrl;
    };
    var get = function (url) {
      return fetch(url, { cache: 'no-store' });
    };
    var body = function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    };
    var preload = function (href, as, cors) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', as);
      if (cors) link.setAttribute('crossorigin', 'anonymous');
      link.href = href;
      document.head.appendChild(link);
    };

    // The manifest of a route that names its module is fetched here (left for the federation runtime)
    // to preload that module's chunks from it.
    var preloadChunks = function (manifest) {
      var answer = fetch(manifest);
      (window[o.manifestsGlobal] = window[o.manifestsGlobal] || {})[manifest] = answer;
      answer
        .then(function (r) {
          return r.ok ? r.clone().json() : null;
        })
        .then(
          function (json) {
            var exposes = (json && json.exposes) || [];
            for (var q = 0; q < exposes.length; q++) {
              if (exposes[q].name !== module) continue;
              var assets = exposes[q].assets;
              var chunks = (assets && assets.js && assets.js.sync) || [];
              for (var k = 0; k < chunks.length; k++) preload(new URL(chunks[k], manifest).href, 'script', false);
            }
          },
          function () {},
        );
    };

    // The page's first call with the cached token (the API client takes it over, or asks anew if it
    // failed); then its first photo, as the page's <img srcset sizes> will ask for it.
    var fetchFirstData = function (cfg) {
      try {
        var cached = JSON.parse(sessionStorage.getItem(o.tokenKey));
        if (!cached || !(cached.expiresAt - o.refreshMarginMs > Date.now())) return;
        var base = cfg.apiBaseUrl.replace(/\/$/, '');
        var answer = fetch(base + dataPath, {
          credentials: 'include',
          headers: { Authorization: 'Bearer ' + cached.token },
        });
        window[o.dataGlobal] = {
          path: dataPath,
          answer: answer
            .then(function (r) {
              return r.ok ? r.json() : null;
            })
            .then(
              function (json) {
                var first = photo && json && json.multimedias && json.multimedias[0];
                var url = first && first.fileUrl;
                if (typeof url !== 'string') return json;
                if (!/^(https?|data|blob):/i.test(url)) url = base + (url.charAt(0) === '/' ? '' : '/') + url;
                var link = document.createElement('link');
                link.rel = 'preload';
                link.setAttribute('as', 'image');
                link.setAttribute('fetchpriority', 'high');
                if (new RegExp(photo[0]).test(url)) {
                  var candidates = [];
                  for (var w = 0; w < photo[1].length; w++) {
                    candidates.push(url + '?w=' + photo[1][w] + ' ' + photo[1][w] + 'w');
                  }
                  candidates.push(url + ' ' + photo[2] + 'w');
                  link.setAttribute('imagesrcset', candidates.join(', '));
                  link.setAttribute('imagesizes', photo[3]);
                } else link.href = url;
                document.head.appendChild(link);
                return json;
              },
              function () {
                return null;
              },
            ),
        };
      } catch (e) {}
    };

    // A preview the server does not hold is answered 400: the live config then, and the refusal is left
    // for the shell's notice.
    var config = (window[o.configGlobal] = get(configUrl(preview)).then(function (r) {
      if (!preview || r.status !== 400) return body(r);
      try {
        sessionStorage.removeItem(o.previewKey);
      } catch (e) {}
      return r
        .json()
        .then(null, function () {
          return {};
        })
        .then(function (refusal) {
          window[o.previewRefusedGlobal] = { preview: preview, reason: (refusal && refusal.message) || '' };
          return get(configUrl(null));
        })
        .then(body);
    }));
    // What the API has (GET /capabilities), beside the remote's files: the app's loader takes the answer
    // over. The last answer of this browser marks the page at once, so a link to what the API lacks is
    // hidden before the first paint (the shell's CSS); the app's own answer replaces the mark.
    var cached = null;
    try {
      cached = JSON.parse(localStorage.getItem(o.capabilitiesKey));
      if (cached && cached.join) document.documentElement.setAttribute(o.capabilitiesAttribute, cached.join(' '));
      else cached = null;
    } catch (e) {}
    var capabilities = (window[o.capabilitiesGlobal] = config.then(function (cfg) {
      return fetch(cfg.apiBaseUrl.replace(/\/$/, '') + o.capabilitiesPath, {
        credentials: 'omit',
        cache: 'no-store',
      }).then(function (r) {
        if (r.status !== 200) return { status: r.status };
        return r.json().then(
          function (json) {
            return { status: 200, body: json };
          },
          function () {
            return { status: 200 };
          },
        );
      });
    }));
    capabilities.then(null, function () {});
    // A page's first call that needs a capability starts only where the API has it (the last answer, or
    // this page's own when there is none yet): never a call to what the API lacks.
    var has = function (list, name) {
      for (var c = 0; list && c < list.length; c++) if (list[c] === name) return true;
      return false;
    };

    config.then(
      function (cfg) {
        for (var j = 0; j < remotes.length; j++) {
          var manifest = cfg && cfg.remotes && cfg.remotes[remotes[j]];
          if (typeof manifest !== 'string') continue;
          if (j === 0 && module) preloadChunks(manifest);
          else preload(manifest, 'fetch', true);
          preload(new URL('remoteEntry.js', manifest).href, 'script', false);
        }
        if (!dataPath) return;
        if (!dataCapability || (cached ? has(cached, dataCapability) : false)) fetchFirstData(cfg);
        else if (!cached)
          capabilities.then(
            function (answer) {
              if (has(answer.body && answer.body.capabilities, dataCapability)) fetchFirstData(cfg);
            },
            function () {},
          );
      },
      function () {},
    );
  } catch (e) {}
})(__EARLY_START_OPTIONS__);
