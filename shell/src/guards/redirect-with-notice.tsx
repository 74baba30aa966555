import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyKey } from '@lotengo/shared';
import { type ToastKey } from '@lotengo/shared/i18n';
import { shellTexts } from '../texts';

type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface RedirectWithNoticeProps {
  to: string;
  notice?: { kind: NoticeKind; key: ToastKey };
}

/**
 * Redirects (replacing history, so "back" does not bounce) after an optional catalogue toast.
 * The ref keeps StrictMode's double effect from showing the toast twice.
 */
export function RedirectWithNotice({ to, notice }: RedirectWithNoticeProps) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (notice) notifyKey(notice.kind, notice.key);
    navigate(to, { replace: true });
  }, [navigate, notice, to]);
  return (
    <p className="visually-hidden" role="status">
      {shellTexts.redirecting}
    </p>
  );
}
