import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@lotengo/shared/http';
import { api } from '@lotengo/shared/api';
import { getRuntimeConfig, type RuntimeConfig } from '@lotengo/shared/config';
import { common } from '@lotengo/shared/i18n';
import { identity } from '@lotengo/shared/identity';
import { useSession, useSessionUser } from '@lotengo/shared/session';
import { standaloneTexts as t } from './texts';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

/** Set when the developer signs out in this tab: the bar then waits for "Ingresar como …". */
export const DEMO_OPT_OUT_KEY = 'lt_standalone_demo_off';

type Phase = { kind: 'checking' } | { kind: 'ready'; note?: string } | { kind: 'problem'; message: string };

const optedOut = () => {
  try {
    return window.sessionStorage.getItem(DEMO_OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
};
const setOptOut = (on: boolean) => {
  try {
    if (on) window.sessionStorage.setItem(DEMO_OPT_OUT_KEY, '1');
    else window.sessionStorage.removeItem(DEMO_OPT_OUT_KEY);
  } catch {
    // storage blocked: the bar signs in again on the next load, nothing worse
  }
};

/**
 * A remote run alone shows its pages as a demo user with the seed's data: it checks the API, signs the
 * demo account in on the Auth emulator (never on a real project) and keeps the product session as the
 * login page does. When the API or the emulator cannot be reached it says so, and what to start.
 * The pages render once that is settled, so their first calls already carry the session.
 */
export function StandaloneSession({ account, children }: { account: DemoAccount; children: ReactNode }) {
  const email = DEMO_ACCOUNTS[account];
  const user = useSessionUser();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  /** The demo account's first name as the API has it (for "Ingresar como …"). */
  const [firstName, setFirstName] = useState<string | null>(null);
  const started = useRef(false);

  const settle = useCallback(
    async (signIn: boolean) => {
      setPhase({ kind: 'checking' });
      let config: RuntimeConfig;
      try {
        config = getRuntimeConfig();
      } catch {
        return setPhase({ kind: 'problem', message: common.standaloneConfigError });
      }
      let found;
      try {
        found = await api.getUserByEmail(email);
      } catch (err) {
        setPhase({
          kind: 'problem',
          message: isApiError(err) && !err.isNetwork ? err.message : t.apiDown(config.apiBaseUrl),
        });
        return;
      }
      if (!found) return setPhase({ kind: 'problem', message: t.noDemoUser(email) });
      setFirstName(found.firstName);
      if (useSession.getState().user || !signIn) return setPhase({ kind: 'ready' });
      if (!config.authEmulatorUrl) return setPhase({ kind: 'ready', note: t.realProject });
      try {
        const who = await identity.signInWithEmail(email, DEMO_ACCOUNT_PASSWORD);
        const product = await api.getUserByUid(who.uid);
        if (!product) return setPhase({ kind: 'problem', message: t.noDemoUser(email) });
        setOptOut(false);
        useSession.getState().setUser(product);
        setPhase({ kind: 'ready' });
      } catch (err) {
        setPhase({
          kind: 'problem',
          message: isApiError(err) ? t.apiDown(config.apiBaseUrl) : t.authDown(config.authEmulatorUrl),
        });
      }
    },
    [email],
  );

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void settle(!optedOut());
  }, [settle]);

  // Signing out anywhere (this bar, or a page's own "Salir", which reloads) keeps the tab signed out.
  useEffect(
    () =>
      useSession.subscribe((next, prev) => {
        if (prev.user && !next.user) setOptOut(true);
      }),
    [],
  );

  const signOut = async () => {
    setOptOut(true);
    useSession.getState().clear();
    await identity.signOut().catch(() => undefined);
  };

  return (
    <>
      <section className="lt-container" aria-label={t.region}>
        {phase.kind === 'checking' ? <p role="status">{t.checking}</p> : null}
        {phase.kind === 'problem' ? (
          <p role="alert">
            {phase.message}{' '}
            <button type="button" className="lt-btn lt-btn--ghost" onClick={() => void settle(!optedOut())}>
              {t.retry}
            </button>
          </p>
        ) : null}
        {phase.kind === 'ready' ? (
          <p>
            {user ? t.signedInAs(`${user.firstName} ${user.lastName}`, email) : (phase.note ?? t.signedOut)}{' '}
            {user ? (
              <button type="button" className="lt-btn lt-btn--ghost" onClick={() => void signOut()}>
                {t.signOut}
              </button>
            ) : phase.note ? null : (
              <button type="button" className="lt-btn lt-btn--ghost" onClick={() => void settle(true)}>
                {t.signInAs(firstName ?? email)}
              </button>
            )}
          </p>
        ) : null}
      </section>
      {phase.kind === 'checking' ? null : children}
    </>
  );
}
