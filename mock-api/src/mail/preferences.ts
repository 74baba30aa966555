import {
  defaultEmailFrequencies,
  defaultNotificationKinds,
  EMAIL_KINDS,
  type EmailFrequency,
  type EmailKind,
  type NotificationKind,
  type NotificationPreferences,
} from '@lotengo/shared/contracts/alerts';
import type { Store } from '../db/store';
import { skipWaitingOf } from './mail-queries';

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

/** Whether the daily summary goes (on unless turned off: its unsubscribe link, or the profile). */
export const summaryIsOn = (store: Store, userCode: number): boolean =>
  store.notificationPreferences.get(userCode)?.summaryOff !== true;

/** Both channels and the summary, as GET /notifications/preferences answers them. */
export function preferencesOf(store: Store, userCode: number): NotificationPreferences {
  const row = store.notificationPreferences.get(userCode);
  const kinds = defaultNotificationKinds();
  for (const k of row?.off ?? []) kinds[k] = false;
  return { userCode, kinds, email: emailFrequencies(store, userCode), summary: row?.summaryOff !== true };
}

export interface PreferencesChange {
  kinds?: Partial<Record<NotificationKind, boolean>>;
  email?: Partial<Record<EmailKind, EmailFrequency>>;
  summary?: boolean;
}

const jsonList = (values: readonly string[]) => JSON.stringify(values);

/**
 * What was waiting for the summary, or already queued as one, is not mailed once the summary is off:
 * every event waiting in `mailDigest` (whatever fed it: a "daily" kind, or the daily cap) is skipped and
 * every summary still pending in the outbox cancelled.
 */
function dropWaitingSummaries(store: Store, userCode: number): void {
  store.write(skipWaitingOf(userCode));
  store.sql
    .of(
      "UPDATE mailOutbox SET state = 'cancelled', skipReason = 'summary-off', claimedUntil = NULL " +
        "WHERE state = 'pending' AND kind = 'summary' AND userCode = ?",
    )
    .run(userCode);
}

/** Mails of these kinds waiting to go (at once, or in a summary) are not sent: the kinds were left. */
export function dropWaitingOfKinds(store: Store, userCode: number, kinds: readonly EmailKind[]): void {
  if (!kinds.length) return;
  const of = 'userCode = ? AND kind IN (SELECT value FROM json_each(?))';
  store.sql
    .of(
      "UPDATE mailOutbox SET state = 'cancelled', skipReason = 'unsubscribed', claimedUntil = NULL " +
        `WHERE state = 'pending' AND ${of}`,
    )
    .run(userCode, jsonList(kinds));
  store.sql
    .of(`UPDATE mailDigest SET state = 'skipped' WHERE state = 'waiting' AND ${of}`)
    .run(userCode, jsonList(kinds));
}

/**
 * Writes the kinds, e-mail frequencies and summary switch that change, keeping the rest, in one
 * transaction (joining the caller's). The summary and the "daily" kinds go together: turning the
 * summary off turns every "daily" kind to "never" (nothing would carry them) and drops what was waiting
 * for it; choosing "daily" for a kind turns the summary back on.
 */
export function writePreferences(store: Store, userCode: number, change: PreferencesChange): void {
  store.transaction(() => {
    const row = store.notificationPreferences.get(userCode);
    const kinds = { ...preferencesOf(store, userCode).kinds, ...change.kinds };
    const off = (Object.keys(kinds) as NotificationKind[]).filter((k) => kinds[k] === false);
    // Only the e-mail kinds a person chose are kept: the others follow the defaults, even if those change.
    const email: Partial<Record<EmailKind, EmailFrequency>> = { ...row?.email, ...change.email };
    const choseDaily = Object.values(change.email ?? {}).includes('daily');
    let summaryOff = row?.summaryOff === true;
    if (change.summary === false) {
      summaryOff = true;
      const now = { ...defaultEmailFrequencies(), ...email };
      for (const k of EMAIL_KINDS) if (now[k] === 'daily') email[k] = 'never';
      dropWaitingSummaries(store, userCode);
    } else if (change.summary === true || choseDaily) summaryOff = false;
    store.notificationPreferences.remove(userCode);
    store.notificationPreferences.insert({
      userCode,
      off,
      ...(Object.keys(email).length ? { email } : {}),
      ...(summaryOff ? { summaryOff } : {}),
    });
  });
}
