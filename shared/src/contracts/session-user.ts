/**
 * What the session keeps of a user (docs/product/entities.md, docs/product/rules.md), and the rules of its
 * fields: the base of userSchema (user.ts). Its own module because every first visit reads a stored
 * session, while the rest of a user's contract loads with the calls that need it.
 */
import * as z from 'zod/mini';
import { id, noControlChars } from './primitives';

/** The longest first or last name the API accepts. */
export const USER_NAME_MAX = 60;

export const userName = (what: string) =>
  z
    .string({ error: `${what} es requerido` })
    .check(
      z.trim(),
      z.minLength(1, `${what} es requerido`),
      z.maxLength(USER_NAME_MAX, `${what} admite ${USER_NAME_MAX} caracteres`),
      noControlChars(what),
    );

export const sessionUserSchema = z.object({
  userCode: id('userCode'),
  firstName: userName('firstName'),
  lastName: userName('lastName'),
  avatarUrl: z.string().check(z.maxLength(500)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
