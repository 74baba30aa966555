import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import {
  CAPABILITIES,
  CAPABILITY_DESCRIPTIONS,
  errorStatusesOf,
  operationList,
  type ErrorStatus,
} from '@lotengo/shared/contracts/operations';
import { schemaConverter, type JsonSchema } from './json-schema';
import { ERROR_RESPONSES, OTHER_REFUSALS, openApiPath, operationObject } from './operation-object';

const DESCRIPTION = `Every call the Lo Tengo site makes to its backend, and the few its e-mails and release tools make.

**Generated, never edited by hand**: \`npm run openapi\` writes this file from the contracts the site parses
with (\`shared/src/contracts/operations/\`, zod schemas converted to JSON Schema 2020-12); a test fails when
it differs from what the code generates. How to read and lint it: \`docs/api/README.md\`.

- **Base**: every path is relative to the backend's base, a host plus \`/mvp\`.
- **Session**: the user's Firebase ID token as \`Authorization: Bearer …\`. On a public call a token that is
  not valid is ignored (the caller is a visitor). \`x-access\` says who may call: \`public\`, \`token\` (a valid
  token), \`user\` (a registered user), \`self\` (the user the path or body names), \`ticket\`, \`signedLink\`,
  \`webhook\` (the mail provider, with the shared secret).
- **Anti-forgery**: the API sets the cookie \`XSRF-TOKEN\`; a write that carries the cookie must send the same
  value in \`X-XSRF-TOKEN\` (a 403 naming \`field: X-XSRF-TOKEN\` otherwise: read the cookie again and retry).
- **Refusals**: every 4xx answers the error body \`{ message, field? }\` (\`ErrorBody\`): \`message\` is Spanish,
  for a person; \`field\` names the input at fault.
- **Capabilities**: each operation's tag and \`x-capability\` say whether it is one of the original calls
  (\`seed\`) or which added capability it belongs to; \`x-site-calls\` names the site's client functions that
  use it.
- **Live stream**: \`x-events\` lists the Server-Sent Events' names and the JSON of their \`data:\`.`;

const SECURITY_SCHEMES = {
  idToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The Firebase ID token of the signed-in user (Firebase Auth, or its emulator locally).',
  },
  xsrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'Double-submit anti-forgery: the value of the `XSRF-TOKEN` cookie the API sets. Checked on writes that ' +
      'carry the cookie; a client that sends no such cookie (a server, a script) is not asked for it.',
  },
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A single-use ticket from POST /notifications/stream-ticket: the stream’s URL never carries a token.',
  },
  unsubscribeSignature: {
    type: 'apiKey',
    in: 'query',
    name: 's',
    description: 'The HMAC of the link’s user code and e-mail kind, made by the API when it sent the e-mail.',
  },
  deployToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A deploy credential (DEPLOY_TOKEN): a team’s CI service account’s Google ID token for the registry’s ' +
      'URL, or a release admin’s; locally the token `npm start` writes. The API asks the release registry’s ' +
      'pointer service who it is (GET <REGISTRY_URL>/caller).',
  },
  webhookSecret: {
    type: 'http',
    scheme: 'basic',
    description:
      'The mail provider’s webhook: HTTP Basic with any user name and the password MAIL_WEBHOOK_SECRET ' +
      '(the credentials written in the webhook URL the provider is given).',
  },
};

/** The product's version (the root package.json's): the document changes with the code, not on its own. */
const productVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The OpenAPI 3.1 document of the operation registry, the same bytes for the same code. */
export function buildOpenApiDocument() {
  const { components, convert } = schemaConverter();
  const ctx = { convert };
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Set<ErrorStatus>();
  for (const op of operationList) {
    const item = (paths[openApiPath(op.path)] ??= {});
    if (item[op.method]) throw new Error(`Dos operaciones para ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = operationObject(op, ctx);
    if (!op.errorsAsHtml) for (const status of errorStatusesOf(op)) used.add(status);
  }
  const statuses: Array<ErrorStatus | typeof OTHER_REFUSALS> = [...[...used].sort((a, b) => a - b), OTHER_REFUSALS];
  const responses = Object.fromEntries(
    statuses.map((status) => [
      ERROR_RESPONSES[status].name,
      {
        description: ERROR_RESPONSES[status].description,
        ...(status === 429
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
  const added = CAPABILITIES.filter((c) => c !== 'seed');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lo Tengo API',
      version: productVersion(),
      summary: 'The backend a Lo Tengo site talks to: the original calls and the capabilities added to them.',
      description: DESCRIPTION,
    },
    servers: [
      {
        url: '/mvp',
        description: 'The base on the API’s host (the mock API of `npm start`: http://localhost:3000/mvp).',
      },
    ],
    tags: CAPABILITIES.map((name) => ({ name, description: CAPABILITY_DESCRIPTIONS[name] })),
    'x-tagGroups': [
      { name: 'The original API', tags: ['seed'] },
      { name: 'Added capabilities', tags: added },
    ],
    paths,
    components: {
      schemas: components as Record<string, JsonSchema>,
      responses,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/** The file's text: two-space JSON and a final newline. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
