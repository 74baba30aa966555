import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type User, type UserUpdate } from '@lotengo/shared';
import { TextField } from '@lotengo/shared/form';
import { miniResolver } from '../../lib/mini-resolver';
import { profileFormSchema, type ProfileFormInput, type ProfileFormValues } from '../../lib/profile-form';
import { PhoneField } from '../../lib/person-fields';
import { SubmitRow } from '../../lib/submit-row';
import { accountTexts } from '../../texts';

const t = accountTexts.profile;
const f = accountTexts.fields;
const schema = profileFormSchema(accountTexts.errors);

interface Props {
  user: User;
  /** Resolves true when saved (the caller shows the toasts). */
  onSave: (change: UserUpdate) => Promise<boolean>;
}

/** docs/product/screens.md, Profile: the update-data form (first name, last name, phone). */
export function ProfileDataForm({ user, onSave }: Props) {
  const titleId = useId();
  // The schema and its resolver come with the shared form kit (zod/mini, the shell's copy): this page
  // bundles no zod of its own.
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: miniResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: ProfileFormValues) => {
    // Saved values become the new baseline; on failure the typed values stay as they are.
    if (await onSave({ userCode: user.userCode, ...values })) reset(values);
  };

  return (
    <section className="acc-profile-data" aria-labelledby={titleId}>
      <h3 id={titleId} className="acc-subtitle-heading">
        {t.dataTitle}
      </h3>
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
          <TextField label={f.firstName} autoComplete="given-name" name="firstName" />
          <TextField label={f.lastName} autoComplete="family-name" name="lastName" />
          <PhoneField />
          <SubmitRow label={t.submit} submittingLabel={t.submitting} submitting={isSubmitting} />
        </form>
      </FormProvider>
    </section>
  );
}
