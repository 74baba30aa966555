/** The early-start script run as index.html runs it, in jsdom, over a small route table (its tests share it). */
import { EARLY_CONFIG_GLOBAL, earlyStartScript, type EarlyRoute } from '../../../../build/early-start';
import {
  CANARY_STORAGE_KEY,
  CAPABILITIES_ATTRIBUTE,
  CAPABILITIES_STORAGE_KEY,
  EARLY_CAPABILITIES_GLOBAL,
  type EarlyPhoto,
} from '../../../facts';
import { PHOTO_WIDTHS } from '../../../contracts';
import { FULL_PHOTO_WIDTH, SLIDE_SIZES, STORED_PHOTO } from '../../../format/photos';
import { setCapabilities, setRuntimeConfig, type RuntimeConfig } from '../..';
import { config } from '../../../api/__tests__/support/fake-http';

export const valid: RuntimeConfig = config('http://localhost:3000/mvp');
/** GET /capabilities of that API, as the early script and the loader ask for it. */
export const CAPABILITIES_URL = 'http://localhost:3000/mvp/capabilities';
const EARLY_PHOTO: EarlyPhoto = {
  stored: STORED_PHOTO.source,
  widths: PHOTO_WIDTHS,
  fullWidth: FULL_PHOTO_WIDTH,
  sizes: SLIDE_SIZES,
};

export const ROUTES: EarlyRoute[] = [
  { path: '/home', remote: 'mf_requests', access: 'public' },
  { path: '/page/login', remote: 'mf_account', access: 'visitor' },
  { path: '/page/buzon', remote: 'mf_inbox', access: 'session' },
  { path: '/page/profile', remote: 'mf_account', access: 'session', alsoRemotes: ['mf_requests'] },
  { path: '/page/edit-request/:houseRequestId', remote: 'mf_requests', access: 'sessionOrLogin' },
  {
    path: '/page/properties',
    remote: 'mf_properties',
    access: 'session',
    alsoRemotes: ['mf_inbox'],
    module: 'properties-page',
  },
  {
    path: '/page/property/:propertyId',
    remote: 'mf_properties',
    access: 'session',
    data: '/property/$1',
    dataCapability: 'propertyDetail',
    param: '\\d{1,9}',
    photo: EARLY_PHOTO,
  },
];

export const holder = window as unknown as Record<string, unknown>;

/** The canary id this browser holds in the tests (a browser makes its own on its first visit). */
export const CANARY_ID = '0123456789abcdef0123456789abcdef';
/** `/config.json` as this browser asks for it, with `extra` query parameters. */
export const configUrl = (extra = '') => `/config.json?canary=${CANARY_ID}${extra ? `&${extra}` : ''}`;

export function mockFetch(body: unknown, ok = true) {
  const fn = jest.fn().mockResolvedValue({ ok, status: ok ? 200 : 503, json: () => Promise.resolve(body) });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Runs the inline script as index.html would, on `path`, with or without the session mark. */
export async function runEarlyStart(path: string, { session = false } = {}) {
  window.localStorage.setItem(CANARY_STORAGE_KEY, CANARY_ID);
  window.history.replaceState(null, '', path);
  if (session) document.documentElement.setAttribute('data-session', '');
  const body = /<script>([\s\S]*)<\/script>/.exec(earlyStartScript(ROUTES))![1]!;
  new Function(body)();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (l) => `${l.getAttribute('as')} ${(l as HTMLLinkElement).href}`,
  );

/** What a run leaves behind (each test file's afterEach). */
export function resetEarlyStart(): void {
  setRuntimeConfig(null);
  setCapabilities(null);
  delete holder[EARLY_CONFIG_GLOBAL];
  delete holder[EARLY_CAPABILITIES_GLOBAL];
  document.documentElement.removeAttribute(CAPABILITIES_ATTRIBUTE);
  window.localStorage.removeItem(CAPABILITIES_STORAGE_KEY);
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-session');
}
