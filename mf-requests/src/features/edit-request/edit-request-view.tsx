import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { displayTitle, EmptyState, Spinner, houseRequestQueries, paths, routeIdOf, RetryAlert } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';
import { EditRequestForm } from './edit-request-form';
import { SignInRequired } from '../../lib/form/sign-in-required';
import { requestFormTexts } from '../../texts';

const f = requestFormTexts.form;

/** Parses the :houseRequestId route param; null for anything that is not a positive integer. */
export function requestIdFromParam(raw: string | undefined): number | null {
  return routeIdOf(raw);
}

/**
 * /page/edit-request/:houseRequestId: loads the request first (docs/product/rules.md loading order), then the form.
 * Only its owner may edit it; the API refuses others too.
 */
export function EditRequestView({ houseRequestId }: { houseRequestId: string | undefined }) {
  const user = useSessionUser();
  const id = requestIdFromParam(houseRequestId);
  const query = useQuery({ ...houseRequestQueries.detail(id ?? 0), enabled: id !== null });

  const heading = <h1>{f.editTitle}</h1>;
  if (!user) {
    return (
      <>
        {heading}
        <SignInRequired />
      </>
    );
  }
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        {heading}
        <EmptyState
          title={f.notFound}
          action={
            <Link className="lt-req-btn" to={paths.myRequests}>
              {f.goMyRequests}
            </Link>
          }
        />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {heading}
        <Spinner />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {heading}
        <RetryAlert
          className="lt-req-state"
          buttonClassName="lt-req-btn"
          message={f.loadError}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const request = query.data;
  if (request.userCode !== user.userCode) {
    return (
      <>
        {heading}
        <div className="lt-req-notice" role="alert">
          <p>
            <strong>{f.notOwner}</strong>
          </p>
          <p>{f.notOwnerHint}</p>
          <Link className="lt-req-btn" to={paths.myRequests}>
            {f.goMyRequests}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      <h2>{f.editHeading(request.houseRequestId, displayTitle(request))}</h2>
      <EditRequestForm key={request.houseRequestId} request={request} />
    </>
  );
}
