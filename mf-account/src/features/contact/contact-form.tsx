import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, useCapability } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { useSessionUser } from '@lotengo/shared/session';
import { TextAreaField, useKeepOnReload } from '@lotengo/shared/form';
import { CompanyInfo } from './company-info';
import { contactSchema, type ContactValues } from './contact-schema';
import { EmailField, NameFields } from '../../lib/person-fields';
import { CardPage } from '../../lib/card-page';
import { SubmitRow } from '../../lib/submit-row';
import { accountTexts } from '../../texts';

const t = accountTexts.contact;
const f = accountTexts.fields;

type Outcome = 'idle' | 'sent' | 'failed';

/**
 * docs/product/screens.md, Contact: names, email, message, "Enviar Consulta"; sent to POST /contact/messages (our
 * addition). Against an API without it (GET /capabilities: `contact`), the office and phone alone, with a note.
 */
export function ContactForm() {
  const hasContact = useCapability('contact');
  if (hasContact === false) {
    return (
      <CardPage className="acc-contact" title={t.title} subtitle={t.subtitle} after={<CompanyInfo />}>
        <p className="acc-status">{t.unavailable}</p>
      </CardPage>
    );
  }
  return <ContactFormFields />;
}

function ContactFormFields() {
  const sessionUser = useSessionUser();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    // A signed-in person should not retype their name (the session has no email).
    defaultValues: {
      firstName: sessionUser?.firstName ?? '',
      lastName: sessionUser?.lastName ?? '',
      email: '',
      message: '',
    },
  });
  // A reload for a new version ("Recargar") keeps what was typed.
  useKeepOnReload('contacto', form);
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: ContactValues) => {
    setOutcome('idle');
    try {
      await api.sendContactMessage(values);
      reset();
      setOutcome('sent');
    } catch {
      // docs/product/screens.md failure text; the typed message stays in the form.
      setOutcome('failed');
    }
  };

  return (
    <CardPage className="acc-contact" title={t.title} subtitle={t.subtitle} after={<CompanyInfo />}>
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
          <NameFields />
          <EmailField />
          <TextAreaField
            className="acc-field"
            label={f.message}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX}
            name="message"
          />
          <SubmitRow
            label={t.submit}
            submittingLabel={t.submitting}
            submitting={isSubmitting}
            status={outcome === 'sent' ? t.success : ''}
            statusClassName={`acc-status${outcome === 'sent' ? ' acc-status--ok' : ''}`}
          />
          {outcome === 'failed' ? (
            <p className="acc-status acc-status--error" role="alert">
              {t.failure}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </CardPage>
  );
}
