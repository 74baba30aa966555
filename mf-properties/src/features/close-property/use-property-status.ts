import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProperties, type PropertyStatusChange } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.close;

/**
 * Close ("Ya se alquiló" / "Ya se vendió") or reopen one of the owner's properties. Either way every
 * property list, detail and linking search is refreshed (a closed property leaves them all).
 */
export function usePropertyStatus(propertyId: number, onDone?: (change: PropertyStatusChange) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') =>
      action === 'close' ? api.closeProperty(propertyId) : api.reopenProperty(propertyId),
    onSuccess: (change) => {
      void invalidateProperties(client);
      notify.success(change.status === 2 ? t.closedToast(change.changedOffers) : t.reopenedToast, t.doneTitle);
      onDone?.(change);
    },
    onError: (err) => notify.error(`${t.failed}: ${apiErrorMessage(err)}`, messages.toasts.saveFailure.title),
  });
}
