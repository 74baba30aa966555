import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router-dom';
import { defaultAvatarUrl, paths } from '@lotengo/shared';
import { useProfileImages } from '../../lib/use-profile-images';
import { identity } from '@lotengo/shared/identity';
import { TextField } from '@lotengo/shared/form';
import type { AvatarChoiceComponent } from '../../lib/avatar-choice';
import { readRegistryState } from '../../lib/registry-state';
import { useIdentityUser } from '../../lib/use-identity-user';
import { registrySchema, type RegistryInput, type RegistryValues } from './registry-schema';
import { useRegister } from './use-register';
import { EmailField, NameFields, PhoneField } from '../../lib/person-fields';
import { CardPage } from '../../lib/card-page';
import { SubmitRow } from '../../lib/submit-row';
import { accountTexts } from '../../texts';

const t = accountTexts.registry;
const f = accountTexts.fields;

interface Props {
  /** The avatar picker, passed in by the page (features do not import each other). */
  AvatarChoice: AvatarChoiceComponent;
}

/** docs/product/screens.md, Registration: avatar, names, email, password (unless already signed in), phone,
 * "Registrarme". */
export function RegistryForm({ AvatarChoice }: Props) {
  const location = useLocation();
  const fromLogin = readRegistryState(location.state);
  const { user: signedIn } = useIdentityUser();
  // Signed in with the identity service but without a product user (e.g. first Google sign-in): the
  // account exists, so no password is asked and the email is the identity's.
  const withPassword = !signedIn;
  const schema = useMemo(() => registrySchema(withPassword), [withPassword]);
  const register = useRegister();

  const images = useProfileImages();
  const [pickedAvatar, setPickedAvatar] = useState<string | null>(null);
  // Preset avatar (docs/product/entities.md): the first profile image, or the default one while they load.
  const avatarUrl = pickedAvatar ?? images.data?.[0]?.url ?? defaultAvatarUrl();

  const form = useForm<RegistryInput, unknown, RegistryValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: fromLogin.email ?? '', password: '', phoneNumber: '' },
  });
  const {
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (signedIn?.email) setValue('email', signedIn.email, { shouldValidate: true });
  }, [signedIn?.email, setValue]);

  const onSubmit = (values: RegistryValues) => register({ values, avatarUrl, signedIn });

  return (
    <CardPage
      className="acc-auth"
      title={t.title}
      subtitle={t.subtitle}
      switchTo={{ text: t.haveAccount, label: t.login, to: paths.login }}
    >
      {signedIn?.email ? (
        <div className="lt-bar acc-notice">
          <p>{t.identitySession(signedIn.email)}</p>
          <button
            type="button"
            className="acc-link-button"
            onClick={() => void identity.signOut()}
            disabled={isSubmitting}
          >
            {t.useAnotherAccount}
          </button>
        </div>
      ) : null}

      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
          <fieldset className="acc-avatar-field">
            <legend>{t.avatarLegend}</legend>
            <AvatarChoice
              value={avatarUrl}
              onChange={setPickedAvatar}
              triggerLabel={t.chooseAvatar}
              busy={isSubmitting}
            />
          </fieldset>
          <NameFields />
          <EmailField readOnly={Boolean(signedIn?.email)} hint={signedIn?.email ? f.emailFromIdentity : undefined} />
          {withPassword ? (
            <TextField
              label={f.password}
              type="password"
              autoComplete="new-password"
              hint={f.passwordHint}
              name="password"
            />
          ) : null}
          <PhoneField hint={f.phoneHint} />
          <SubmitRow label={t.submit} submittingLabel={t.submitting} submitting={isSubmitting} />
        </form>
      </FormProvider>
    </CardPage>
  );
}
