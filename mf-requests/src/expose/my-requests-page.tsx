import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, houseRequestQueries, MY_REQUESTS_SHARE_PARAM, paths } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { MyRequestsList } from '../features/my-requests';
import { SharePanel } from '../features/share-request';
import ExposedRequestCard from './request-card';
import '../styles/requests.css';
import { requestFormTexts } from '../texts';

/** "Comparte tu solicitud" for `?compartir={id}`: one of the user's requests (the list's own query, one call). */
function ShareJustPublished({ userCode }: { userCode: number }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(MY_REQUESTS_SHARE_PARAM));
  const mine = useQuery({ ...houseRequestQueries.mine(userCode), enabled: id > 0 });
  const request = mine.data?.find((r) => r.houseRequestId === id);
  if (!request) return null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(MY_REQUESTS_SHARE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return <SharePanel request={request} onClose={close} />;
}

/**
 * /page/my-request "Mis Solicitudes": the user's own cards, editable, with their state and its buttons; right after
 * publishing, "Comparte tu solicitud" above them.
 */
export default function MyRequestsPage() {
  const user = useSessionUser();
  return (
    <div className="lt-req-page">
      <h1>{requestFormTexts.mine.title}</h1>
      {user ? (
        <>
          <ShareJustPublished userCode={user.userCode} />
          <MyRequestsList userCode={user.userCode} renderCard={(r) => <ExposedRequestCard request={r} editable />} />
        </>
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
