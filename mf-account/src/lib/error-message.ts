import { identityErrorMessage } from './identity-errors';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';

/** The raw reason of a failed step (SPEC §8 shows it as is): the server's for API calls, Firebase's otherwise. */
export function errorMessage(err: unknown): string {
  return isApiError(err) ? apiErrorMessage(err) : identityErrorMessage(err);
}
