import type { ReactNode } from 'react';
import { paths } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { RedirectWithNotice } from './redirect-with-notice';
import { useAssumedSession } from './assume-session';

interface GuardProps {
  children: ReactNode;
}

/** docs/product/rules.md: inbox, profile, property creation, my properties and my requests send a visitor to /. */
export function RequireSession({ children }: GuardProps) {
  const user = useSessionUser();
  const assumed = useAssumedSession();
  if (!user && !assumed) return <RedirectWithNotice to={paths.root} />;
  return <>{children}</>;
}

/** docs/product/screens.md, docs/product/rules.md: creating or editing a request sends a visitor to login, after the
 * "Importante" warning. */
export function RequireSessionForRequest({ children }: GuardProps) {
  const user = useSessionUser();
  if (!user) return <RedirectWithNotice to={paths.login} notice={{ kind: 'warning', key: 'notLoggedIn' }} />;
  return <>{children}</>;
}

/** Login and registration make no sense with a session: back to /. */
export function VisitorOnly({ children }: GuardProps) {
  const user = useSessionUser();
  if (user) return <RedirectWithNotice to={paths.root} />;
  return <>{children}</>;
}
