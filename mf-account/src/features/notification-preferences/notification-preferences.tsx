import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RetryAlert,
  Spinner,
  useCapability,
  type NotificationKind,
  type NotificationPreferences as Preferences,
} from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { NOTIFICATION_KINDS } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import EmailPreferences from './email-preferences';
import { preferencesQuery } from './preferences-query';

const t = alertsTexts.preferences;
const key = (userCode: number) => preferencesQuery(userCode).queryKey;

/**
 * The profile's "Notificaciones" tab: one switch per kind of notification, saved as it is pressed. Off
 * means the API does not create that kind at all (not only that it is hidden). Below them, how often
 * each kind is mailed (email-preferences.tsx). The tab is there only where the API has the preferences
 * (GET /capabilities: `emailPreferences`); the switches of the site's own notifications only where it
 * has those too (`notifications`).
 */
export default function NotificationPreferences({ userCode }: { userCode: number }) {
  const introId = useId();
  const client = useQueryClient();
  const query = useQuery(preferencesQuery(userCode));
  const hasNotifications = useCapability('notifications');
  const save = useMutation({
    mutationFn: ({ kind, on }: { kind: NotificationKind; on: boolean }) =>
      api.setNotificationPreferences(userCode, { [kind]: on }),
    // Shown switched at once; the answer (every kind, as stored) replaces it.
    onMutate: ({ kind, on }) => {
      const before = client.getQueryData<Preferences>(key(userCode));
      if (before)
        client.setQueryData<Preferences>(key(userCode), { ...before, kinds: { ...before.kinds, [kind]: on } });
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData(key(userCode), saved);
      notify.success(t.saved);
    },
    onError: (err, _vars, context) => {
      if (context?.before) client.setQueryData(key(userCode), context.before);
      notify.error(apiErrorMessage(err));
    },
  });

  if (query.isPending) return <Spinner label={messages.common.loading} size="lg" />;
  if (query.isError)
    return (
      <RetryAlert
        className="lt-card acc-card acc-inline-error"
        message={alertsTexts.center.loadError}
        onRetry={() => void query.refetch()}
      />
    );
  const kinds = query.data.kinds;
  return (
    <div className="acc-prefs__channels">
      {hasNotifications ? (
        <fieldset className="acc-prefs" aria-describedby={introId}>
          <legend className="acc-prefs__legend">{t.tab}</legend>
          <p id={introId} className="acc-prefs__intro">
            {t.intro}
          </p>
          <ul className="acc-prefs__list">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className="acc-prefs__switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={kinds[kind] !== false}
                    onChange={(e) => save.mutate({ kind, on: e.target.checked })}
                  />
                  <span>{t.kinds[kind]}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <EmailPreferences userCode={userCode} email={query.data.email} summary={query.data.summary} />
    </div>
  );
}
