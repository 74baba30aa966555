import type * as z from 'zod/mini';
import type { Capability } from './capabilities';

export type { Capability };

/**
 * Who may call (the auth column of docs/mock-api/endpoints.md): `public` needs nothing (a token, when
 * sent, may show the caller more); `token` a valid ID token; `user` a token of a registered user;
 * `self` that user must be the one the path or body names; `ticket` a stream ticket (or the token);
 * `signedLink` the signature of an e-mail's link, no session; `webhook` a service's shared secret (HTTP
 * Basic), no session and no cookie (the mail provider's webhook); `deployer` a deploy credential (a
 * team's or a release admin's, as the release registry's pointer service verifies it), no session.
 */
export const ACCESS_LEVELS = [
  'public',
  'token',
  'user',
  'self',
  'ticket',
  'signedLink',
  'webhook',
  'deployer',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'get' | 'post' | 'put';
export type SuccessStatus = 200 | 201 | 202;
/** The refusals a call may answer, each with the error body `{ message, field? }` (apiErrorBodySchema). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type BodyType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

export interface OperationBody {
  schema: z.ZodMiniType;
  /** application/json unless said. */
  contentType?: BodyType;
  /** Multipart fields that carry a file (documented as binary; the schema says only that they are there). */
  files?: readonly string[];
  /** The call may be sent without a body (a search without a filter). */
  optional?: true;
}

export interface OperationAnswer {
  /** The success status; several when the call answers either (a visit booked, 201, or moved, 200). */
  status: SuccessStatus | readonly SuccessStatus[];
  /** The answer's contract: what the site parses it with. Absent for answers that are not JSON. */
  schema?: z.ZodMiniType;
  /** application/json unless said (the live stream, an image, an HTML page). */
  contentType?: string;
  description: string;
  /** Response headers the site reads, by name: their meaning. */
  headers?: Readonly<Record<string, string>>;
  /** Server-Sent Events: each `event:` name and the contract of its `data:`. */
  events?: Readonly<Record<string, z.ZodMiniType>>;
}

export interface Operation {
  method: HttpMethod;
  /** Express-style pattern from apiPaths, alertApiPaths, demandApiPaths (relative to API_BASE_PATH). */
  path: string;
  /** One line, English like the rest of the docs. */
  summary: string;
  description?: string;
  access: Access;
  /** Query parameters as a zod object: each key is one parameter. */
  query?: z.ZodMiniType;
  /** Request headers the call reads besides authentication, by name: their meaning. */
  requestHeaders?: Readonly<Record<string, string>>;
  body?: OperationBody;
  answer: OperationAnswer;
  /** Refusals beyond those every call of its kind may answer (errorStatusesOf adds 400, 401, 403, 413, 415). */
  errors?: readonly ErrorStatus[];
  /** Refusals are pages for a person (an e-mail's link), not the error body. */
  errorsAsHtml?: true;
  /** The site's calls that use it: `api.<name>`, `demandApi.<name>`, `telemetry.<name>` (none: e-mail links, tools). */
  calls?: readonly string[];
  /** Answered only by the local stack and tests, never by a real environment. */
  localOnly?: true;
  /** A POST that changes nothing (its filter is a body): no anti-forgery header needed. */
  readByPost?: true;
}
