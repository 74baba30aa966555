import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invalidateHouseRequests, notifyKey, paths } from '@lotengo/shared';
import { type ToastKey } from '@lotengo/shared/i18n';
import { apiErrorMessage } from '@lotengo/shared/http';

/**
 * Saving a request from its create or edit form: on success the lists refresh, the toast says so and
 * "Mis solicitudes" opens (or `destination(saved)`); on failure everything typed stays in the form, with a toast of the
 * server's reason.
 */
export function useSaveRequest<V, S>(
  save: (values: V) => Promise<S>,
  savedToast: ToastKey,
  destination: (saved: S) => string = () => paths.myRequests,
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      void invalidateHouseRequests(client);
      notifyKey('success', savedToast);
      navigate(destination(saved));
    },
    onError: (err) => notifyKey('error', 'saveFailure', apiErrorMessage(err)),
  });
}
