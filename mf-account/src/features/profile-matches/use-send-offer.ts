import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  houseRequestQueries,
  invalidateInbox,
  notifyKey,
  type HouseRequest,
  type RequestMatches,
} from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { ApiError, apiErrorMessage } from '@lotengo/shared/http';

interface Send {
  propertyId: number;
  request: HouseRequest;
}

/** Marks the pair as sent in the cached matches, so the row says "Enviado" at once. */
function markSent(data: RequestMatches | undefined, { propertyId, request }: Send): RequestMatches | undefined {
  if (!data) return data;
  const mark = (items: RequestMatches['groups'][number]['matches']) =>
    items.map((i) => (i.request.houseRequestId === request.houseRequestId ? { ...i, sent: true } : i));
  return {
    ...data,
    groups: data.groups.map((g) =>
      g.property.propertyId === propertyId ? { ...g, matches: mark(g.matches), nearMatches: mark(g.nearMatches) } : g,
    ),
  };
}

/**
 * Enviar from "Mis Matchs": my property to that request's inbox (POST /inboxProperty/enviar-al-inbox-property),
 * with the refusals and toasts of "¡Lo tengo!" (docs/product/texts.md): own request, "Enviado correctamente", or
 * "Ha ocurrido un error" with the server's reason. A 409 means it was already sent: shown as sent.
 */
export function useSendOffer(userCode: number) {
  const client = useQueryClient();
  const key = houseRequestQueries.matches(userCode).queryKey;
  const mutation = useMutation({
    mutationFn: ({ propertyId, request }: Send) =>
      api.sendToInbox({ propertyId, userCode: request.userCode, houseRequestId: request.houseRequestId }),
    onSuccess: (_entry, vars) => {
      client.setQueryData<RequestMatches>(key, (d) => markSent(d, vars));
      notifyKey('success', 'offerSent');
    },
    onError: (err, vars) => {
      if (err instanceof ApiError && err.status === 409)
        client.setQueryData<RequestMatches>(key, (d) => markSent(d, vars));
      notifyKey('error', 'offerFailure', apiErrorMessage(err));
    },
    onSettled: () => invalidateInbox(client),
  });

  const send = (vars: Send) => {
    // Matches never list my own requests; the check stays so the rule is the same as "¡Lo tengo!".
    if (vars.request.userCode === userCode) {
      notifyKey('warning', 'ownRequest');
      return;
    }
    mutation.mutate(vars);
  };
  const isSending = (propertyId: number, houseRequestId: number) =>
    mutation.isPending &&
    mutation.variables?.propertyId === propertyId &&
    mutation.variables.request.houseRequestId === houseRequestId;

  return { send, isSending };
}
