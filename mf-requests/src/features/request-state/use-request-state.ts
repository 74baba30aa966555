import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  houseRequestQueries,
  invalidateHouseRequests,
  type HouseRequest,
  type RequestAction,
  type RequestStateChange,
} from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';

const t = alertsTexts.requestState;

// Through the one `api` object: the calls' code loads with their first use, never with the card.
const CALLS: Record<RequestAction, (id: number) => Promise<RequestStateChange>> = {
  pause: (id) => api.pauseHouseRequest(id),
  close: (id) => api.closeHouseRequest(id),
  reopen: (id) => api.reopenHouseRequest(id),
  renew: (id) => api.renewHouseRequest(id),
};

/**
 * The author pauses, closes ("Ya encontré"), reopens or renews ("Sigo buscando") a request. The answer
 * is written into the cached "Mis Solicitudes" list at once (the card changes without waiting for the
 * refetch); then every request list is refreshed, since the request leaves or rejoins the search.
 * A 409 (the card was out of date: another tab changed it) shows the API's reason and refreshes too.
 */
export function useRequestState(request: Pick<HouseRequest, 'houseRequestId' | 'userCode'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: RequestAction) => CALLS[action](request.houseRequestId),
    onSuccess: (change, action) => {
      client.setQueryData(houseRequestQueries.mine(request.userCode).queryKey, (old) =>
        old?.map((r) =>
          r.houseRequestId === change.houseRequestId
            ? { ...r, state: change.state, lastActiveAt: change.lastActiveAt, expiresAt: change.expiresAt }
            : r,
        ),
      );
      void invalidateHouseRequests(client);
      notify.success(t.done[action], t.doneTitle);
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409) {
        notify.warning(apiErrorMessage(err), messages.toasts.invalidForm.title);
        void invalidateHouseRequests(client);
        return;
      }
      notify.error(`${t.failed}: ${apiErrorMessage(err)}`, messages.toasts.saveFailure.title);
    },
  });
}
