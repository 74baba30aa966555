import crypto from 'node:crypto';
import type { EmailKind } from '@lotengo/shared/contracts/alerts';
import type { StoredMail } from '../db/schema';
import type { Store } from '../db/store';
import { limaToday } from '../domain/bookings';
import type { MailContent, OutboxContent } from './content';
import { mailBlockOf } from './eligibility';
import { expiresAtOf } from './expiry';
import { digestWithKey, mailsSince, outboxWithKey } from './mail-queries';
import { emailFrequencyOf, summaryIsOn } from './preferences';
import { DEFAULT_DAILY_LIMIT, DEFAULT_SUMMARY_HOUR, type MailSettings } from './settings';

/** What the outbox and the summaries need of the settings: the daily cap, the Message-ID domain, the summary's hour. */
export type MailPolicy = Pick<MailSettings, 'dailyLimit' | 'messageIdDomain' | 'summaryHour'>;

export const DEFAULT_MAIL_POLICY: MailPolicy = {
  dailyLimit: DEFAULT_DAILY_LIMIT,
  messageIdDomain: 'lotengo.test',
  summaryHour: DEFAULT_SUMMARY_HOUR,
};

/** Where a Lima day starts, as an ISO instant (Lima is UTC−5 all year): a day's mails are counted from it. */
export const limaDayStart = (day: string) => `${day}T05:00:00.000Z`;

/** Mails already queued for a member on the Lima day of `nowIso` (the cap counts the summary too). */
export function mailsOfDay(store: Store, userCode: number, nowIso: string): number {
  return store.count(mailsSince(userCode, limaDayStart(limaToday(Date.parse(nowIso)))));
}

const keyOf = (kind: EmailKind | 'summary', userCode: number, key: string) => `${kind}:${userCode}:${key}`;

/** Whether the event was mailed or queued for a summary already (an event reaches a person once). */
export const isKnown = (store: Store, dedupeKey: string): boolean =>
  store.count(outboxWithKey(dedupeKey)) > 0 || store.count(digestWithKey(dedupeKey)) > 0;

/**
 * Adds one mail to the outbox, pending, with its Message-ID chosen now: a random id on the sender's
 * domain, kept in the row, so every attempt (a retry, a resend after a crash) is recognisably the same
 * message to the receiving server and the person's mail client. It is not sent after `expiresAt`
 * (the kind's time to live, or sooner for a visit: mail/expiry.ts).
 */
export function insertMail(
  store: Store,
  mail: {
    userCode: number;
    kind: StoredMail['kind'];
    to: { address: string; name: string };
    content: OutboxContent;
    dedupeKey: string;
  },
  now: string,
  domain: string,
): StoredMail {
  return store.mailOutbox.insert({
    userCode: mail.userCode,
    kind: mail.kind,
    toAddress: mail.to.address,
    toName: mail.to.name,
    content: mail.content,
    dedupeKey: mail.dedupeKey,
    messageId: `<${crypto.randomUUID()}@${domain}>`,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    expiresAt: expiresAtOf(mail.kind, now, 'expiresAt' in mail.content ? mail.content.expiresAt : undefined),
  } satisfies Omit<StoredMail, 'mailId'>);
}

/**
 * The e-mails one change causes, written in that change's transaction (Alerts.change hands one to each
 * change, beside its notifications): the mail is recorded if and only if the change is. Each event goes
 * where its recipient chose: at once (the outbox; the sender is woken after the commit), into the day's
 * summary (`mailDigest`), or nowhere. Past the daily cap an instant mail waits for the summary instead,
 * so nobody gets more than `dailyLimit` mails in a Lima day and nothing is lost.
 */
export class MailOutbox {
  /** Instant mails written by this change: the sender has work once it commits. */
  queued = 0;
  digested = 0;

  constructor(
    private readonly store: Store,
    private readonly policy: MailPolicy,
    private readonly now: string,
  ) {}

  /**
   * One event for one person. `key` names the event among that person's mails of this kind (a second
   * call with the same key does nothing); `notificationId` is the site notification of the same event,
   * so the summary can leave it out once it was read on the site. Nothing for a suppressed or
   * unverified address, nor for the summary when it is off.
   */
  send(
    userCode: number,
    content: MailContent,
    key: string,
    notificationId?: number | null,
  ): 'instant' | 'daily' | null {
    const { store } = this;
    const frequency = emailFrequencyOf(store, userCode, content.kind);
    if (frequency === 'never') return null;
    const dedupeKey = keyOf(content.kind, userCode, key);
    if (isKnown(store, dedupeKey)) return null;
    const user = store.users.get(userCode);
    // A suppressed or unverified address gets nothing, not even later: nothing is queued for it.
    if (!user?.email || mailBlockOf(store, user)) return null;
    // One mail of the day stays free for the summary that takes whatever goes past the cap.
    const capped = mailsOfDay(store, userCode, this.now) >= this.policy.dailyLimit - 1;
    if (frequency === 'daily' || capped) {
      // With the summary off, what only it would carry is not mailed (the site's notification stays).
      if (!summaryIsOn(store, userCode)) return null;
      store.mailDigest.insert({
        userCode,
        kind: content.kind,
        day: limaToday(Date.parse(this.now)),
        ...(notificationId ? { notificationId } : {}),
        content,
        dedupeKey,
        createdAt: this.now,
        state: 'waiting',
      });
      this.digested++;
      return 'daily';
    }
    const to = { address: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
    insertMail(store, { userCode, kind: content.kind, to, content, dedupeKey }, this.now, this.policy.messageIdDomain);
    this.queued++;
    return 'instant';
  }
}
