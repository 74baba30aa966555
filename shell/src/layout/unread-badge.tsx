import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { offerQueries } from '@lotengo/shared';
import { shellTexts as t } from '../texts';

const badgeStyle: CSSProperties = {
  display: 'inline-block',
  minWidth: '1.4em',
  marginLeft: 6,
  padding: '0 6px',
  borderRadius: 999,
  background: 'var(--lt-accent)',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.4em',
  textAlign: 'center',
};

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The count of unread offers on "Mis Ofertas": Mis Ofertas marks them read and refreshes this query. */
export function UnreadBadge({ userCode }: { userCode: number }) {
  const { data: unread = 0 } = useQuery(offerQueries.unread(userCode));
  if (unread <= 0) return null;
  return (
    <>
      <span style={badgeStyle} aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
      {/* The name says it in words ("Mis Ofertas, 3 nuevas") and still starts with the visible text (WCAG 2.5.3). */}
      <span style={visuallyHidden}>{t.nav.inboxUnread(unread)}</span>
    </>
  );
}
