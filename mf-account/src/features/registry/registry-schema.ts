import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField } from '../../lib/account-schemas';
import { accountTexts } from '../../texts';

const t = accountTexts.errors;

/**
 * The original validated nothing but the duplicate email (docs/product/rules.md); we add what the API and Firebase
 * would reject anyway, in Spanish, before sending. Without a password step (already signed in with the identity
 * service) the password is not asked and not checked.
 */
export function registrySchema(withPassword: boolean) {
  return z.object({
    firstName: nameField(t.firstNameRequired),
    lastName: nameField(t.lastNameRequired),
    email: emailField,
    password: withPassword ? newPasswordField : z.string(),
    phoneNumber: phoneField,
  });
}

export type RegistryInput = z.input<ReturnType<typeof registrySchema>>;
export type RegistryValues = z.output<ReturnType<typeof registrySchema>>;
