/**
 * One bad input per operation, derived from its contract so a new operation gets one without a line of
 * its own: a field of the body (else a query parameter, else a path parameter) given a value of another
 * type, checked against the schema so it really is outside it. Deterministic: the first such field in
 * the contract's order, required ones first and `userCode` last (a backend may read a wrong one as
 * "someone else" and answer 403).
 */
import * as z from 'zod/mini';
import { PATH_PARAMS, pathParamNames, type NamedOperation } from '@lotengo/shared/contracts/operations';
import type { BadInputPlace } from './answer';
import type { CallSpec } from './types';

type JsonSchema = Record<string, unknown>;

export interface BadInput {
  spec: CallSpec;
  where: BadInputPlace;
  /** What is wrong, for the report: `cuerpo.price = "texto"`. */
  what: string;
}

const jsonSchemaOf = (schema: z.ZodMiniType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const typesOf = (node: JsonSchema): string[] => {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type as string[];
  if (node.const !== undefined || Array.isArray(node.enum)) return ['enum'];
  const options = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
  return options ? options.flatMap(typesOf) : [];
};

/** A value of none of the node's types: a word for a number, a number for a word, and so on. */
function wrongValueFor(node: JsonSchema): unknown {
  const types = typesOf(node);
  if (!types.length) return undefined;
  if (types.some((t) => t === 'number' || t === 'integer' || t === 'boolean' || t === 'enum')) return 'no-es-válido';
  if (types.includes('string')) return 12345;
  if (types.includes('array')) return 'no-es-una-lista';
  if (types.includes('object')) return 'no-es-un-objeto';
  return undefined;
}

/** The properties of an object schema: the required ones first, `userCode` last (see the header). */
function fieldsOf(node: JsonSchema): Array<[string, JsonSchema]> {
  const required = new Set((node.required ?? []) as string[]);
  const rank = ([name]: [string, JsonSchema]) => (name === 'userCode' ? 2 : required.has(name) ? 0 : 1);
  return Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)
    .map((entry, i) => ({ entry, i }))
    .sort((x, y) => rank(x.entry) - rank(y.entry) || x.i - y.i)
    .map(({ entry }) => entry);
}

const rejects = (schema: z.ZodMiniType, value: unknown) => !schema.safeParse(value).success;

function badBody(op: NamedOperation, ok: CallSpec): BadInput | null {
  const body = op.body;
  if (!body || (body.contentType ?? 'application/json') !== 'application/json') return null;
  const node = jsonSchemaOf(body.schema);
  const base = ok.body && typeof ok.body === 'object' && !Array.isArray(ok.body) ? (ok.body as object) : {};
  if (node.type === 'object') {
    for (const [name, prop] of fieldsOf(node)) {
      const wrong = wrongValueFor(prop);
      if (wrong === undefined) continue;
      const candidate = { ...base, [name]: wrong };
      if (rejects(body.schema, candidate))
        return { spec: { ...ok, body: candidate }, where: 'body', what: `cuerpo.${name} = ${JSON.stringify(wrong)}` };
    }
    const required = (node.required ?? []) as string[];
    for (const name of required) {
      const { [name]: _gone, ...candidate } = base as Record<string, unknown>;
      if (rejects(body.schema, candidate))
        return { spec: { ...ok, body: candidate }, where: 'body', what: `cuerpo sin ${name}` };
    }
    return null;
  }
  const wrong = wrongValueFor(node);
  if (wrong !== undefined && rejects(body.schema, wrong))
    return { spec: { ...ok, body: wrong }, where: 'body', what: `cuerpo = ${JSON.stringify(wrong)}` };
  return null;
}

function badQuery(op: NamedOperation, ok: CallSpec): BadInput | null {
  if (!op.query) return null;
  const node = jsonSchemaOf(op.query);
  for (const [name, prop] of fieldsOf(node)) {
    const types = typesOf(prop);
    // A query parameter travels as text: only a number or a fixed word can be made wrong by a word.
    if (!types.some((t) => t === 'number' || t === 'integer' || t === 'enum')) continue;
    const query = { ...(ok.query ?? {}), [name]: 'no-es-válido' };
    return { spec: { ...ok, query }, where: 'query', what: `?${name}=no-es-válido` };
  }
  return null;
}

/** Not a number, a date, an e-mail, a uuid or a word of a list (a free name has no wrong value). */
const PATH_CANDIDATES = ['no-es-válido'];

function badPath(op: NamedOperation, ok: CallSpec): BadInput | null {
  for (const name of pathParamNames(op.path)) {
    const param = PATH_PARAMS[name];
    if (!param) continue;
    const numeric = typesOf(jsonSchemaOf(param.schema)).some((t) => t === 'number' || t === 'integer');
    for (const value of PATH_CANDIDATES) {
      // A number in the path is read from its text: a word is NaN.
      if (!rejects(param.schema, numeric ? Number(value) : value)) continue;
      const params = { ...(ok.params ?? {}), [name]: value };
      return { spec: { ...ok, params }, where: 'path', what: `:${name} = ${value}` };
    }
  }
  return null;
}

/** The bad input of an operation, from the call that succeeds; null when its contract leaves nothing to get wrong. */
export function deriveBadInput(op: NamedOperation, ok: CallSpec): BadInput | null {
  return badBody(op, ok) ?? badQuery(op, ok) ?? badPath(op, ok);
}
