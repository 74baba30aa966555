import * as z from 'zod/mini';
import { noControlChars } from './primitives';

/** POST /contact/messages: our addition (SPEC §2 Contact shows no call). */
export const contactMessageSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'firstName es requerido'), z.maxLength(60), noControlChars('firstName')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'lastName es requerido'), z.maxLength(60), noControlChars('lastName')),
  email: z.email({ error: 'email no es un correo válido' }),
  message: z
    .string()
    .check(z.trim(), z.minLength(1, 'message es requerido'), z.maxLength(2000, 'message admite 2000 caracteres'), noControlChars('message', { multiline: true })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Every error the API answers: a Spanish-readable reason and, for bad input, the field. */
export const apiErrorBodySchema = z.object({ message: z.string(), field: z.optional(z.string()) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
