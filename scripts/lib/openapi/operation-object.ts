import {
  errorStatusesOf,
  needsXsrf,
  PATH_PARAMS,
  pathParamNames,
  successStatusesOf,
  type ErrorStatus,
  type NamedOperation,
  type Operation,
} from '@lotengo/shared/contracts/operations';
import type * as z from 'zod/mini';
import type { JsonSchema } from './json-schema';

/** The range of any other refusal (431 for oversized headers, a proxy's 4xx…): the error body too. */
export const OTHER_REFUSALS = '4XX';

/** The shared refusal each status answers with the error body (components.responses). */
export const ERROR_RESPONSES: Record<ErrorStatus | typeof OTHER_REFUSALS, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Bad input: `message` says why in Spanish, `field` names it.' },
  401: { name: 'Unauthorized', description: 'No session, or its ID token is not valid or expired.' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: someone else’s data, an account not registered yet, or a missing or stale X-XSRF-TOKEN ' +
      '(`field: X-XSRF-TOKEN`: read the cookie again and retry).',
  },
  404: { name: 'NotFound', description: 'What the path names does not exist (`field` names the parameter).' },
  409: {
    name: 'Conflict',
    description: 'Not from the current state (already decided, closed, taken): `message` says why.',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is over the limit (1 MB of JSON; an image’s own limit).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not JSON (or, for an upload, not multipart).' },
  429: { name: 'TooManyRequests', description: 'Over the rate limit; `Retry-After` says in how many seconds.' },
  503: { name: 'ServiceUnavailable', description: 'A service the call needs did not answer; nothing was done.' },
  [OTHER_REFUSALS]: {
    name: 'OtherRefusal',
    description: 'Any other refusal (e.g. 431: request headers too large), with the same error body.',
  },
};

export interface OperationContext {
  convert(schema: z.ZodMiniType): JsonSchema;
}

/** `/a/:id/b` → `/a/{id}/b`. */
export const openApiPath = (pattern: string): string => pattern.replace(/:([A-Za-z]+)/g, '{$1}');

function security(op: Operation): Array<Record<string, string[]>> {
  const xsrf: Record<string, string[]> = needsXsrf(op) ? { xsrfToken: [] } : {};
  switch (op.access) {
    case 'public':
      return [{ ...xsrf }, { idToken: [], ...xsrf }];
    case 'ticket':
      return [{ streamTicket: [] }, { idToken: [] }];
    case 'signedLink':
      return [{ unsubscribeSignature: [] }];
    case 'webhook':
      return [{ webhookSecret: [] }];
    case 'deployer':
      return [{ deployToken: [] }];
    default:
      return [{ idToken: [], ...xsrf }];
  }
}

function parameters(op: Operation, ctx: OperationContext) {
  const inPath = pathParamNames(op.path).map((name) => {
    const param = PATH_PARAMS[name];
    if (!param) throw new Error(`${op.path}: falta el parámetro de ruta "${name}" en PATH_PARAMS`);
    return { name, in: 'path', required: true, description: param.description, schema: ctx.convert(param.schema) };
  });
  const query = op.query ? ctx.convert(op.query) : null;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  const headers = Object.entries(op.requestHeaders ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...headers];
}

function requestBody(op: Operation, ctx: OperationContext) {
  if (!op.body) return undefined;
  const contentType = op.body.contentType ?? 'application/json';
  const schema = ctx.convert(op.body.schema);
  for (const file of op.body.files ?? []) {
    (schema.properties as Record<string, JsonSchema>)[file] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
    };
  }
  return { required: !op.body.optional, content: { [contentType]: { schema } } };
}

function success(op: Operation, ctx: OperationContext) {
  const { answer } = op;
  const contentType = answer.contentType ?? 'application/json';
  const schema = answer.schema ? ctx.convert(answer.schema) : { type: 'string' };
  const headers = answer.headers
    ? Object.fromEntries(
        Object.entries(answer.headers).map(([name, description]) => [
          name,
          { description, schema: name === 'X-Total-Count' ? { type: 'integer', minimum: 0 } : { type: 'string' } },
        ]),
      )
    : undefined;
  const events = answer.events
    ? Object.fromEntries(Object.entries(answer.events).map(([name, data]) => [name, ctx.convert(data)]))
    : undefined;
  const response = {
    description: answer.description,
    ...(headers ? { headers } : {}),
    content: { [contentType]: { schema } },
    ...(events ? { 'x-events': events } : {}),
  };
  return Object.fromEntries(successStatusesOf(op).map((status) => [String(status), response]));
}

function refusals(op: Operation) {
  const statuses = [...errorStatusesOf(op), ...(op.errorsAsHtml ? [] : ([OTHER_REFUSALS] as const))];
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      op.errorsAsHtml
        ? {
            description: `${ERROR_RESPONSES[status].description} A page in Spanish.`,
            content: { 'text/html': { schema: { type: 'string' } } },
          }
        : { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` },
    ]),
  );
}

/** The Operation Object of one registry entry. */
export function operationObject(op: NamedOperation, ctx: OperationContext) {
  const params = parameters(op, ctx);
  const body = requestBody(op, ctx);
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.capability],
    'x-capability': op.capability,
    'x-access': op.access,
    ...(op.localOnly ? { 'x-local-only': true } : {}),
    ...(op.calls?.length ? { 'x-site-calls': op.calls } : {}),
    security: security(op),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(op, ctx), ...refusals(op) },
  };
}
