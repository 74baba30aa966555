import type { QueryClient } from '@tanstack/react-query';
import { offerQueries, type InboxEntry } from '@lotengo/shared';

/**
 * Writes one changed offer into the cached inbox so the card updates in place (no reload, the scroll
 * stays where it is). The server's answer wins; a partial patch is applied when there is none.
 */
export function patchOffer(
  client: QueryClient,
  userCode: number,
  idInboxProperty: number,
  patch: Partial<InboxEntry>,
): void {
  client.setQueryData(offerQueries.list(userCode).queryKey, (old) =>
    old?.map((e) => (e.idInboxProperty === idInboxProperty ? { ...e, ...patch } : e)),
  );
}
