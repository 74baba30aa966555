import * as z from 'zod/mini';
import { accountTexts } from '../i18n/account';

const t = accountTexts.errors;

/** Same limit as the user contract (60), so the API never rejects what the form accepted. */
const nameField = (required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(60, t.nameTooLong));

/** People type spaces, dashes or dots in phone numbers; keep only digits (and a leading +) before checking. */
const phoneField = z.string().check(
  z.overwrite((raw) => raw.replace(/[\s.\-()]/g, '')),
  z.minLength(1, t.phoneRequired),
  z.regex(/^\+?\d{6,15}$/, t.phoneInvalid),
);

/**
 * The profile's update-data form (POST /users/user-update; email and uid belong to the identity), in
 * zod/mini so the form validates with the shell's zod through `miniResolver` (@lotengo/shared/form).
 */
export const profileFormSchema = z.object({
  firstName: nameField(t.firstNameRequired),
  lastName: nameField(t.lastNameRequired),
  phoneNumber: phoneField,
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
