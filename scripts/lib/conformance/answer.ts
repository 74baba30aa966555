/**
 * Whether an answer keeps the contract: a success status with a body its schema accepts, or a refusal
 * the operation declares with the error body `{ message, field? }`. Each problem names the field, from
 * the answer's root: `respuesta.houseRequests[0].ubigeoId: …`.
 */
import type * as z from 'zod/mini';
import { apiErrorBodySchema } from '@lotengo/shared/contracts';
import { errorStatusesOf, successStatusesOf, type NamedOperation } from '@lotengo/shared/contracts/operations';
import type { Answer } from './types';

/** `respuesta.items[0].kind` from zod's path of an issue. */
export function fieldPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    root,
  );
}

/** Why `value` is outside `schema`, naming each field (at most three); null when it is inside. */
export function schemaProblem(schema: z.ZodMiniType, value: unknown, root = 'respuesta'): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${fieldPath(root, issue.path)}: ${issue.message}`)
    .join('; ');
}

/** One line of at most `max` characters: an HTML page by its title, any text with its spaces collapsed. */
function short(text: string, max = 160): string {
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1];
  const line = (title ? `página «${title.trim()}»` : text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** What came back, for a message: the status and the start of the body. */
export const described = (answer: Answer) =>
  `${answer.status} ${short(answer.text || (answer.events ? `${answer.events.length} eventos` : ''))}`.trim();

/**
 * Why a success answer is outside the contract: its status, its content type, its body (or each event
 * of a stream); null when it keeps it. `alsoAccept`: one more status the case accepts (and no body check).
 */
export function successProblem(op: NamedOperation, answer: Answer, alsoAccept?: number): string | null {
  const expected = successStatusesOf(op);
  if (answer.status === alsoAccept) return null;
  if (!expected.includes(answer.status as never))
    return `estado ${described(answer)} (el contrato dice ${expected.join(' o ')})`;
  const type = op.answer.contentType ?? 'application/json';
  const wanted = type.replace(/\*$/, '');
  if (!answer.contentType.startsWith(wanted))
    return `tipo ${answer.contentType || '(ninguno)'} (el contrato dice ${type})`;
  if (op.answer.events) {
    for (const { event, data } of answer.events ?? []) {
      const schema = (op.answer.events as Record<string, z.ZodMiniType | undefined>)[event];
      if (!schema) return `evento "${event}" no declarado en el contrato`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return `evento "${event}": data no es JSON`;
      }
      const problem = schemaProblem(schema, parsed, `evento ${event}`);
      if (problem) return problem;
    }
    return null;
  }
  if (!op.answer.schema) return null;
  return schemaProblem(op.answer.schema, answer.body);
}

/**
 * Why a refusal is not the one the check expects: a status among `expected` that the operation declares,
 * with the error body (an HTML page where the contract says its refusals are pages); null when it is.
 */
export function refusalProblem(op: NamedOperation, answer: Answer, expected: readonly number[]): string | null {
  if (!expected.includes(answer.status)) return `estado ${described(answer)} (se esperaba ${expected.join(' o ')})`;
  if (!errorStatusesOf(op).includes(answer.status as never))
    return `estado ${answer.status} no declarado en el contrato de la operación`;
  if (op.errorsAsHtml)
    return answer.contentType.startsWith('text/html')
      ? null
      : `tipo ${answer.contentType} (el contrato dice text/html)`;
  return schemaProblem(apiErrorBodySchema, answer.body, 'error');
}

/**
 * The refusals a bad input may get: 400; a path that names no possible record may also be a 404, and a
 * body the server cannot take a 413 or 415. Never 401 or 403 (the call had a session, and its own data),
 * except for a signed link, where a malformed link is a link that grants nothing (403).
 */
export function badInputStatuses(op: NamedOperation, where: BadInputPlace): number[] {
  const allowed = new Set<number>([400]);
  if (where === 'path') allowed.add(404);
  if (where === 'body') [413, 415].forEach((s) => allowed.add(s));
  if (op.access === 'signedLink') allowed.add(403);
  return errorStatusesOf(op).filter((s) => allowed.has(s));
}

export type BadInputPlace = 'body' | 'query' | 'path';
