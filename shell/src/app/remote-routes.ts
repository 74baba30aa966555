import { paths, routePatterns, type Capability } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import type { Access, ModuleName, RemoteName } from '@lotengo/shared/remotes';
import { shellTexts } from '../texts';

/** docs/product/rules.md access rules (the one list is in @lotengo/shared: the early-start script reads it too). */
export type { Access };

interface RouteOf<R extends RemoteName> {
  path: string;
  access: Access;
  remote: R;
  /** One of that remote's declared pages (the union below keeps each pair honest). */
  module: ModuleName<R>;
  title: keyof typeof shellTexts.titles;
  area: keyof typeof shellTexts.areas;
  /**
   * The page's own <h1>, when the shell knows it: shown (and, on a public route, prerendered) while the
   * remote loads, so the page's largest text paints before its code arrives (page-skeleton.tsx).
   */
  heading?: string;
  /** Other remotes its first screen mounts (the early-start script preloads them with the page's own). */
  alsoRemotes?: RemoteName[];
  /**
   * Written into its own HTML file at build time (landing-prerender.tsx): a public page as a visitor
   * sees it (hydrated as written); a signed-in page as its skeleton, shown only in a tab marked as
   * holding a session, so its heading paints before any JavaScript there too. A route with a parameter
   * (a property's detail) is one template that its server fills in per request
   * (platform/src/detail-page/first-screen.ts).
   */
  prerender?: boolean;
  /** What the API must have for the page (GET /capabilities): without it, a Spanish notice instead. */
  capability?: Capability;
}
export type RemoteRoute = { [R in RemoteName]: RouteOf<R> }[RemoteName];

const headings = messages.headings;

/**
 * Every docs/product/screens.md route whose page is a remote's, as data: app-routes.tsx renders it, and the build
 * turns it into the early-start script that preloads the route's remote (landing-prerender.tsx).
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  {
    path: paths.index,
    access: 'public',
    remote: 'mf_requests',
    module: 'index-page',
    title: 'index',
    area: 'requests',
    heading: headings.requestsIndex,
    prerender: true,
  },
  {
    path: paths.requests,
    access: 'public',
    remote: 'mf_requests',
    module: 'requests-page',
    title: 'requests',
    area: 'requests',
    heading: headings.requestsSearch,
    prerender: true,
  },
  {
    path: paths.demand,
    access: 'public',
    remote: 'mf_requests',
    module: 'demand-page',
    title: 'demand',
    area: 'requests',
    capability: 'demand',
  },
  {
    // One template (the shell's frame, an empty slot) that the public pages' server fills per request
    // (platform/src/public-pages/request-page.ts); app-routes.tsx keeps what it wrote while the code loads.
    path: routePatterns.publicRequest,
    access: 'public',
    remote: 'mf_requests',
    module: 'request-public-page',
    title: 'publicRequest',
    area: 'requests',
    prerender: true,
  },
  {
    path: paths.contact,
    access: 'public',
    remote: 'mf_account',
    module: 'contact-page',
    title: 'contact',
    area: 'contact',
  },
  { path: paths.login, access: 'visitor', remote: 'mf_account', module: 'login-page', title: 'login', area: 'login' },
  {
    path: paths.registry,
    access: 'visitor',
    remote: 'mf_account',
    module: 'registry-page',
    title: 'registry',
    area: 'registry',
  },
  {
    path: paths.profile,
    access: 'session',
    remote: 'mf_account',
    module: 'profile-page',
    title: 'profile',
    area: 'profile',
    heading: headings.profile,
    prerender: true,
    alsoRemotes: ['mf_requests'],
  },
  {
    path: paths.propertyCreate,
    access: 'session',
    remote: 'mf_properties',
    module: 'property-create-page',
    title: 'propertyCreate',
    area: 'properties',
    heading: headings.propertyCreate,
    prerender: true,
  },
  {
    path: paths.properties,
    access: 'session',
    remote: 'mf_properties',
    module: 'properties-page',
    title: 'properties',
    area: 'properties',
    heading: headings.myProperties,
    prerender: true,
  },
  {
    path: routePatterns.propertyEdit,
    access: 'session',
    remote: 'mf_properties',
    module: 'property-edit-page',
    title: 'propertyEdit',
    area: 'properties',
    heading: headings.propertyEdit,
  },
  {
    path: routePatterns.propertyDetail,
    access: 'session',
    remote: 'mf_properties',
    module: 'property-detail-page',
    title: 'propertyDetail',
    area: 'properties',
    prerender: true,
  },
  {
    path: paths.inbox,
    access: 'session',
    remote: 'mf_inbox',
    module: 'inbox-page',
    title: 'inbox',
    area: 'inbox',
    heading: headings.inbox,
    prerender: true,
  },
  {
    path: paths.myRequests,
    access: 'session',
    remote: 'mf_requests',
    module: 'my-requests-page',
    title: 'myRequests',
    area: 'requests',
    heading: headings.myRequests,
    prerender: true,
  },
  {
    path: routePatterns.requestsCreate,
    access: 'sessionOrLogin',
    remote: 'mf_requests',
    module: 'request-create-page',
    title: 'requestsCreate',
    area: 'requests',
    heading: headings.requestCreate,
  },
  {
    path: routePatterns.editRequest,
    access: 'sessionOrLogin',
    remote: 'mf_requests',
    module: 'request-edit-page',
    title: 'editRequest',
    area: 'requests',
    heading: headings.requestEdit,
  },
];

/** The landing's own remote area (the search on /home). */
export const LANDING_REMOTE: RemoteName = 'mf_requests';
