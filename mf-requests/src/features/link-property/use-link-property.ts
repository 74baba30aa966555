import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_FILTER,
  inboxQueries,
  invalidateInbox,
  propertyQueries,
  useCapability,
  type HouseRequest,
} from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { retrySearch, retrySearchDelay } from '../../lib/query-retry';

/** docs/product/entities.md: the linking search sends the request's district and budget range with the user's code. */
export function useFittingProperties(userCode: number, request: HouseRequest) {
  const filter = { ...EMPTY_FILTER, ubigeoId: request.ubigeoId, priceMin: request.costInit, priceMax: request.costEnd };
  return useQuery({
    ...propertyQueries.searchMine(userCode, filter),
    retry: retrySearch,
    retryDelay: retrySearchDelay,
  });
}

/**
 * Ids of the caller's properties already sent to this request (shown as "Enviado"): the API's `sentOffers`
 * (GET /capabilities). Without it, only what was sent from this modal shows so (a second send is refused
 * by the server, as in the seed).
 */
export function useSentPropertyIds(houseRequestId: number) {
  const hasSentOffers = useCapability('sentOffers');
  return useQuery({ ...inboxQueries.sentByMe(houseRequestId), enabled: hasSentOffers === true });
}

/** Enviar: a new inbox entry for the request's owner (api.sendToInbox fills isAccepted 0, isRead 0, dateInbox now). */
export function useSendToInbox(request: HouseRequest) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      api.sendToInbox({ propertyId, userCode: request.userCode, houseRequestId: request.houseRequestId }),
    onSettled: () => invalidateInbox(client),
  });
}
