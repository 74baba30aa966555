import { apiErrorMessage, identityErrorMessage, isApiError } from '@lotengo/shared';

/** The raw reason of a failed step (SPEC §8 shows it as is): the server's for API calls, Firebase's otherwise. */
export function errorMessage(err: unknown): string {
  return isApiError(err) ? apiErrorMessage(err) : identityErrorMessage(err);
}
