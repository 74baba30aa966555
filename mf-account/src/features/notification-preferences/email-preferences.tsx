import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences as Preferences } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { EMAIL_FREQUENCIES, EMAIL_KINDS, type EmailFrequency, type EmailKind } from '@lotengo/shared/contracts/alerts';
import { emailPreferencesTexts as t } from '../../texts';
import EmailStatus from './email-status';
import { preferencesQuery } from './preferences-query';

/**
 * How often each kind of alert is mailed: one group of three radio buttons per kind (native radios, so
 * arrow keys move within a group and Tab between groups), saved as it is chosen, and the daily summary's
 * switch. The unsubscribe link of a mail writes the same choices, so a "Nunca" or a summary turned off
 * from a mail shows here. Above them, whether the address gets mail at all (email-status.tsx).
 */
export default function EmailPreferences({
  userCode,
  email,
  summary,
}: {
  userCode: number;
  email: Preferences['email'];
  summary: Preferences['summary'];
}) {
  const introId = useId();
  const summaryHintId = useId();
  const name = useId();
  const client = useQueryClient();
  const { queryKey } = preferencesQuery(userCode);
  const save = useMutation({
    mutationFn: ({ kind, frequency }: { kind: EmailKind; frequency: EmailFrequency }) =>
      api.setEmailPreferences(userCode, { [kind]: frequency }),
    // Shown chosen at once; the answer (every preference, as stored) replaces it.
    onMutate: ({ kind, frequency }) => {
      const before = client.getQueryData<Preferences>(queryKey);
      if (before)
        client.setQueryData<Preferences>(queryKey, { ...before, email: { ...before.email, [kind]: frequency } });
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData(queryKey, saved);
      notify.success(t.saved);
    },
    onError: (err, _vars, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      notify.error(apiErrorMessage(err));
    },
  });
  const saveSummary = useMutation({
    mutationFn: (on: boolean) => api.setEmailSummary(userCode, on),
    onMutate: (on) => {
      const before = client.getQueryData<Preferences>(queryKey);
      if (before) client.setQueryData<Preferences>(queryKey, { ...before, summary: on });
      return { before };
    },
    // Off also turns the "daily" kinds to "never": the answer (every preference, as stored) shows it.
    onSuccess: (saved) => {
      client.setQueryData(queryKey, saved);
      notify.success(saved.summary ? t.summary.on : t.summary.off);
    },
    onError: (err, _on, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      notify.error(apiErrorMessage(err));
    },
  });

  return (
    <fieldset className="acc-prefs acc-prefs--email" aria-describedby={introId}>
      <legend className="acc-prefs__legend">{t.legend}</legend>
      <p id={introId} className="acc-prefs__intro">
        {t.intro}
      </p>
      <EmailStatus userCode={userCode} />
      {EMAIL_KINDS.map((kind) => (
        <fieldset key={kind} className="acc-prefs__kind">
          <legend className="acc-prefs__kind-name">{t.kinds[kind]}</legend>
          <div className="acc-prefs__choices">
            {EMAIL_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="acc-prefs__choice">
                <input
                  type="radio"
                  name={`${name}-${kind}`}
                  value={frequency}
                  checked={email[kind] === frequency}
                  onChange={() => save.mutate({ kind, frequency })}
                />
                <span>{t.frequencies[frequency]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="acc-prefs__summary">
        <label className="acc-prefs__switch">
          <input
            type="checkbox"
            role="switch"
            checked={summary}
            aria-describedby={summaryHintId}
            onChange={(e) => saveSummary.mutate(e.target.checked)}
          />
          <span>{t.summary.label}</span>
        </label>
        <p id={summaryHintId} className="acc-prefs__intro">
          {t.summary.hint}
        </p>
      </div>
    </fieldset>
  );
}
