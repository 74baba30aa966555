/**
 * docs/api/openapi.json is generated (`npm run openapi`), never edited: it must be what the operation
 * registry generates now, so a contract changed in code and not regenerated fails here.
 */
import fs from 'node:fs';
import { buildOpenApiDocument, openApiText } from '../lib/openapi/document';
import { OPENAPI_FILE } from '../lib/openapi/files';

describe('docs/api/openapi.json', () => {
  it('is what the code generates (else: npm run openapi)', () => {
    const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
    const generated = openApiText();
    if (committed !== generated) {
      throw new Error('docs/api/openapi.json no coincide con el código: ejecuta npm run openapi y confirma el cambio');
    }
  });

  it('is OpenAPI 3.1 with every operation, its capability and its refusals', () => {
    const doc = buildOpenApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item)) as Array<Record<string, unknown>>;
    expect(ops.length).toBeGreaterThan(60);
    for (const op of ops) {
      expect(op).toMatchObject({ operationId: expect.any(String), summary: expect.any(String) });
      expect(op.tags).toEqual([op['x-capability']]);
      expect(Object.keys(op.responses as object).some((status) => /^4/.test(status))).toBe(true);
    }
    const sendToInbox = doc.paths['/inboxProperty/enviar-al-inbox-property']!.post as Record<string, unknown>;
    expect(sendToInbox.security).toEqual([{ idToken: [], xsrfToken: [] }]);
    expect(sendToInbox.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/InboxSend' } } },
    });
    expect((sendToInbox.responses as Record<string, unknown>)['409']).toEqual({
      $ref: '#/components/responses/Conflict',
    });
    expect(doc.components.responses.Conflict.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
  });

  it('describes the contracts as the site parses them: defaults optional, enum-keyed records as fields', () => {
    const { schemas } = buildOpenApiDocument().components;
    const filter = schemas.SearchFilter as { properties: Record<string, unknown>; required?: string[] };
    expect(filter.properties.ubigeoId).toEqual({ default: 0, type: 'number', minimum: 0 });
    expect(filter.required).toBeUndefined();
    const prefs = schemas.NotificationPreferences as { properties: { email: Record<string, unknown> } };
    expect(prefs.properties.email).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { 'offer-received': { type: 'string', enum: ['instant', 'daily', 'never'] } },
    });
  });
});
