import { NavLink, Navigate } from 'react-router-dom';
import { paths, routePatterns } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { StandalonePages } from '@lotengo/shared/standalone';
import HomeSearch from '../expose/home-search';
import IndexPage from '../expose/index-page';
import RequestsPage from '../expose/requests-page';
import RequestCreatePage from '../expose/request-create-page';
import RequestEditPage from '../expose/request-edit-page';
import MyRequestsPage from '../expose/my-requests-page';
import DemandPage from '../expose/demand-page';
import '../styles/requests.css';
import { requestFormTexts, requestsTexts } from '../texts';

const s = requestsTexts.standalone;

/** The team's own mount (npm run dev -w mf-requests): this remote's pages without the shell. */
export function StandaloneApp() {
  const user = useSessionUser();
  const bar = (
    <nav className="lt-req-page" aria-label={s.nav}>
      <p className="lt-req-muted">
        {s.banner}
        {user ? ` · ${requestsTexts.card.userCode(user.userCode)}` : ''}
      </p>
      <div className="lt-req-actions">
        <NavLink to={paths.home}>{requestsTexts.search.homeTitle}</NavLink>
        <NavLink to={paths.requests}>{requestsTexts.search.title}</NavLink>
        <NavLink to={paths.myRequests}>{requestFormTexts.mine.title}</NavLink>
        <NavLink to={paths.requestsCreate(0, 0)}>{requestFormTexts.mine.add}</NavLink>
        <NavLink to={paths.index}>{requestsTexts.index.title}</NavLink>
        <NavLink to={paths.demand}>{requestsTexts.standalone.demand}</NavLink>
      </div>
    </nav>
  );
  return (
    <StandalonePages
      header={bar}
      routes={[
        { path: paths.root, element: <Navigate to={paths.home} replace /> },
        { path: paths.home, element: <HomeSearch /> },
        { path: paths.index, element: <IndexPage /> },
        { path: paths.requests, element: <RequestsPage /> },
        { path: routePatterns.requestsCreate, element: <RequestCreatePage /> },
        { path: routePatterns.editRequest, element: <RequestEditPage /> },
        { path: paths.myRequests, element: <MyRequestsPage /> },
        { path: paths.demand, element: <DemandPage /> },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ]}
    />
  );
}
