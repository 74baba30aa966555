import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { emailField, nameField } from '../../lib/account-schemas';
import { accountTexts } from '../../texts';

const t = accountTexts.errors;

/** Same limits as the API's contactMessageSchema, with Spanish messages for the form. */
export const contactSchema = z.object({
  firstName: nameField(t.firstNameRequired),
  lastName: nameField(t.lastNameRequired),
  email: emailField,
  message: z
    .string()
    .trim()
    .min(1, t.messageRequired)
    .max(CONTACT_MESSAGE_MAX, messages.validation.maxLength(CONTACT_MESSAGE_MAX)),
});

export type ContactValues = z.infer<typeof contactSchema>;
