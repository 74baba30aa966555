import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { messages, paths, routePatterns } from '@lotengo/shared';
import { RequireSession, RequireSessionForRequest, VisitorOnly } from '../guards/guards';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from './remote-page';

const titles = messages.shell.titles;
const areas = messages.shell.areas;

/** SPEC §6 access rules: public, visitor-only, session (else /), session (else login with the warning). */
type Access = 'public' | 'visitor' | 'session' | 'sessionOrLogin';

const GUARDS: Record<Exclude<Access, 'public'>, ComponentType<{ children: ReactNode }>> = {
  visitor: VisitorOnly,
  session: RequireSession,
  sessionOrLogin: RequireSessionForRequest,
};

/** Every SPEC §2 route whose page is a remote's, with who may see it. */
const remoteRoutes: { path: string; access: Access; page: ReactElement }[] = [
  { path: paths.index, access: 'public', page: <RemotePage title={titles.index} remote="mf_requests" module="index-page" area={areas.requests} /> },
  { path: paths.requests, access: 'public', page: <RemotePage title={titles.requests} remote="mf_requests" module="requests-page" area={areas.requests} /> },
  { path: paths.contact, access: 'public', page: <RemotePage title={titles.contact} remote="mf_account" module="contact-page" area={areas.contact} /> },
  { path: paths.login, access: 'visitor', page: <RemotePage title={titles.login} remote="mf_account" module="login-page" area={areas.login} /> },
  { path: paths.registry, access: 'visitor', page: <RemotePage title={titles.registry} remote="mf_account" module="registry-page" area={areas.registry} /> },
  { path: paths.profile, access: 'session', page: <RemotePage title={titles.profile} remote="mf_account" module="profile-page" area={areas.profile} /> },
  {
    path: paths.propertyCreate,
    access: 'session',
    page: <RemotePage title={titles.propertyCreate} remote="mf_properties" module="property-create-page" area={areas.properties} />,
  },
  {
    path: paths.properties,
    access: 'session',
    page: <RemotePage title={titles.properties} remote="mf_properties" module="properties-page" area={areas.properties} />,
  },
  {
    path: routePatterns.propertyEdit,
    access: 'session',
    page: <RemotePage title={titles.propertyEdit} remote="mf_properties" module="property-edit-page" area={areas.properties} />,
  },
  { path: paths.inbox, access: 'session', page: <RemotePage title={titles.inbox} remote="mf_inbox" module="inbox-page" area={areas.inbox} /> },
  { path: paths.myRequests, access: 'session', page: <RemotePage title={titles.myRequests} remote="mf_requests" module="my-requests-page" area={areas.requests} /> },
  {
    path: routePatterns.requestsCreate,
    access: 'sessionOrLogin',
    page: <RemotePage title={titles.requestsCreate} remote="mf_requests" module="request-create-page" area={areas.requests} />,
  },
  {
    path: routePatterns.editRequest,
    access: 'sessionOrLogin',
    page: <RemotePage title={titles.editRequest} remote="mf_requests" module="request-edit-page" area={areas.requests} />,
  },
];

function guarded(access: Access, page: ReactElement): ReactElement {
  if (access === 'public') return page;
  const Guard = GUARDS[access];
  return <Guard>{page}</Guard>;
}

/** SPEC §2 routes; root redirects to home, unknown paths get the Spanish 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
      <Route path={paths.home} element={<HomePage />} />
      {remoteRoutes.map(({ path, access, page }) => (
        <Route key={path} path={path} element={guarded(access, page)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
