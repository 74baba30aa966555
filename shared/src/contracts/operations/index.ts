/**
 * The API's contract, one entry per call the site makes (and the few its tools and e-mails make): method,
 * path, who may call, the query, body and answer contracts, the refusals, and the capability it belongs
 * to. `npm run openapi` writes docs/api/openapi.json from it; the mock API mounts every route through it
 * and checks its answers against it. Node only (tools, the mock, tests): the site's bundles never import it.
 */
import { addedInboxAndRequests } from './added-inbox-requests';
import { addedNotifications } from './added-notifications';
import { addedPlatform } from './added-platform';
import { addedPropertiesAndVisits } from './added-properties-visits';
import { pathParamNames } from './path-params';
import { seedInboxAndVisits } from './seed-inbox-visits';
import { seedOptionsAndUsers } from './seed-options-users';
import { seedPropertiesAndRequests } from './seed-properties-requests';
import { capabilityOfPattern } from '../capabilities';
import type { Capability, ErrorStatus, Operation, SuccessStatus } from './types';

export * from './types';
export { CAPABILITIES, CAPABILITY_DESCRIPTIONS } from './capabilities';
export { NAMED_SCHEMAS } from './components';
export { PATH_PARAMS, pathParamNames } from './path-params';
export * from '../email-provider';

export const operations = {
  ...seedOptionsAndUsers,
  ...seedPropertiesAndRequests,
  ...seedInboxAndVisits,
  ...addedPropertiesAndVisits,
  ...addedInboxAndRequests,
  ...addedNotifications,
  ...addedPlatform,
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
/** An operation with its id and what it belongs to (decided by its path, contracts/capabilities.ts). */
export type NamedOperation = Operation & { operationId: OperationId; capability: Capability };

function capabilityOf(op: Operation, operationId: string): Capability {
  const capability = capabilityOfPattern(op.path);
  if (!capability) throw new Error(`${operationId}: ${op.path} is in no capability (contracts/capabilities.ts)`);
  return capability;
}

/** Every operation with its id, in the registry's order (the document's). */
export const operationList: readonly NamedOperation[] = (Object.keys(operations) as OperationId[]).map(
  (operationId) => ({
    ...(operations[operationId] as Operation),
    operationId,
    capability: capabilityOf(operations[operationId], operationId),
  }),
);

const byRoute = new Map(operationList.map((op) => [`${op.method} ${op.path}`, op]));

/** The operation of a route as the mock registers it (method and Express-style pattern), if any. */
export const findOperation = (method: string, path: string): NamedOperation | undefined =>
  byRoute.get(`${method.toLowerCase()} ${path}`);

const SIGNED_IN = new Set(['token', 'user', 'self', 'ticket']);

/** A write through the JSON API (the e-mail links' form is not one). */
const isApiWrite = (op: Operation) => op.method !== 'get' && op.access !== 'signedLink';

/**
 * Writes carry X-XSRF-TOKEN (equal to the XSRF-TOKEN cookie, when the cookie is sent); a service's
 * webhook does not (no browser, no cookie: its secret is the permission).
 */
export const needsXsrf = (op: Operation): boolean => isApiWrite(op) && !op.readByPost && op.access !== 'webhook';

export const successStatusesOf = (op: Operation): readonly SuccessStatus[] =>
  typeof op.answer.status === 'number' ? [op.answer.status] : op.answer.status;

/**
 * Every refusal the call may answer: its own (`errors`) and those of its kind — 400 for anything it
 * reads (path, query, body), 413 and 415 for a body, 403 for the anti-forgery check, 401 and 403 for a
 * session.
 */
export function errorStatusesOf(op: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(op.errors ?? []);
  if (pathParamNames(op.path).length || op.query || op.body || isApiWrite(op)) statuses.add(400);
  if (isApiWrite(op)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (needsXsrf(op) || op.access === 'signedLink') statuses.add(403);
  if (op.access === 'webhook') statuses.add(401);
  // A deploy credential: missing or unknown (401), one that deploys nothing (403), the registry unreachable (503).
  if (op.access === 'deployer') for (const status of [401, 403, 503] as const) statuses.add(status);
  if (SIGNED_IN.has(op.access)) {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}
