import { Navigate, Route, Routes } from 'react-router-dom';
import { messages, paths, routePatterns } from '@lotengo/shared';
import { RequireSession, RequireSessionForRequest, VisitorOnly } from '../guards/guards';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from './remote-page';

const titles = messages.shell.titles;
const areas = messages.shell.areas;

/** SPEC §2 routes; access rules of SPEC §6 (public, visitor-only, session, session-or-login). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.index} element={<RemotePage title={titles.index} remote="mf_requests" module="index-page" area={areas.requests} />} />
      <Route path={paths.requests} element={<RemotePage title={titles.requests} remote="mf_requests" module="requests-page" area={areas.requests} />} />
      <Route path={paths.contact} element={<RemotePage title={titles.contact} remote="mf_account" module="contact-page" area={areas.contact} />} />

      <Route
        path={paths.login}
        element={
          <VisitorOnly>
            <RemotePage title={titles.login} remote="mf_account" module="login-page" area={areas.login} />
          </VisitorOnly>
        }
      />
      <Route
        path={paths.registry}
        element={
          <VisitorOnly>
            <RemotePage title={titles.registry} remote="mf_account" module="registry-page" area={areas.registry} />
          </VisitorOnly>
        }
      />

      <Route
        path={paths.profile}
        element={
          <RequireSession>
            <RemotePage title={titles.profile} remote="mf_account" module="profile-page" area={areas.profile} />
          </RequireSession>
        }
      />
      <Route
        path={paths.propertyCreate}
        element={
          <RequireSession>
            <RemotePage title={titles.propertyCreate} remote="mf_properties" module="property-create-page" area={areas.properties} />
          </RequireSession>
        }
      />
      <Route
        path={paths.properties}
        element={
          <RequireSession>
            <RemotePage title={titles.properties} remote="mf_properties" module="properties-page" area={areas.properties} />
          </RequireSession>
        }
      />
      <Route
        path={paths.inbox}
        element={
          <RequireSession>
            <RemotePage title={titles.inbox} remote="mf_inbox" module="inbox-page" area={areas.inbox} />
          </RequireSession>
        }
      />
      <Route
        path={paths.myRequests}
        element={
          <RequireSession>
            <RemotePage title={titles.myRequests} remote="mf_requests" module="my-requests-page" area={areas.requests} />
          </RequireSession>
        }
      />

      <Route
        path={routePatterns.requestsCreate}
        element={
          <RequireSessionForRequest>
            <RemotePage title={titles.requestsCreate} remote="mf_requests" module="request-create-page" area={areas.requests} />
          </RequireSessionForRequest>
        }
      />
      <Route
        path={routePatterns.editRequest}
        element={
          <RequireSessionForRequest>
            <RemotePage title={titles.editRequest} remote="mf_requests" module="request-edit-page" area={areas.requests} />
          </RequireSessionForRequest>
        }
      />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
