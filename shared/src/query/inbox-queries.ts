import { queryOptions, type QueryClient } from '@tanstack/react-query';
// By its entry's name: the API's calls are shared by version (an app built from the same sources loads them once).
import { api } from '@lotengo/shared/api';

/** The root of every inbox key; offerQueries (offers-queries.ts) keys live under it too. */
const root = ['inbox'] as const;

/** Inbox entries (docs/product/entities.md): offers sent to requests. */
export const inboxQueries = {
  all: () => root,
  /** Ids of the caller's properties already sent to a request (shown as "Enviado"). */
  sentByMe: (houseRequestId: number) =>
    queryOptions({
      queryKey: [...root, 'sent-by-me', houseRequestId],
      queryFn: () => api.getSentPropertyIds(houseRequestId),
      staleTime: 0,
    }),
};

/** After an offer is sent, accepted or rejected: every inbox list is stale. */
export const invalidateInbox = (client: QueryClient) => client.invalidateQueries({ queryKey: inboxQueries.all() });
