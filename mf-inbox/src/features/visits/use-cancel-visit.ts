import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { visitQueries } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { notify } from '@lotengo/shared/notify';
import { notifyFailure } from '../../lib/notify-failure';
import { inboxTexts } from '../../texts';

/** Either party cancels a visit: the lists update in place and every slot list refreshes (the slot is free again). */
export function useCancelVisit() {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function cancel(visitId: number) {
    setBusyId(visitId);
    try {
      await api.cancelVisit(visitId);
      notify.success(inboxTexts.visit.cancelledToast, inboxTexts.visit.cancelledToastTitle);
      await client.invalidateQueries({ queryKey: visitQueries.all() });
    } catch (err) {
      notifyFailure(err);
      void client.invalidateQueries({ queryKey: visitQueries.all() });
    } finally {
      setBusyId(null);
    }
  }

  return { cancel, busyId };
}
