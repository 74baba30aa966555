import {
  defaultEmailFrequencies,
  defaultNotificationKinds,
  EMAIL_KINDS,
  type EmailFrequency,
  type EmailKind,
  type EmailUnsubscribeScope,
  type NotificationKind,
  type NotificationPreferences,
} from '@lotengo/shared/contracts/alerts';
import type { Store } from '../db/store';

/**
 * One row per member holds both channels' choices (`notificationPreferences`): the site's kinds that
 * are off, and how often each e-mail kind is mailed. A member without a row, or a kind not in it, has
 * the defaults (every kind on, every e-mail "instant").
 */
export function emailFrequencies(store: Store, userCode: number): Record<EmailKind, EmailFrequency> {
  return { ...defaultEmailFrequencies(), ...store.notificationPreferences.get(userCode)?.email };
}

export const emailFrequencyOf = (store: Store, userCode: number, kind: EmailKind): EmailFrequency =>
  emailFrequencies(store, userCode)[kind];

/** Both channels, as GET /notifications/preferences answers them. */
export function preferencesOf(store: Store, userCode: number): NotificationPreferences {
  const row = store.notificationPreferences.get(userCode);
  const kinds = defaultNotificationKinds();
  for (const k of row?.off ?? []) kinds[k] = false;
  return { userCode, kinds, email: emailFrequencies(store, userCode) };
}

export interface PreferencesChange {
  kinds?: Partial<Record<NotificationKind, boolean>>;
  email?: Partial<Record<EmailKind, EmailFrequency>>;
}

/**
 * Writes the kinds and e-mail frequencies that change, keeping the rest. Call it inside a transaction
 * when other writes go with it (the unsubscribe link cancels what was waiting too).
 */
export function writePreferences(store: Store, userCode: number, change: PreferencesChange): void {
  const row = store.notificationPreferences.get(userCode);
  const kinds = { ...preferencesOf(store, userCode).kinds, ...change.kinds };
  const off = (Object.keys(kinds) as NotificationKind[]).filter((k) => kinds[k] === false);
  // Only the e-mail kinds a person chose are kept: the others follow the defaults, even if those change.
  const email = { ...row?.email, ...change.email };
  store.transaction(() => {
    store.notificationPreferences.delete('userCode = ?', userCode);
    store.notificationPreferences.insert({ userCode, off, ...(Object.keys(email).length ? { email } : {}) });
  });
}

/** The e-mail kinds an unsubscribe link turns to "never": its kind, or every kind the summary carries. */
export function kindsOfScope(store: Store, userCode: number, scope: EmailUnsubscribeScope): EmailKind[] {
  if (scope !== 'summary') return [scope];
  const now = emailFrequencies(store, userCode);
  return EMAIL_KINDS.filter((k) => now[k] === 'daily');
}
