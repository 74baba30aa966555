import { z } from 'zod';
import { emailField, nameField } from '../../lib/account-schemas';
import { accountTexts } from '@lotengo/shared/i18n/account';

const t = accountTexts.errors;

/** Same limits as the API's contactMessageSchema, with Spanish messages for the form. */
export const contactSchema = z.object({
  firstName: nameField(t.firstNameRequired),
  lastName: nameField(t.lastNameRequired),
  email: emailField,
  message: z.string().trim().min(1, t.messageRequired).max(2000, t.messageTooLong),
});

export type ContactValues = z.infer<typeof contactSchema>;
