import { z } from 'zod';
import { nameField, phoneField } from '../../lib/account-schemas';
import { accountTexts } from '@lotengo/shared/i18n/account';

const t = accountTexts.errors;

/** The editable data (POST /users/user-update): email and uid belong to the identity. */
export const profileSchema = z.object({
  firstName: nameField(t.firstNameRequired),
  lastName: nameField(t.lastNameRequired),
  phoneNumber: phoneField,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
