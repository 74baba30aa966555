import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, RetryAlert } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import type { EmailStatus as Status } from '@lotengo/shared/contracts/alerts';
import { formatLimaDay } from '@lotengo/shared/format/visit-dates';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { emailPreferencesTexts } from '../../texts';
import { emailStatusQuery } from './preferences-query';

const t = emailPreferencesTexts.status;

/**
 * Whether the member's address gets mail at all, above their choices: the address when it does; when it
 * does not, why (not verified yet; a bounce, a spam complaint or the team's stop) and the one thing that
 * fixes it (ask for the verification link, turn mail back on, write to the team).
 */
export default function EmailStatus({ userCode }: { userCode: number }) {
  const client = useQueryClient();
  const { queryKey } = emailStatusQuery(userCode);
  const query = useQuery(emailStatusQuery(userCode));
  const verification = useMutation({
    mutationFn: () => api.sendEmailVerification(userCode),
    onSuccess: ({ sentTo }) => notify.success(t.unverified.sent(sentTo)),
    onError: (err) => notify.error(apiErrorMessage(err)),
  });
  const reactivate = useMutation({
    mutationFn: () => api.reactivateEmail(userCode),
    onSuccess: (status) => {
      client.setQueryData(queryKey, status);
      notify.success(t.reactivated);
    },
    onError: (err) => notify.error(apiErrorMessage(err)),
  });

  if (query.isPending) return null;
  if (query.isError)
    return <RetryAlert className="acc-inline-error" message={t.loadError} onRetry={() => void query.refetch()} />;
  const status: Status = query.data;
  if (status.state === 'active') return <p className="acc-prefs__intro">{t.active(status.address)}</p>;

  const day = formatLimaDay(status.suppression?.since) ?? '';
  const reason = status.state === 'unverified' ? 'unverified' : (status.suppression?.reason ?? 'manual');
  const title = t[reason].title;
  return (
    <div className="acc-mail-status" role="status">
      <p className="acc-mail-status__title">{title}</p>
      {reason === 'unverified' ? (
        <>
          <p>{verification.isSuccess ? t.unverified.sent(status.address) : t.unverified.how(status.address)}</p>
          <div className="acc-mail-status__actions">
            <button
              type="button"
              className="lt-btn lt-btn--primary"
              disabled={verification.isPending}
              onClick={() => verification.mutate()}
            >
              {t.unverified.send}
            </button>
            <button type="button" className="lt-btn lt-btn--secondary" onClick={() => void query.refetch()}>
              {t.unverified.check}
            </button>
          </div>
        </>
      ) : reason === 'manual' ? (
        <>
          <p>{t.manual.how(status.address)}</p>
          <Link className="lt-btn lt-btn--secondary" to={paths.contact}>
            {t.manual.contact}
          </Link>
        </>
      ) : (
        <>
          <p>{reason === 'bounce' ? t.bounce.how(status.address, day) : t.complaint.how(day)}</p>
          <button
            type="button"
            className="lt-btn lt-btn--primary"
            disabled={reactivate.isPending}
            onClick={() => reactivate.mutate()}
          >
            {t.reactivate}
          </button>
        </>
      )}
    </div>
  );
}
