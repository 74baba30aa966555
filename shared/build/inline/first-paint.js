// The page's first inline script (prerender.ts): it marks <html> before the first paint, so the
// prerendered HTML's CSS shows the right frame at once. Plain ES5, as browsers run it; the build
// minifies it and puts its options in place of __FIRST_PAINT_OPTIONS__.
//  - data-route="app": a path that is not a landing page (its prerendered content is not the page's); a
//    landing path may have `:name` segments (a template its server fills: any one segment matches);
//  - data-session: this tab holds a session (a key of o.sessionKeys, or one starting with a key that
//    ends in ':');
//  - o.uidAttribute: the uid of the tab's cached token, so a detail's server-written photo shows only
//    in its user's tab.
(function (o) {
  var html = document.documentElement;
  try {
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var own = path.split('/');
    var landing = false;
    for (var l = 0; l < o.landingPaths.length; l++) {
      var pattern = o.landingPaths[l].split('/');
      var same = pattern.length === own.length;
      for (var s = 0; same && s < own.length; s++) {
        same = pattern[s] === own[s] || (pattern[s].charAt(0) === ':' && own[s] !== '');
      }
      landing = landing || same;
    }
    if (!landing) html.setAttribute('data-route', 'app');
    var storage = window.sessionStorage;
    var keys = o.sessionKeys;
    for (var i = 0; i < storage.length; i++) {
      var name = storage.key(i) || '';
      for (var j = 0; j < keys.length; j++) {
        var prefix = keys[j].slice(-1) === ':' && name.indexOf(keys[j]) === 0;
        if (name === keys[j] || prefix) html.setAttribute('data-session', '');
      }
    }
    if (o.identityKey) {
      try {
        var cached = JSON.parse(storage.getItem(o.identityKey));
        if (cached && cached.user && typeof cached.user.uid === 'string') {
          html.setAttribute(o.uidAttribute, cached.user.uid);
        }
      } catch (e) {}
    }
  } catch (e) {}
})(__FIRST_PAINT_OPTIONS__);
