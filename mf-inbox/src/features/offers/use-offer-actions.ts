import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INBOX_REJECTED, invalidateOffersAndVisits, notifyKey, type InboxEntry, type RejectReason } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { notifyFailure } from '../../lib/notify-failure';
import { patchOffer } from '../../lib/offers-cache';

/** Reject and the reason of a reject: the card changes in place; the server's answer wins. */
export function useOfferActions(userCode: number) {
  const client = useQueryClient();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const setBusy = (id: number, on: boolean) =>
    setBusyIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function run(id: number, work: () => Promise<void>) {
    setBusy(id, true);
    try {
      await work();
    } catch (err) {
      notifyFailure(err);
      // What the server holds now (e.g. the owner closed the property meanwhile).
      void invalidateOffersAndVisits(client);
    } finally {
      setBusy(id, false);
    }
  }

  const reject = (entry: InboxEntry) =>
    run(entry.idInboxProperty, async () => {
      await api.changeIsAccepted(entry.idInboxProperty, INBOX_REJECTED);
      patchOffer(client, userCode, entry.idInboxProperty, { isAccepted: INBOX_REJECTED, isRead: 1 });
      notifyKey('success', 'dislike');
    });

  const setReason = (entry: InboxEntry, reason: RejectReason) =>
    run(entry.idInboxProperty, async () => {
      const saved = await api.setRejectReason(entry.idInboxProperty, reason);
      patchOffer(client, userCode, entry.idInboxProperty, { rejectReason: saved.rejectReason });
    });

  return { busyIds, reject, setReason };
}
