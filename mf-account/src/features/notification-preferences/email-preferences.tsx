import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences as Preferences } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { EMAIL_FREQUENCIES, EMAIL_KINDS, type EmailFrequency, type EmailKind } from '@lotengo/shared/contracts/alerts';
import { emailPreferencesTexts as t } from '../../texts';
import { preferencesQuery } from './preferences-query';

/**
 * How often each kind of alert is mailed: one group of three radio buttons per kind (native radios, so
 * arrow keys move within a group and Tab between groups), saved as it is chosen. The unsubscribe link of
 * a mail writes the same choice, so a "Nunca" set from a mail shows here.
 */
export default function EmailPreferences({ userCode, email }: { userCode: number; email: Preferences['email'] }) {
  const introId = useId();
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

  return (
    <fieldset className="acc-prefs acc-prefs--email" aria-describedby={introId}>
      <legend className="acc-prefs__legend">{t.legend}</legend>
      <p id={introId} className="acc-prefs__intro">
        {t.intro}
      </p>
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
    </fieldset>
  );
}
