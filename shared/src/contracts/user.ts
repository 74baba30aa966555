import { z } from 'zod';
import { id, noControlChars } from './primitives';

const name = (what: string) =>
  z.string({ error: `${what} es requerido` }).trim().min(1, `${what} es requerido`).max(60, `${what} admite 60 caracteres`).refine(...noControlChars(what));

export const userSchema = z.object({
  userCode: id('userCode'),
  userFirebaseId: z.string(),
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: z.email({ error: 'email no es un correo válido' }),
  phoneNumber: z.string().trim().max(20, 'phoneNumber admite 20 caracteres'),
  avatarUrl: z.string().max(500),
  status: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** POST /users/user-registration: the server assigns userCode and status 1. */
export const userRegistrationSchema = userSchema
  .omit({ userCode: true, status: true })
  .extend({ status: z.literal(1).optional(), avatarUrl: z.string().max(500).optional() });
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

/** POST /users/user-update: only these fields change; email and uid are the identity's. */
export const userUpdateSchema = userSchema.pick({ userCode: true, firstName: true, lastName: true, phoneNumber: true, avatarUrl: true }).partial({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  avatarUrl: true,
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** What the session keeps (SPEC §3/§4). */
export const sessionUserSchema = userSchema.pick({ userCode: true, firstName: true, lastName: true, avatarUrl: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;
