import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { houseRequestQueries, paths, referenceQueries } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { districtIndex, operationOfProcess, publicPaths } from '@lotengo/shared/routing/public-paths';
import { isLiveRequest, requestView, viewFromPage, type PublicRequestView } from './request-view';

export type PublicRequestState =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'gone'; districtHref: string; district: string }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; view: PublicRequestView };

/**
 * The page of request `id`: the one its HTML carries when the server wrote this page (nothing to ask),
 * else the request and the district list from the API, drawn as the server would (a link inside the app).
 */
export function usePublicRequest(id: number | null): PublicRequestState {
  const [fromPage] = useState(() => (id === null ? null : viewFromPage(id)));
  const asked = id !== null && !fromPage;
  const request = useQuery({ ...houseRequestQueries.detail(id ?? 0), enabled: asked });
  const ubigeos = useQuery({ ...referenceQueries.ubigeos(), enabled: asked && request.isSuccess });
  if (fromPage) return { state: 'ready', view: fromPage };
  if (id === null) return { state: 'not-found' };
  if (request.isError) {
    const status = request.error instanceof ApiError ? request.error.status : 0;
    if (status === 404 || status === 400) return { state: 'not-found' };
    return { state: 'error', retry: () => void request.refetch() };
  }
  if (request.isPending || ubigeos.isPending) return { state: 'loading' };
  const r = request.data;
  // Without the district list the page still stands: its "more" link goes to the whole list.
  const slug = ubigeos.data ? districtIndex(ubigeos.data).slugOf(r.ubigeoId) : null;
  const districtHref = slug ? publicPaths.district(operationOfProcess(r.tprocessId), slug) : paths.home;
  if (!isLiveRequest(r)) return { state: 'gone', districtHref, district: r.district ?? '' };
  return { state: 'ready', view: requestView(r, { siteUrl: window.location.origin, districtHref }) };
}
