import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { apiPaths, paths, ROUTE_ID_SOURCE, routePatterns, type Capability } from '@lotengo/shared';
import { FULL_PHOTO_WIDTH, PHOTO_WIDTHS, SLIDE_SIZES, STORED_PHOTO } from '@lotengo/shared/format/photos';
import type { EarlyRoute } from '@lotengo/shared/remotes';
import { App } from './app';
import { AssumeSession } from '../guards/assume-session';
import { Prerendering } from './server-markup';
import { LANDING_REMOTE, REMOTE_ROUTES } from './remote-routes';
import { documentTitle } from '../lib/use-document-title';
import { shellTexts } from '../texts';

/**
 * Run at build time (shared/build/prerender.ts): the landing as a first-time visitor sees it, written
 * into index.html so header, hero, how-it-works and footer paint before any JavaScript arrives. The tree
 * is the one start.tsx hydrates (a StaticRouter here, a BrowserRouter there: neither renders markup).
 * The request section is a remote: its sized placeholder is prerendered and the client fills it in.
 */
export function render(): string {
  return renderAt(paths.home);
}

function renderAt(location: string, assumeSession = false): string {
  return renderToString(
    <StrictMode>
      <Prerendering.Provider value>
        <AssumeSession.Provider value={assumeSession}>
          <StaticRouter location={location}>
            <App />
          </StaticRouter>
        </AssumeSession.Provider>
      </Prerendering.Provider>
    </StrictMode>,
  );
}

/**
 * Remote pages' first screens (header, the page's heading and sized placeholder, footer), each into its
 * own HTML file: /page/requests paints its heading before mf-requests arrives. A public page is written
 * as a visitor sees it and hydrated; a signed-in page past its guard, never hydrated (the header is
 * the visitor's, its links hidden in a tab with a session; React renders the page afresh).
 */
export function pages() {
  return REMOTE_ROUTES.filter((r) => r.prerender).map(({ path, title, access }) => ({
    path,
    title: documentTitle(shellTexts.titles[title]),
    html: renderAt(path, access !== 'public'),
    hydrate: access === 'public',
  }));
}

/**
 * For the early-start script in index.html (shared/build/early-start.ts): which remote each route mounts.
 * Typed with the build's own `EarlyRoute`, so a remote name or an access kind the script does not know
 * fails the type check here.
 */
export function earlyRoutes(): EarlyRoute[] {
  return [
    { path: paths.root, remote: LANDING_REMOTE, access: 'public' },
    { path: paths.home, remote: LANDING_REMOTE, access: 'public' },
    ...REMOTE_ROUTES.map(({ path, remote, access, alsoRemotes, module }) => ({
      path,
      remote,
      access,
      ...(alsoRemotes ? { alsoRemotes } : {}),
      ...(path === routePatterns.propertyDetail ? { ...DETAIL_EARLY, module } : {}),
    })),
  ];
}

/**
 * A property's detail: its one property call starts with the tab's cached token, its first photo is
 * preloaded as the gallery's first slide asks for it (the same `srcset` and `sizes`), so the photo does
 * not wait for the page's code, the session and the call; and the page's chunk is preloaded from the
 * remote's manifest, so it does not wait for the shell to start and run remoteEntry.js.
 */
const DETAIL_EARLY: Pick<EarlyRoute, 'data' | 'dataCapability' | 'param' | 'photo'> = {
  data: apiPaths.property.replace(':id', '$1'),
  // Never asked of a backend without the detail (the property's page then shows what the offer holds).
  dataCapability: 'propertyDetail' satisfies Capability,
  // The ids the page accepts: anything else is not asked for.
  param: ROUTE_ID_SOURCE,
  photo: { stored: STORED_PHOTO.source, widths: PHOTO_WIDTHS, fullWidth: FULL_PHOTO_WIDTH, sizes: SLIDE_SIZES },
};
