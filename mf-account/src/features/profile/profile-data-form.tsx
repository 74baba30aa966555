import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type User, type UserUpdate } from '@lotengo/shared';
import { TextField } from '../../lib/text-field';
import { profileSchema, type ProfileInput, type ProfileValues } from './profile-schema';

const t = messages.account.profile;
const f = messages.account.fields;

interface Props {
  user: User;
  /** Resolves true when saved (the caller shows the toasts). */
  onSave: (change: UserUpdate) => Promise<boolean>;
}

/** SPEC §2 Profile: the update-data form (first name, last name, phone). */
export function ProfileDataForm({ user, onSave }: Props) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber },
  });

  const onSubmit = async (values: ProfileValues) => {
    // Saved values become the new baseline; on failure the typed values stay as they are.
    if (await onSave({ userCode: user.userCode, ...values })) reset(values);
  };

  return (
    <section className="acc-profile-data" aria-labelledby={titleId}>
      <h3 id={titleId} className="acc-subtitle-heading">
        {t.dataTitle}
      </h3>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
        <TextField label={f.firstName} autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField label={f.lastName} autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
        <TextField
          label={f.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={f.phonePlaceholder}
          error={errors.phoneNumber?.message}
          registration={register('phoneNumber')}
        />
        <button type="submit" className="lt-btn lt-btn--primary lt-btn--block" disabled={isSubmitting}>
          {t.submit}
        </button>
        <p className="acc-status" role="status">
          {isSubmitting ? t.submitting : ''}
        </p>
      </form>
    </section>
  );
}
