import { Link } from 'react-router-dom';
import { EmptyState, paths } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { MyRequestsList } from '../features/my-requests';
import ExposedRequestCard from './request-card';
import '../styles/requests.css';
import { requestFormTexts } from '../texts';

/** /page/my-request "Mis Solicitudes": the user's own cards, editable, with their state and its buttons. */
export default function MyRequestsPage() {
  const user = useSessionUser();
  return (
    <div className="lt-req-page">
      <h1>{requestFormTexts.mine.title}</h1>
      {user ? (
        <MyRequestsList userCode={user.userCode} renderCard={(r) => <ExposedRequestCard request={r} editable />} />
      ) : (
        <EmptyState
          title={requestFormTexts.form.signInRequired}
          action={
            <Link className="lt-req-btn" to={paths.login}>
              {requestFormTexts.form.goLogin}
            </Link>
          }
        />
      )}
    </div>
  );
}
