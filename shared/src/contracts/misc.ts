import * as z from 'zod/mini';
import { id, noControlChars } from './primitives';
import { USER_NAME_MAX } from './session-user';

/** The longest contact message the API accepts. */
export const CONTACT_MESSAGE_MAX = 2000;

/** POST /contact/messages: our addition (the original contact page sent nothing; docs/product/screens.md, Contact). */
export const contactMessageSchema = z.object({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'firstName es requerido'), z.maxLength(USER_NAME_MAX), noControlChars('firstName')),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, 'lastName es requerido'), z.maxLength(USER_NAME_MAX), noControlChars('lastName')),
  email: z.email({ error: 'email no es un correo válido' }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'message es requerido'),
      z.maxLength(CONTACT_MESSAGE_MAX, `message admite ${CONTACT_MESSAGE_MAX} caracteres`),
      noControlChars('message', { multiline: true }),
    ),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

// Its own module: every page reads error bodies, while the rest of this file is the contact form's.
export { apiErrorBodySchema, type ApiErrorBody } from './api-error-body';

/** POST /contact/messages (ours): the stored message's id. */
export const contactMessageCreatedSchema = z.object({ id: id('id') });

/** GET /health (ours): the API answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
