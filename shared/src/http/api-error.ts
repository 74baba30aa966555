import axios from 'axios';
import { apiErrorBodySchema } from '../contracts/api-error-body';
import { common } from '@lotengo/shared/i18n';

/** `unsupported`: never sent, the backend does not have what it needs (GET /capabilities). */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'invalid-request' | 'unsupported';

/** Every failure of the API client: an HTTP answer, no answer at all, or an answer of the wrong shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server never answered. */
    readonly status: number,
    message: string,
    /** The offending field, when the server (or our own check before sending) names it. */
    readonly field?: string,
    readonly kind: ApiErrorKind = 'http',
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.kind === 'network';
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** Turns whatever axios threw into an ApiError; cancellations pass through untouched. */
export function toApiError(err: unknown): unknown {
  if (err instanceof ApiError || axios.isCancel(err)) return err;
  if (axios.isAxiosError(err)) {
    const res = err.response;
    if (!res) return new ApiError(0, common.networkError, undefined, 'network');
    const body = apiErrorBodySchema.safeParse(res.data);
    if (body.success) return new ApiError(res.status, body.data.message, body.data.field);
    return new ApiError(res.status, common.unexpectedError);
  }
  return err;
}

/** docs/product/texts.md "+ message": the server's reason, the network text, or the generic catalogue text. */
export function apiErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message || common.unexpectedError;
  if (axios.isAxiosError(err)) {
    const converted = toApiError(err);
    if (converted instanceof ApiError) return converted.message;
  }
  return common.unexpectedError;
}
