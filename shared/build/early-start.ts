/**
 * The shell's first inline script after the session mark (prerender.ts). It starts, while main.js and
 * the start-up chunks are still downloading, the two requests the route's page will wait for next:
 *  - /config.json, as a promise that the app's loadRuntimeConfig takes over (one request, not two);
 *  - once the config names the route's remote, a preload of its mf-manifest.json (as the federation
 *    runtime fetches it: `fetch`, CORS) and of its remoteEntry.js (a classic script, as MF inserts it).
 *  - for a route with `data` (a property's detail), in a tab with a fresh cached ID token, the page's first
 *    API call, left in EARLY_DATA_GLOBAL for the API client to take over; as soon as it answers, a
 *    high-priority preload of its first photo with the page's own `srcset`/`sizes`;
 *  - for a route that names its `module` (a property's detail), the manifest is fetched here instead
 *    (left in EARLY_MANIFESTS_GLOBAL for the federation runtime, early-manifest-plugin.ts) and the
 *    module's own chunks are preloaded from it, beside remoteEntry.js rather than after it has run.
 * On a slow phone network this takes three round trips off the way to the page's content, and the
 * session, the API call and the photo off the way to a detail's first photo.
 */

import {
  CANARY_STORAGE_KEY,
  CONFIG_URL,
  EARLY_CONFIG_GLOBAL,
  EARLY_DATA_GLOBAL,
  EARLY_MANIFESTS_GLOBAL,
  ID_TOKEN_STORAGE_KEY,
  TOKEN_REFRESH_MARGIN_MS,
  PREVIEW_REFUSED_GLOBAL,
  PREVIEW_STORAGE_KEY,
  type Access,
  type EarlyRoute,
} from '../src/facts';

export { CONFIG_URL, EARLY_CONFIG_GLOBAL, PREVIEW_REFUSED_GLOBAL, PREVIEW_STORAGE_KEY, type EarlyRoute };

/** Who the script preloads a route's remote for: the tab's session mark against the route's access. */
const PRELOADS_FOR: Record<Access, 'everyone' | 'visitor' | 'session'> = {
  public: 'everyone',
  visitor: 'visitor',
  session: 'session',
  sessionOrLogin: 'session',
};

/**
 * `/page/edit-request/:id` → `^/page/edit-request/([^/]+)$` (as a string for the inline script; `$1` is
 * the param). `param` narrows what a `:param` segment may be (a route whose param goes into an API call).
 */
export function routeRegexSource(routePath: string, param = '[^/]+'): string {
  const escaped = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(${param})` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}$`;
}

