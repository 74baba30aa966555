/**
 * What the site sends to register or edit a user: its own module, so a visitor's first load (which reads
 * at most a stored session) does not carry these schemas.
 */
import * as z from 'zod/mini';
import { userSchema } from './user';

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
