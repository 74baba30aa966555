import { z } from 'zod';
import { emailField } from '../../lib/account-schemas';
import { accountTexts } from '../../texts';

/** Login only checks presence and format: the password rules are the identity service's business. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, accountTexts.errors.passwordRequired),
});

export type LoginValues = z.infer<typeof loginSchema>;
