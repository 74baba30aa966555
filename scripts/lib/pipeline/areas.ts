/**
 * Which journeys touch which app: what `npm run pipeline -- <app>` runs of the browser suite. A journey
 * belongs to an app by its folder or file (listed below), or by a Playwright tag named after the app
 * (`test('…', { tag: '@mf-inbox' }, …)`) for one that lives elsewhere. Both are matched by Playwright's
 * own `--grep`, which reads the file path, the titles and the tags.
 */
import type { AppDir } from './apps';

/** Folders (ending in '/') or spec files, relative to e2e/, per app. */
export const JOURNEY_AREAS: Record<AppDir, readonly string[]> = {
  // The host: its layout, guards, error boundaries, static servers, budgets and releases.
  shell: ['foundation/', 'perf/', 'releases/', 'alerts/'],
  // The seed-only backend's journey opens the search, Mis Ofertas and an offer's page as a seed-only API serves them.
  'mf-requests': ['requests/', 'profile/matches.spec.ts', 'alerts/', 'foundation/seed-only-backend.spec.ts'],
  // The publish form's demand panel is on the Demanda journey.
  'mf-properties': ['properties/', 'alerts/', 'requests/demand.spec.ts', 'foundation/seed-only-backend.spec.ts'],
  // Offers arrive in the inbox from a published request or property; the property detail mounts the
  // inbox's offer actions.
  'mf-inbox': [
    'inbox/',
    'requests/fresh.spec.ts',
    'properties/manage.spec.ts',
    'properties/detail.spec.ts',
    'foundation/seed-only-backend.spec.ts',
  ],
  // The e-mail journeys choose their mails in the profile's Notificaciones tab.
  'mf-account': [
    'foundation/auth.spec.ts',
    'foundation/google.spec.ts',
    'foundation/contact.spec.ts',
    'foundation/guards.spec.ts',
    'profile/',
    'email/',
  ],
};

/**
 * The journeys a change to the mock API's file can break, by the file's name under mock-api/src/routes
 * (the API a page calls). A changed file not named here (the store, the domain rules, auth, the seed)
 * can break any journey: all of them run.
 */
export const API_ROUTE_AREAS: Record<string, readonly string[]> = {
  contact: ['foundation/contact.spec.ts'],
  demand: ['requests/demand.spec.ts', 'perf/demand-js.spec.ts'],
  'house-requests': ['requests/', 'profile/', 'alerts/', 'email/'],
  'request-lifecycle': ['requests/', 'profile/'],
  matches: ['profile/', 'requests/', 'alerts/'],
  inbox: ['inbox/', 'requests/fresh.spec.ts', 'properties/manage.spec.ts', 'alerts/', 'email/'],
  hours: ['inbox/', 'properties/'],
  visits: ['inbox/', 'properties/manage.spec.ts', 'email/'],
  properties: ['properties/', 'alerts/', 'profile/'],
  'property-owner': ['properties/'],
  'property-rules': ['properties/'],
  storage: ['properties/', 'inbox/'],
  notifications: ['alerts/', 'profile/', 'email/'],
  email: ['email/'],
  stream: ['alerts/'],
  options: ['requests/', 'properties/'],
  telemetry: ['releases/'],
  users: ['foundation/', 'profile/'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `--grep` pattern for these areas and tags; Playwright matches it against "file title tags". */
export function areaGrep(areas: readonly string[], tags: readonly string[] = []): string {
  const parts = [...new Set(areas)].map((a) =>
    a.endsWith('/') ? `(^|[ /])${escape(a)}[^ ]*\\.spec\\.ts` : `(^|[ /])${escape(a)}`,
  );
  return [...parts, ...[...new Set(tags)].map((t) => `${escape(t)}(?=\\s|$)`)].join('|');
}

/** The grep of the journeys that touch these apps: their areas and their tags. */
export function journeyGrep(apps: readonly AppDir[]): string {
  return areaGrep(
    apps.flatMap((a) => JOURNEY_AREAS[a]),
    apps.map((a) => `@${a}`),
  );
}
