import * as z from 'zod/mini';
import { id, noControlChars } from './primitives';

/** The longest first or last name the API accepts. */
export const USER_NAME_MAX = 60;
/** The longest phone number the API accepts (as stored, digits and a leading +). */
export const USER_PHONE_MAX = 20;

const name = (what: string) =>
  z
    .string({ error: `${what} es requerido` })
    .check(
      z.trim(),
      z.minLength(1, `${what} es requerido`),
      z.maxLength(USER_NAME_MAX, `${what} admite ${USER_NAME_MAX} caracteres`),
      noControlChars(what),
    );

export const userSchema = z.object({
  userCode: id('userCode'),
  userFirebaseId: z.string(),
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: z.email({ error: 'email no es un correo válido' }),
  phoneNumber: z
    .string()
    .check(z.trim(), z.maxLength(USER_PHONE_MAX, `phoneNumber admite ${USER_PHONE_MAX} caracteres`)),
  avatarUrl: z.string().check(z.maxLength(500)),
  status: z.number().check(z.int()),
});
export type User = z.infer<typeof userSchema>;

/** POST /users/user-registration: the server assigns userCode and status 1. */
export const userRegistrationSchema = z.extend(z.omit(userSchema, { userCode: true, status: true }), {
  status: z.optional(z.literal(1)),
  avatarUrl: z.optional(z.string().check(z.maxLength(500))),
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

/** POST /users/user-update: only these fields change; email and uid are the identity's. */
export const userUpdateSchema = z.partial(
  z.pick(userSchema, { userCode: true, firstName: true, lastName: true, phoneNumber: true, avatarUrl: true }),
  {
    firstName: true,
    lastName: true,
    phoneNumber: true,
    avatarUrl: true,
  },
);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** What the session keeps (docs/product/entities.md, docs/product/rules.md). */
export const sessionUserSchema = z.pick(userSchema, {
  userCode: true,
  firstName: true,
  lastName: true,
  avatarUrl: true,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
