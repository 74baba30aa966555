// The alert records: site notifications, their preferences, the mail outbox and the daily-summary queue
// (tables notifications, notificationPreferences, mailOutbox, mailDigest). Re-exported by schema.ts.
import type {
  EmailFrequency,
  EmailKind,
  NotificationKind,
  NotificationSubject,
  SuppressionReason,
} from '@lotengo/shared/contracts/alerts';

/** A notification as stored (table notifications); read without dedupeKey. */
export interface StoredNotification {
  notificationId: number;
  userCode: number;
  kind: NotificationKind;
  subject: NotificationSubject;
  near?: boolean;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
  eventId: number;
  /** recipient + kind + subject: a second notification with the same key is never created. */
  dedupeKey: string;
}

/** Kinds a user switched off (absent = every kind on). */
export interface StoredNotificationPreferences {
  userCode: number;
  off: NotificationKind[];
  /** How often each e-mail kind is sent; a kind not listed has the default (mail/preferences.ts). */
  email?: Partial<Record<EmailKind, EmailFrequency>>;
  /** The daily summary is off (its unsubscribe link, or the profile); absent: on. */
  summaryOff?: boolean;
}

/**
 * What is in the mail outbox: 'pending' until sent, or given up ('failed'), or ended unsent
 * ('cancelled', `skipReason` says why: unwanted now, suppressed, unverified, expired).
 */
export type MailState = 'pending' | 'sent' | 'failed' | 'cancelled';

/** Why a mail ended without being sent (mailOutbox.skipReason). */
export type MailSkipReason = 'unsubscribed' | 'summary-off' | 'suppressed' | 'unverified' | 'expired' | 'no-account';

/** One e-mail to send (mail/mail-outbox.ts writes it, mail/sender.ts sends it). */
export interface StoredMail {
  mailId: number;
  userCode: number;
  /** An e-mail kind, 'summary' for the daily summary, or 'verify-address' (a member asked to verify it). */
  kind: EmailKind | 'summary' | 'verify-address';
  toAddress: string;
  toName: string;
  /** What the template shows (mail/content.ts), fixed when the change committed. */
  content: unknown;
  /** Recipient, kind and event: an event is mailed once. */
  dedupeKey: string;
  /** Chosen once, so every attempt of this mail carries the same Message-ID. */
  messageId: string;
  createdAt: string;
  state: MailState;
  attempts: number;
  nextAttemptAt: string;
  /** Held by a sender until then (a second process on the same file leaves it alone). */
  claimedUntil?: string;
  lastError?: string;
  sentAt?: string;
  /** Not sent after this instant (mail/expiry.ts: a visit's mail, the visit's start); absent: no limit. */
  expiresAt?: string;
  /** Why it was cancelled. */
  skipReason?: MailSkipReason;
}

/** An address nobody mails (table mailSuppressions), whatever account it belongs to. */
export interface StoredSuppression {
  address: string;
  reason: SuppressionReason;
  /** Who added it: the provider's webhook, the SMTP server's refusal of the address, the command. */
  source: 'webhook' | 'smtp' | 'command';
  /** What the provider or the server said, or the command's note. */
  detail?: string;
  createdAt: string;
}

/**
 * An event waiting for its recipient's daily summary: 'summarized' in `mailId`, or 'skipped' (read on
 * the site, or unwanted now).
 */
export interface StoredDigestEvent {
  digestId: number;
  userCode: number;
  kind: EmailKind;
  /** The Lima calendar day of the event (YYYY-MM-DD): a summary holds one day. */
  day: string;
  /** The site notification of the same event, if any: once read there, it is not mailed again. */
  notificationId?: number;
  content: unknown;
  dedupeKey: string;
  createdAt: string;
  state: 'waiting' | 'summarized' | 'skipped';
  mailId?: number;
}
