import { identityErrorMessage } from './identity-errors';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';

/** The raw reason of a failed step (shown as is, docs/product/texts.md): the server's for API calls, Firebase's
 * otherwise. */
export function errorMessage(err: unknown): string {
  return isApiError(err) ? apiErrorMessage(err) : identityErrorMessage(err);
}
