import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitQueries } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { notify } from '@lotengo/shared/notify';
import { notifyFailure } from '../../lib/notify-failure';
import { inboxTexts } from '../../texts';

/** Either party cancels a visit: the lists update in place and every slot list refreshes (the slot is free again). */
export function useCancelVisit() {
  const client = useQueryClient();
  const mutation = useMutation({
    // As before: offline, the press fails with its toast rather than waiting for the network.
    networkMode: 'always',
    mutationFn: (visitId: number) => api.cancelVisit(visitId),
    // Busy until the lists are fresh: the mutation settles after its callbacks.
    onSuccess: async () => {
      notify.success(inboxTexts.visit.cancelledToast, inboxTexts.visit.cancelledToastTitle);
      await client.invalidateQueries({ queryKey: visitQueries.all() });
    },
    onError: (err) => {
      notifyFailure(err);
      void client.invalidateQueries({ queryKey: visitQueries.all() });
    },
  });

  const cancel = (visitId: number) =>
    mutation.mutateAsync(visitId).then(
      () => undefined,
      () => undefined,
    );
  return { cancel, busyId: mutation.isPending ? mutation.variables : null };
}
