import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_FILTER, api, type HouseRequest } from '@lotengo/shared';
import { retrySearch, retrySearchDelay } from '../../lib/query-retry';

export const linkKeys = {
  fitting: (userCode: number, houseRequestId: number) => ['mf-requests', 'link', 'fitting', userCode, houseRequestId] as const,
  sent: (houseRequestId: number) => ['mf-requests', 'link', 'sent', houseRequestId] as const,
};

/** SPEC §3: the linking search sends the request's district and budget range with the user's code. */
export function useFittingProperties(userCode: number, request: HouseRequest) {
  return useQuery({
    queryKey: linkKeys.fitting(userCode, request.houseRequestId),
    queryFn: () =>
      api.searchUserProperties(userCode, {
        ...EMPTY_FILTER,
        ubigeoId: request.ubigeoId,
        priceMin: request.costInit,
        priceMax: request.costEnd,
      }),
    retry: retrySearch,
    retryDelay: retrySearchDelay,
    staleTime: 0,
  });
}

/** Ids of the caller's properties already sent to this request (shown as "Enviado"). */
export function useSentPropertyIds(houseRequestId: number) {
  return useQuery({
    queryKey: linkKeys.sent(houseRequestId),
    queryFn: () => api.getSentPropertyIds(houseRequestId),
    staleTime: 0,
  });
}

/** Enviar: a new inbox entry for the request's owner (isAccepted 0, isRead 0, dateInbox now). */
export function useSendToInbox(request: HouseRequest) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      api.sendToInbox({
        propertyId,
        userCode: request.userCode,
        houseRequestId: request.houseRequestId,
        isAccepted: 0,
        isRead: 0,
        dateInbox: new Date().toISOString(),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: linkKeys.sent(request.houseRequestId) }),
  });
}
