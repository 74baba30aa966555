import * as z from 'zod/mini';
import { sessionUserSchema } from './session-user';

export { sessionUserSchema, USER_NAME_MAX, type SessionUser } from './session-user';

/** The longest phone number the API accepts (as stored, digits and a leading +). */
export const USER_PHONE_MAX = 20;

/** A user as the API answers it: what the session keeps (session-user.ts), and the rest of the profile. */
export const userSchema = z.extend(sessionUserSchema, {
  userFirebaseId: z.string(),
  email: z.email({ error: 'email no es un correo válido' }),
  phoneNumber: z
    .string()
    .check(z.trim(), z.maxLength(USER_PHONE_MAX, `phoneNumber admite ${USER_PHONE_MAX} caracteres`)),
  status: z.number().check(z.int()),
});
export type User = z.infer<typeof userSchema>;
