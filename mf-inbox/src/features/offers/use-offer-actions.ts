import { useId, useMemo } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  INBOX_REJECTED,
  invalidateOffersAndVisits,
  notifyKey,
  type InboxEntry,
  type RejectReason,
} from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { notifyFailure } from '../../lib/notify-failure';
import { patchOffer } from '../../lib/offers-cache';

/** A reject (no reason), or the reason of one. */
interface OfferAction {
  entry: InboxEntry;
  reason?: RejectReason;
}

/** Reject and the reason of a reject: the card changes in place; the server's answer wins. */
export function useOfferActions(userCode: number) {
  const client = useQueryClient();
  // Several offers may be busy at once: each press is its own mutation, found by this hook's key.
  const mutationKey = ['inbox', 'offer-action', useId()];
  const mutation = useMutation({
    // As before: offline, the press fails with its toast rather than waiting for the network.
    networkMode: 'always',
    mutationKey,
    mutationFn: async ({ entry, reason }: OfferAction) => {
      const id = entry.idInboxProperty;
      if (reason === undefined) {
        await api.changeIsAccepted(id, INBOX_REJECTED);
        patchOffer(client, userCode, id, { isAccepted: INBOX_REJECTED, isRead: 1 });
        notifyKey('success', 'dislike');
      } else {
        const saved = await api.setRejectReason(id, reason);
        patchOffer(client, userCode, id, { rejectReason: saved.rejectReason });
      }
    },
    onError: (err) => {
      notifyFailure(err);
      // What the server holds now (e.g. the owner closed the property meanwhile).
      void invalidateOffersAndVisits(client);
    },
  });
  // The same array while nothing changes (react-query shares its structure), so the set is made once per change.
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => (m.state.variables as OfferAction).entry.idInboxProperty,
  });
  const busyIds = useMemo<ReadonlySet<number>>(() => new Set(pending), [pending]);

  const run = (action: OfferAction) =>
    mutation.mutateAsync(action).then(
      () => undefined,
      () => undefined,
    );
  const reject = (entry: InboxEntry) => run({ entry });
  const setReason = (entry: InboxEntry, reason: RejectReason) => run({ entry, reason });

  return { busyIds, reject, setReason };
}