export function earlyStartScript(routes: EarlyRoute[]): string {
  const table = JSON.stringify(
    routes.map((r) => {
      // A param that goes into an API call is only what the page accepts (e.g. digits): `..` never reaches a URL.
      const row: unknown[] = [routeRegexSource(r.path, r.data ? r.param : undefined), [r.remote, ...(r.alsoRemotes ?? [])], PRELOADS_FOR[r.access]];
      const photo = r.photo ? [r.photo.stored, r.photo.widths, r.photo.fullWidth, r.photo.sizes] : 0;
      return r.data || r.module ? [...row, r.data ?? 0, photo, r.module ?? 0] : row;
    }),
  );
  // Plain ES5 in a string: it runs as written, before any bundle. A route for signed-in users preloads
  // only in a tab marked as holding a session (html[data-session], set by the script before this one).
  return (
    `<script>(function(){try{var d=document.documentElement,p=location.pathname.replace(/\\/+$/,'')||'/',` +
    `s=d.hasAttribute('data-session'),t=${table},remotes=[],e=0,f=0,mo=0;` +
    `for(var i=0;i<t.length;i++){var x=new RegExp(t[i][0]);if(x.test(p)){var a=t[i][2];` +
    `if(a==='everyone'||(a==='visitor'?!s:s)){remotes=t[i][1];mo=t[i][5]||0;if(t[i][3]){e=p.replace(x,t[i][3]);f=t[i][4];}}break;}}` +
    // A preview: `?preview=<app>@<version>` is kept in this tab's sessionStorage and sent with
    // the config request; the server answers 400 for one its store does not hold: the live config then,
    // and the refusal is left for the shell's notice.
    `var k=${JSON.stringify(PREVIEW_STORAGE_KEY)},u=${JSON.stringify(CONFIG_URL)},v=null,n=null;` +
    `try{var q=/[?&]preview=([^&#]*)/.exec(location.search),ss=window.sessionStorage;` +
    `if(q){v=decodeURIComponent(q[1].replace(/\\+/g,' '));ss.setItem(k,v);}else v=ss.getItem(k);}catch(e){}` +
    // This browser's canary id (config-request.ts makes the same one when this script did not run).
    `try{var ls=localStorage,ck=${JSON.stringify(CANARY_STORAGE_KEY)};n=ls.getItem(ck);if(!/^[0-9a-f]{32}$/.test(n||'')){` +
    `n='';var rb=crypto.getRandomValues(new Uint8Array(16));for(var i2=0;i2<16;i2++)n+=(rb[i2]+256).toString(16).slice(1);ls.setItem(ck,n);}}catch(e){n=null;}` +
    `function cu(p){var a=[];if(n)a.push('canary='+n);if(p)a.push('preview='+encodeURIComponent(p));return a.length?u+'?'+a.join('&'):u;}` +
    `function get(x){return fetch(x,{cache:'no-store'});}` +
    `function body(r){if(!r.ok)throw new Error('HTTP '+r.status);return r.json();}` +
    `var c=window.${EARLY_CONFIG_GLOBAL}=get(cu(v)).then(function(r){` +
    `if(v&&r.status===400){try{sessionStorage.removeItem(k);}catch(e){}` +
    `return r.json().then(null,function(){return{};}).then(function(b){` +
    `window.${PREVIEW_REFUSED_GLOBAL}={preview:v,reason:(b&&b.message)||''};return get(cu(null));}).then(body);}` +
    `return body(r);});` +
    `c.then(function(cfg){` +
    `function pre(h,as,cors){var l=document.createElement('link');l.rel='preload';l.setAttribute('as',as);` +
    `if(cors)l.setAttribute('crossorigin','anonymous');l.href=h;document.head.appendChild(l);}` +
    // The manifest: a preload the runtime's fetch takes, or, for a route that names its module, fetched
    // here (left for the runtime in EARLY_MANIFESTS_GLOBAL) to preload that module's chunks from it.
    `for(var j=0;j<remotes.length;j++){var m=cfg&&cfg.remotes&&cfg.remotes[remotes[j]];if(typeof m!=='string')continue;` +
    `if(j===0&&mo)chunks(m);else pre(m,'fetch',true);pre(new URL('remoteEntry.js',m).href,'script',false);}` +
    `if(e)early(cfg);` +
    `function chunks(m){var r=fetch(m);(window.${EARLY_MANIFESTS_GLOBAL}=window.${EARLY_MANIFESTS_GLOBAL}||{})[m]=r;` +
    `r.then(function(x){return x.ok?x.clone().json():null;}).then(function(j){var ex=(j&&j.exposes)||[];` +
    `for(var q=0;q<ex.length;q++)if(ex[q].name===mo){var c=(ex[q].assets&&ex[q].assets.js&&ex[q].assets.js.sync)||[];` +
    `for(var k=0;k<c.length;k++)pre(new URL(c[k],m).href,'script',false);}},function(){});}` +
    `},function(){});` +
    // The page's first call with the cached token (the API client takes it over, or asks anew if it
    // failed); then its first photo, as the page's <img srcset sizes> will ask for it.
    `function early(cfg){try{var o=JSON.parse(sessionStorage.getItem(${JSON.stringify(ID_TOKEN_STORAGE_KEY)}));` +
    `if(!o||!(o.expiresAt-${TOKEN_REFRESH_MARGIN_MS}>Date.now()))return;var b=cfg.apiBaseUrl.replace(/\\/$/,'');` +
    `window.${EARLY_DATA_GLOBAL}={path:e,answer:fetch(b+e,{credentials:'include',headers:{Authorization:'Bearer '+o.token}})` +
    `.then(function(r){return r.ok?r.json():null;}).then(function(j){` +
    `var u=f&&j&&j.multimedias&&j.multimedias[0]&&j.multimedias[0].fileUrl;if(typeof u!=='string')return j;` +
    `if(!/^(https?|data|blob):/i.test(u))u=b+(u.charAt(0)==='/'?'':'/')+u;` +
    `var l=document.createElement('link'),c=[];l.rel='preload';l.setAttribute('as','image');l.setAttribute('fetchpriority','high');` +
    `if(new RegExp(f[0]).test(u)){for(var w=0;w<f[1].length;w++)c.push(u+'?w='+f[1][w]+' '+f[1][w]+'w');` +
    `c.push(u+' '+f[2]+'w');l.setAttribute('imagesrcset',c.join(', '));l.setAttribute('imagesizes',f[3]);}else l.href=u;` +
    `document.head.appendChild(l);return j;},function(){return null;})};}catch(y){}}` +
    `}catch(x){}})();</script>`
  );
}
