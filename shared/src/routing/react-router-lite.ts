/**
 * The part of react-router the apps use: declarative routing (BrowserRouter, Routes, Link, hooks), not
 * the data routers, SSR or RSC helpers. Every build aliases `react-router` and `react-router-dom` to
 * this file (shared/build/webpack.ts), so the federated router singleton is this module and webpack
 * tree-shakes react-router down to these exports: a shared module is otherwise shipped whole (~60 KB
 * gzip on every first load). Types still come from react-router-dom itself.
 *
 * A name missing here would be undefined at run time: __tests__/react-router-lite.test.ts fails when
 * any browser source imports a name from react-router(-dom) that this list does not export.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  createPath,
  parsePath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  // eslint-disable-next-line import-x/no-unresolved -- a build alias (shared/build/webpack.ts) to the real react-router
} from 'react-router-full';
