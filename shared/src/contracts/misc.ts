import { z } from 'zod';
import { noControlChars } from './primitives';

/** POST /contact/messages: our addition (SPEC §2 Contact shows no call). */
export const contactMessageSchema = z.object({
  firstName: z.string().trim().min(1, 'firstName es requerido').max(60).refine(...noControlChars('firstName')),
  lastName: z.string().trim().min(1, 'lastName es requerido').max(60).refine(...noControlChars('lastName')),
  email: z.email({ error: 'email no es un correo válido' }),
  message: z.string().trim().min(1, 'message es requerido').max(2000, 'message admite 2000 caracteres').refine(...noControlChars('message', { multiline: true })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Every error the API answers: a Spanish-readable reason and, for bad input, the field. */
export const apiErrorBodySchema = z.object({ message: z.string(), field: z.string().optional() });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
