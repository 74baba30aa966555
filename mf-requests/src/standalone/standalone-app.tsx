import { NavLink, Navigate } from 'react-router-dom';
import { messages, paths, routePatterns, useSessionUser } from '@lotengo/shared';
import { StandalonePages } from '@lotengo/shared/standalone';
import HomeSearch from '../expose/home-search';
import IndexPage from '../expose/index-page';
import RequestsPage from '../expose/requests-page';
import RequestCreatePage from '../expose/request-create-page';
import RequestEditPage from '../expose/request-edit-page';
import MyRequestsPage from '../expose/my-requests-page';
import DemandPage from '../expose/demand-page';
import '../styles/requests.css';
import { requestFormTexts } from '@lotengo/shared/i18n/request-form';

const s = messages.requests.standalone;

/** The team's own mount (npm run dev -w mf-requests): this remote's pages without the shell. */
export function StandaloneApp() {
  const user = useSessionUser();
  const bar = (
    <nav className="lt-req-page" aria-label={s.nav}>
      <p className="lt-req-muted">
        {s.banner}
        {user ? ` · ${messages.requests.card.userCode(user.userCode)}` : ''}
      </p>
      <div className="lt-req-actions">
        <NavLink to={paths.home}>{messages.requests.search.homeTitle}</NavLink>
        <NavLink to={paths.requests}>{messages.requests.search.title}</NavLink>
        <NavLink to={paths.myRequests}>{requestFormTexts.mine.title}</NavLink>
        <NavLink to={paths.requestsCreate(0, 0)}>{requestFormTexts.mine.add}</NavLink>
        <NavLink to={paths.index}>{messages.requests.index.title}</NavLink>
        <NavLink to={paths.demand}>{messages.shell.nav.demand}</NavLink>
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
