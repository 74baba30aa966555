import { TextField } from '@lotengo/shared/form';
import { accountTexts } from '../texts';

// The person fields the account forms share (registry, contact, login, profile data): same labels,
// autocomplete tokens and keyboards everywhere. Each reads its form from the FormProvider.
const f = accountTexts.fields;

/** First and last name side by side (stacked on narrow screens). */
export function NameFields() {
  return (
    <div className="acc-two-cols">
      <TextField label={f.firstName} autoComplete="given-name" name="firstName" />
      <TextField label={f.lastName} autoComplete="family-name" name="lastName" />
    </div>
  );
}

export function EmailField({ readOnly, hint }: { readOnly?: boolean; hint?: string }) {
  return (
    <TextField
      label={f.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={f.emailPlaceholder}
      readOnly={readOnly}
      hint={hint}
      name="email"
    />
  );
}

export function PhoneField({ hint }: { hint?: string }) {
  return (
    <TextField
      label={f.phone}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={f.phonePlaceholder}
      hint={hint}
      name="phoneNumber"
    />
  );
}
