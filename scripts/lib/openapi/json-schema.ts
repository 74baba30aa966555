import * as z from 'zod/mini';
import { NAMED_SCHEMAS } from '@lotengo/shared/contracts/operations';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
/** zod writes JavaScript's safe-integer limits on every int: true of any JSON number, noise in a reference. */
const SAFE_LIMITS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * A record keyed by an enum (`z.record(kindSchema, …)`) as zod writes it: `propertyNames` and a
 * `required` list of names no `properties` declares. Written out as those properties, which says the
 * same (no other key) and reads as a list of fields.
 */
function enumRecordAsProperties(node: JsonSchema): JsonSchema {
  const names = (node.propertyNames as JsonSchema | undefined)?.enum;
  if (node.type !== 'object' || node.properties || !Array.isArray(names)) return node;
  const { propertyNames: _names, additionalProperties: value, ...rest } = node;
  return {
    ...rest,
    properties: Object.fromEntries(names.map((name) => [String(name), value ?? {}])),
    additionalProperties: false,
  };
}

/** Drops the safe-integer bounds, writes enum-keyed records out and points `#/$defs/X` at the components. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'maximum' || key === 'minimum') && SAFE_LIMITS.has(child as number)) continue;
    if (key === '$ref' && typeof child === 'string' && child.startsWith('#/$defs/')) {
      out.$ref = `${COMPONENTS}${child.slice('#/$defs/'.length)}`;
      continue;
    }
    out[key] = tidy(child);
  }
  return enumRecordAsProperties(out);
}

/**
 * The contracts as JSON Schema 2020-12 (OpenAPI 3.1's dialect), with zod's own converter. Every schema
 * is described as the site reads it (`io: 'input'`: a field with a default may be absent), which is
 * what a backend must send and may be sent. A schema of NAMED_SCHEMAS becomes a component and a `$ref`
 * wherever it appears.
 */
export function schemaConverter() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    if (registry.has(schema)) throw new Error(`${id}: este esquema ya tiene nombre (${registry.get(schema)?.id})`);
    registry.add(schema, { id });
  }
  const options = { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' } as const;

  const named = z.toJSONSchema(registry, { ...options, uri: (id) => `${COMPONENTS}${id}` }).schemas;
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(named)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = tidy(rest) as JsonSchema;
  }

  /** One schema where it is used: a `$ref` when it is named, else written out with refs to named ones. */
  function convert(schema: z.ZodMiniType): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, { ...options, metadata: registry }) as JsonSchema;
    for (const id of Object.keys(($defs as JsonSchema | undefined) ?? {})) {
      if (!(id in components)) throw new Error(`Esquema sin nombre extraído por zod: ${id}`);
    }
    return tidy(rest) as JsonSchema;
  }

  return { components, convert };
}
