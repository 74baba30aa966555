/**
 * The facts that build-time code (shared/build/, the servers and scripts) and browser code both need,
 * written once. This is the ONLY module of shared/src/ that shared/build/ may import, so it imports
 * nothing: Node reads it at build time, and whatever it pulled in would run there too.
 * The browser reaches these names through the package's entries (`@lotengo/shared`,
 * `@lotengo/shared/remotes`), the build through `@lotengo/shared/build/*`.
 */

/* ─── Apps and remotes ─────────────────────────────────────────────────────────────────────────── */

/** Container names of the five apps (snake_case, as Module Federation names them). */
export const APP_NAMES = ['shell', 'mf_requests', 'mf_properties', 'mf_inbox', 'mf_account'] as const;
export type AppName = (typeof APP_NAMES)[number];
/** The four remotes: every app but the shell. */
export const REMOTE_NAMES = ['mf_requests', 'mf_properties', 'mf_inbox', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The keys each remote exposes (its public API). Each remote's webpack `exposes` is derived from this
 * (shared/build/remotes.ts: key → ./src/expose/<key>.tsx); the props each key takes are declared in
 * shared/src/remotes/declarations.ts, which is typed against this list.
 */
export const EXPOSED_MODULES = {
  mf_requests: [
    /** The home page's request-search section and public list; renders id HOME_REQUESTS_ANCHOR. */
    'home-search',
    'index-page',
    'requests-page',
    /** /page/demanda: the public demand figures. */
    'demand-page',
    /** /solicitud/{id}-{slug}: one request's public page, over the HTML its server wrote (public-request). */
    'request-public-page',
    'request-create-page',
    'request-edit-page',
    'my-requests-page',
    /** Needs a router around it (Editar is a link). */
    'request-card',
  ],
  mf_properties: [
    'property-create-page',
    'properties-page',
    /** /page/property-edit/{id}: owner only. */
    'property-edit-page',
    /** /page/property/{id}: gallery and facts, for whom the API lets read it (owner, recipient, match). */
    'property-detail-page',
    'property-card',
  ],
  mf_inbox: [
    'inbox-page',
    /** The seeker's like / reject / visit of one property's offers, for its detail page. */
    'offer-actions',
  ],
  mf_account: [
    'login-page',
    'registry-page',
    'contact-page',
    'profile-page',
    /** The requests one of my properties matches, with Enviar and WhatsApp, for its detail page. */
    'property-matches',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;
export type ExposedModule<R extends RemoteName> = (typeof EXPOSED_MODULES)[R][number];

/* ─── Session marks in sessionStorage ──────────────────────────────────────────────────────────── */

/** docs/product/rules.md: the session lives in sessionStorage under this key. */
export const SESSION_STORAGE_KEY = 'User';
/** Firebase keeps its signed-in user under this prefix in sessionStorage (browserSessionPersistence). */
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';
/**
 * This tab's last Firebase ID token and who it names, written by the app whenever Firebase reports a
 * token (onIdTokenChanged): a reloaded page calls the API with it while it is fresh, without loading
 * Firebase first (identity/token-cache.ts).
 */
export const ID_TOKEN_STORAGE_KEY = 'lt_id_token';
/** A cached token this close to its expiry is not used (the app refreshes it; the early script skips its call). */
export const TOKEN_REFRESH_MARGIN_MS = 2 * 60_000;
/**
 * The keys (or key prefixes, ending in ':') whose presence means "this tab may be signed in": read by
 * the inline head script (shared/build/prerender.ts) and by hasStoredIdentity() (identity.ts).
 */
export const SESSION_KEYS = [SESSION_STORAGE_KEY, FIREBASE_USER_KEY_PREFIX] as const;

/**
 * The tab's ID token as a cookie of a property's detail pages only: the server that sends a detail's
 * HTML asks the API for the property with it and, where the API lets that user see it, writes the
 * first photo into the page (platform/src/detail-page/first-screen.ts), so it loads beside the HTML instead
 * of after the app. `__session` because Firebase Hosting forwards no other cookie to a function; it is
 * the site's only cookie, with this one meaning.
 */
export const DETAIL_TOKEN_COOKIE = '__session';
/** The detail route's prefix (routePatterns.propertyDetail; a test holds them together). */
export const DETAIL_TOKEN_COOKIE_PATH = '/page/property/';
/**
 * Set on <html> by the head script to the uid of the tab's cached token: a detail's server-written photo
 * shows only in a tab of the user it was written for (the cookie is the browser's, the session the tab's).
 */
export const TAB_UID_ATTRIBUTE = 'data-uid';

/* ─── The early-start script and the app's config loader ───────────────────────────────────────── */

export const CONFIG_URL = '/config.json';
/** Where the early config promise waits for the app. */
export const EARLY_CONFIG_GLOBAL = '__LT_EARLY_CONFIG__';
/** Where the early script leaves a page's first API answer, `{ path, answer }` (EarlyRoute.data). */
export const EARLY_DATA_GLOBAL = '__LT_EARLY_DATA__';
/**
 * Where the early script leaves the route's remotes' manifests it fetched (`{ [manifestUrl]: Promise<Response> }`),
 * for the federation runtime to take over (shared/src/remotes/early-manifest-plugin.ts): one request each.
 */
export const EARLY_MANIFESTS_GLOBAL = '__LT_EARLY_MANIFESTS__';
/**
 * localStorage key of this browser's canary id (32 hex characters, made on its first visit): every
 * /config.json request sends it as `?canary=`, so a running canary serves the same browsers on every
 * load and in every tab (platform/src/releases/canary.ts). A parameter, not a cookie: the only cookie
 * Hosting forwards to a function is `__session`, and that one is the detail's.
 */
export const CANARY_STORAGE_KEY = 'lt_canary';
/** sessionStorage key of this tab's `?preview=<app>@<version>`: the tab keeps it, no other tab sees it. */
export const PREVIEW_STORAGE_KEY = 'lt_preview';
/** Where the early script leaves a refused preview `{ preview, reason }` for the shell's notice. */
export const PREVIEW_REFUSED_GLOBAL = '__LT_PREVIEW_REFUSED__';

/* ─── What the backend has (GET /capabilities) ─────────────────────────────────────────────────── */

/** The call, under the API's base URL, that lists what the backend has beyond the seed (contracts/capabilities.ts). */
export const CAPABILITIES_PATH = '/capabilities';
/** Where the early script leaves that call's answer, `{ status, body? }`, for the app's loader to take over. */
export const EARLY_CAPABILITIES_GLOBAL = '__LT_EARLY_CAPABILITIES__';
/**
 * localStorage key of the last answer's capability names (JSON array): the early script marks the page with
 * them before the first paint, so links to what the backend lacks are hidden at once; the app's own
 * answer (every load asks afresh) replaces the mark.
 */
export const CAPABILITIES_STORAGE_KEY = 'lt_capabilities';
/**
 * On <html>: the names of what the backend has, space-separated (`data-capabilities="demand visits"`),
 * once known. An element that needs one carries CAPABILITY_ATTRIBUTE (`data-capability="demand"`): hidden
 * until the page knows, and gone without it (the shell's CSS), before and after React takes over.
 */
export const CAPABILITIES_ATTRIBUTE = 'data-capabilities';
export const CAPABILITY_ATTRIBUTE = 'data-capability';

/**
 * docs/product/rules.md access rules of a route: public, visitor-only, session (else /), session (else login with the
 * warning). The shell's guards and the early-start script (which preloads a route's remote only for
 * whom it will show) read the same list.
 */
export const ACCESS_KINDS = ['public', 'visitor', 'session', 'sessionOrLogin'] as const;
export type Access = (typeof ACCESS_KINDS)[number];

/** One route of the early-start script's table: the shell's route table hands these to the build. */
export interface EarlyRoute {
  /** A react-router path, `:param` segments allowed. */
  path: string;
  remote: RemoteName;
  access: Access;
  /** Other remotes the page mounts on its first screen (e.g. the profile's request cards): preloaded too. */
  alsoRemotes?: RemoteName[];
  /**
   * The page's first API call, a path under the API's base URL with `$1` for the route's first `:param`
   * (`/property/$1`): started with the tab's cached ID token as soon as the config is known, in a tab
   * with a session only; the app takes the answer over instead of asking again.
   */
  data?: string;
  /** With `data`: the capability that call needs; without it in the backend's answer the call is not started. */
  dataCapability?: string;
  /** With `data`: what the route's `:param` must be for the call to start (a RegExp source, e.g. `\\d{1,9}`). */
  param?: string;
  /** With `data`: preload the answer's first photo (`multimedias[0].fileUrl`) as the page's `<img>` asks for it. */
  photo?: EarlyPhoto;
  /**
   * The exposed module the page mounts: once the remote's manifest answers, its chunks (the manifest's
   * `exposes[].assets.js.sync`) are preloaded beside remoteEntry.js instead of after it has run.
   */
  module?: string;
}

/** How a page shows a photo, for its preload: the variants' `srcset` (uploads only) and `sizes`. */
export interface EarlyPhoto {
  /** Source of the RegExp an upload with variants matches; any other photo is preloaded as it is. */
  stored: string;
  /** Widths of the variants (`<url>?w=<width>`), then the photo itself at `fullWidth`. */
  widths: readonly number[];
  fullWidth: number;
  sizes: string;
}

/* ─── /config.json ─────────────────────────────────────────────────────────────────────────────── */

/**
 * The run-time config every app fetches from its own server at /config.json. Built from the
 * environment when the server starts (shared/build/runtime-config.ts), parsed by the app
 * (shared/src/config/runtime-config.ts).
 */
export interface RuntimeConfigJson {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; storageBucket?: string };
  /** e.g. http://127.0.0.1:9099; null means a real Firebase project. */
  authEmulatorUrl: string | null;
  /** Where each remote's mf-manifest.json lives. */
  remotes: Record<RemoteName, string>;
  /**
   * Served from a release store only: the version of each app this page gets (folder name → version),
   * the apps on their canary for this browser, and this tab's preview. Absent in dev.
   */
  release?: ReleaseInfoJson;
}

export interface ReleaseInfoJson {
  versions: Record<string, string>;
  canary: string[];
  preview: { app: string; version: string } | null;
}
