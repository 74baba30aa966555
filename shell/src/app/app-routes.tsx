import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, PUBLIC_REQUEST_SLOT_ID, routePatterns } from '@lotengo/shared';
import { RequireSession, RequireSessionForRequest, VisitorOnly } from '../guards/guards';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from './remote-page';
import { DetailLoading } from './detail-loading';
import { NeedsCapability } from './needs-capability';
import { ServerMarkup } from './server-markup';
import { PageSkeleton } from './page-skeleton';
import { useDocumentTitle } from '../lib/use-document-title';
import { REMOTE_ROUTES, type Access } from './remote-routes';
import { shellTexts } from '../texts';

const titles = shellTexts.titles;
/** A session's page only: its code (and the alerts' texts) load when it is opened. */
const NotificationsPage = lazy(() =>
  import(/* webpackChunkName: "member" */ '../pages/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const areas = shellTexts.areas;

const GUARDS: Record<Exclude<Access, 'public'>, ComponentType<{ children: ReactNode }>> = {
  visitor: VisitorOnly,
  session: RequireSession,
  sessionOrLogin: RequireSessionForRequest,
};

function guarded(access: Access, page: ReactElement): ReactElement {
  if (access === 'public') return page;
  const Guard = GUARDS[access];
  return <Guard>{page}</Guard>;
}

/** The shell's own signed-in page: its title at once, its heading while its code arrives. */
function NotificationsRoute() {
  useDocumentTitle(titles.notifications);
  return (
    <Suspense fallback={<PageSkeleton heading={titles.notifications} />}>
      <NotificationsPage />
    </Suspense>
  );
}

/** What a route shows while its remote loads, where it is not the heading's skeleton. */
function loadingOf(path: string): ReactNode {
  if (path === routePatterns.propertyDetail) return <DetailLoading />;
  if (path === routePatterns.publicRequest)
    return <ServerMarkup id={PUBLIC_REQUEST_SLOT_ID} fallback={<PageSkeleton heading={titles.publicRequest} />} />;
  return undefined;
}

/** docs/product/screens.md routes; root redirects to home, unknown paths get the Spanish 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
      <Route path={paths.home} element={<HomePage />} />
      {REMOTE_ROUTES.map(({ path, access, remote, module, title, area, heading, capability }) => {
        // `as never`: the table's type pairs each remote with its own pages; TS cannot follow that pair through the
        // union.
        const page = (
          <RemotePage
            title={titles[title]}
            heading={heading}
            loading={loadingOf(path)}
            remote={remote}
            module={module as never}
            area={areas[area]}
          />
        );
        return (
          <Route
            key={path}
            path={path}
            element={guarded(
              access,
              capability ? <NeedsCapability capability={capability}>{page}</NeedsCapability> : page,
            )}
          />
        );
      })}
      <Route
        path={paths.notifications}
        element={guarded(
          'session',
          <NeedsCapability capability="notifications">
            <NotificationsRoute />
          </NeedsCapability>,
        )}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
