/**
 * What the steps leave for later ones, read strictly: a fact an earlier step could not make (its
 * capability is not declared, or its call failed) stops the case that needs it, and the report says which.
 */
import type { Answer, Member, MemberKey, World } from '../types';

/** Thrown by a case whose call needs what the run has not got; the runner reports it as skipped. */
export class MissingFact extends Error {
  constructor(readonly fact: string) {
    super(`falta ${fact}`);
  }
}

export function fact<T>(w: World, name: string): T {
  const value = w.facts[name];
  if (value === undefined) throw new MissingFact(name);
  return value as T;
}

export const remember = (w: World, name: string, value: unknown): void => {
  if (value !== undefined && value !== null) w.facts[name] = value;
};

export function memberOf(w: World, key: MemberKey | 'fresh'): Member {
  const member = key === 'fresh' ? w.members.fresh : w.members[key];
  if (!member) throw new MissingFact(`la cuenta ${key}`);
  return member;
}

/** A member's user code (known once the backend has their user). */
export function codeOf(w: World, key: MemberKey): number {
  const code = memberOf(w, key).userCode;
  if (code === undefined) throw new MissingFact(`el userCode de ${key.toUpperCase()}`);
  return code;
}

export const other = (key: MemberKey | 'fresh'): MemberKey => (key === 'a' ? 'b' : 'a');

/** The answer's body as a record (or an empty one). */
export const record = (answer: Answer): Record<string, unknown> =>
  answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>)
    : {};

export const list = (answer: Answer): Array<Record<string, unknown>> =>
  Array.isArray(answer.body) ? (answer.body as Array<Record<string, unknown>>) : [];

/** What a place is called and coded: the district the run publishes in, and its department and province. */
export interface Place {
  ubigeoId: number;
  department: string;
  province: string;
  district: string;
}
