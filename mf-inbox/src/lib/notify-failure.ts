import { messages } from '@lotengo/shared/i18n';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';

/**
 * A change the server refused: its Spanish reason as the message. A 409 (someone else booked the slot,
 * the owner closed the property) is something to look at again ("Atención"), anything else an error.
 */
export function notifyFailure(err: unknown): void {
  const conflict = isApiError(err) && err.status === 409;
  notify[conflict ? 'warning' : 'error'](
    apiErrorMessage(err),
    conflict ? messages.toasts.invalidForm.title : messages.toasts.saveFailure.title,
  );
}
