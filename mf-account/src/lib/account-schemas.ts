import { z } from 'zod';
import { USER_NAME_MAX } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { accountTexts } from '../texts';

const t = accountTexts.errors;

/** The user contract's limit, so the API never rejects what the form accepted. */
export const nameField = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(USER_NAME_MAX, messages.validation.maxLength(USER_NAME_MAX));

export const emailField = z
  .string()
  .trim()
  .min(1, t.emailRequired)
  .pipe(z.email({ error: messages.validation.invalidEmail }));

/** Firebase refuses passwords shorter than 6 characters: say so before asking it. */
export const newPasswordField = z.string().min(1, t.passwordRequired).min(6, t.passwordTooShort);

/** People type spaces, dashes or dots in phone numbers; keep only digits (and a leading +) before checking. */
export const phoneField = z
  .string()
  .transform((raw) => raw.replace(/[\s.\-()]/g, ''))
  .pipe(
    z
      .string()
      .min(1, t.phoneRequired)
      .regex(/^\+?\d{6,15}$/, t.phoneInvalid),
  );
