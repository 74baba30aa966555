import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@lotengo/shared';
import { notify } from '@lotengo/shared/notify';
import { TextField } from '@lotengo/shared/form';
import { GoogleIcon } from '../../lib/google-icon';
import { loginSchema, type LoginValues } from './login-schema';
import { useLoginFlow } from './use-login-flow';
import { EmailField } from '../../lib/person-fields';
import { CardPage } from '../../lib/card-page';
import { SubmitRow } from '../../lib/submit-row';
import { accountTexts } from '../../texts';

const t = accountTexts.login;
const f = accountTexts.fields;

/** docs/product/screens.md, Login: email + password ("Ingresar"), forgot-password, Google, Facebook (disabled),
 * register link. */
export function LoginForm() {
  const facebookHintId = useId();
  const { signInWithEmail, signInWithGoogle } = useLoginFlow();
  const [googlePending, setGooglePending] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  // One sign-in at a time: both buttons wait while either is in flight.
  const busy = isSubmitting || googlePending;

  const onGoogle = async () => {
    setGooglePending(true);
    try {
      await signInWithGoogle();
    } finally {
      setGooglePending(false);
    }
  };

  return (
    <CardPage
      className="acc-auth"
      title={t.title}
      subtitle={t.subtitle}
      switchTo={{ text: t.noAccount, label: t.register, to: paths.registry }}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={handleSubmit((v) => signInWithEmail(v.email, v.password))}
          aria-busy={busy || undefined}
        >
          <EmailField />
          <TextField label={f.password} type="password" autoComplete="current-password" name="password" />
          <div className="acc-row-end">
            {/* The product has no password recovery yet (docs/product/screens.md, Login): say honestly that it is
                coming instead of a dead link. */}
            <button
              type="button"
              className="acc-link-button"
              onClick={() => notify.info(t.forgotPasswordSoon.message, t.forgotPasswordSoon.title)}
            >
              {t.forgotPassword}
            </button>
          </div>
          <SubmitRow label={t.submit} submittingLabel={t.submitting} submitting={isSubmitting} disabled={busy} />
        </form>
      </FormProvider>

      <p className="acc-divider">
        <span>{t.divider}</span>
      </p>
      <div className="acc-social">
        <button
          type="button"
          className="lt-btn lt-btn--secondary lt-btn--block acc-social__btn"
          onClick={() => void onGoogle()}
          disabled={busy}
        >
          <GoogleIcon />
          <span>{t.google}</span>
        </button>
        <button
          type="button"
          className="lt-btn lt-btn--secondary lt-btn--block acc-social__btn"
          disabled
          aria-describedby={facebookHintId}
        >
          <span aria-hidden="true" className="acc-facebook-mark">
            f
          </span>
          <span>{t.facebook}</span>
        </button>
        <p id={facebookHintId} className="lt-hint acc-center">
          {t.facebookUnavailable}
        </p>
      </div>
    </CardPage>
  );
}
