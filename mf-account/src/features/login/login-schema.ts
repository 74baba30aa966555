import { z } from 'zod';
import { messages } from '@lotengo/shared';
import { emailField } from '../../lib/account-schemas';

/** Login only checks presence and format: the password rules are the identity service's business. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, messages.account.errors.passwordRequired),
});

export type LoginValues = z.infer<typeof loginSchema>;
