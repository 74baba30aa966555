import * as z from 'zod/mini';
import { USER_NAME_MAX } from '@lotengo/shared';
import { validation } from '@lotengo/shared/i18n';

/** The messages of the profile form (accountTexts.errors of ../texts). */
export interface ProfileFormTexts {
  firstNameRequired: string;
  lastNameRequired: string;
  phoneRequired: string;
  phoneInvalid: string;
}

/**
 * The profile's update-data form (POST /users/user-update; email and uid belong to the identity), in
 * zod/mini (the zod the contracts this remote bundles already use) through `miniResolver`.
 */
export function profileFormSchema(t: ProfileFormTexts) {
  /** The user contract's limit and the catalogue's message, so the API never rejects what the form accepted. */
  const nameField = (required: string) =>
    z
      .string()
      .check(z.trim(), z.minLength(1, required), z.maxLength(USER_NAME_MAX, validation.maxLength(USER_NAME_MAX)));
  return z.object({
    firstName: nameField(t.firstNameRequired),
    lastName: nameField(t.lastNameRequired),
    // People type spaces, dashes or dots in phone numbers; keep only digits (and a leading +) before checking.
    phoneNumber: z.string().check(
      z.overwrite((raw) => raw.replace(/[\s.\-()]/g, '')),
      z.minLength(1, t.phoneRequired),
      z.regex(/^\+?\d{6,15}$/, t.phoneInvalid),
    ),
  });
}

type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
export type ProfileFormInput = z.input<ProfileFormSchema>;
export type ProfileFormValues = z.output<ProfileFormSchema>;
