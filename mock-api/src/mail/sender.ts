import type { SendMailOptions } from 'nodemailer';
import type { EmailKind } from '@lotengo/shared/contracts/alerts';
import type { StoredMail } from '../db/schema';
import type { Store } from '../db/store';
import type { MailContent, SummaryContent } from './content';
import { emailFrequencies } from './preferences';
import type { MailSettings } from './settings';
import type { MailTransport } from './transport';
import { unsubscribeSecret, unsubscribeUrl } from './unsubscribe';
// The React renderer takes most of a second to load: only main.ts (and tests of sending) import the
// sender, never the app's routes, so a process or test that sends nothing does not pay for it.
import { renderMail } from './render';

export interface SenderOptions {
  store: Store;
  transport: MailTransport;
  settings: Pick<MailSettings, 'from' | 'siteUrl' | 'publicApiUrl' | 'unsubscribeSecret'>;
  log?: (...args: unknown[]) => void;
  /** The clock (tests move it to make a retry due). */
  now?: () => number;
  /** How often due retries and mails written by another process are looked for, in ms. */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** A mail still not accepted this long after it was queued is given up (logged, kept as 'failed'). */
  giveUpAfterMs?: number;
  /** How long a sender holds a mail it is sending: another process on the same file leaves it alone meanwhile. */
  leaseMs?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** SMTP's permanent refusals (5xx: no such mailbox, message refused): retrying changes nothing. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Works through the mail outbox: woken after each change that queued a mail (Alerts.onMailQueued), and
 * every `pollMs` for retries that came due. One mail at a time, oldest due first. A mail is marked sent
 * only once the SMTP server accepted it; a failure is retried with exponential backoff (2 s, 4 s, 8 s …
 * at most 2 min apart, jittered), so a server down for minutes delays mail but loses none. Each attempt
 * carries the Message-ID fixed in the outbox: if the process dies between the server's "250" and the
 * row's update, the mail goes again as the same message (receivers and clients fold such duplicates).
 */
export class MailSender {
  private readonly o: Required<Omit<SenderOptions, 'log' | 'now'>> & Pick<SenderOptions, 'log' | 'now'>;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** Mails accepted by the server since start (the bench and tests read it). */
  sent = 0;
  failures = 0;

  constructor(options: SenderOptions) {
    this.o = {
      pollMs: 5_000,
      firstBackoffMs: 2_000,
      maxBackoffMs: 120_000,
      giveUpAfterMs: 24 * 3_600_000,
      leaseMs: 30_000,
      ...options,
    };
  }

  private now(): number {
    return this.o.now?.() ?? Date.now();
  }

  private log(...args: unknown[]): void {
    (this.o.log ?? console.error)(...args);
  }

  /** Polls from now on and sends what is due. */
  start(): void {
    this.timer = setInterval(() => this.wake(), this.o.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Sends what is due now; a wake during a run makes the run look again when it ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log('[mock-api] el envío de e-mails se detuvo por un error', err))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when the current run (and any run it asked for) is over: tests and the bench wait on it. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    this.o.transport.close?.();
  }

  /** Every mail due now, one by one, until none is left. */
  private async drain(): Promise<void> {
    for (let mail = this.claimNext(); mail && !this.stopped; mail = this.claimNext()) await this.attempt(mail);
  }

  /** The next due mail nobody holds, held for `leaseMs` (an UPDATE that only one process can win). */
  private claimNext(): StoredMail | null {
    const { store } = this.o;
    const now = iso(this.now());
    const free = "state = 'pending' AND nextAttemptAt <= ? AND (claimedUntil IS NULL OR claimedUntil < ?)";
    const candidates = store.mailOutbox.where(`${free} ORDER BY nextAttemptAt, mailId LIMIT 5`, now, now);
    const claim = store.sql.of(`UPDATE mailOutbox SET claimedUntil = ? WHERE mailId = ? AND ${free}`);
    for (const mail of candidates) {
      if (claim.run(iso(this.now() + this.o.leaseMs), mail.mailId, now, now).changes) return mail;
    }
    return null;
  }

  private update(mail: StoredMail, fields: Partial<StoredMail>): void {
    this.o.store.transaction(() => this.o.store.mailOutbox.update(mail.mailId, { ...fields, claimedUntil: undefined }));
  }

  private async attempt(mail: StoredMail): Promise<void> {
    try {
      const message = await this.compose(mail);
      if (!message) {
        // Unsubscribed since it was queued: "no further mail of that kind" holds for what was waiting too.
        this.update(mail, { state: 'cancelled' });
        return;
      }
      await this.o.transport.sendMail(message);
      this.update(mail, { state: 'sent', sentAt: iso(this.now()), attempts: mail.attempts + 1, lastError: undefined });
      this.sent++;
    } catch (err) {
      this.failures++;
      this.retryLater(mail, err);
    }
  }

  private retryLater(mail: StoredMail, err: unknown): void {
    const attempts = mail.attempts + 1;
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    const tooOld = this.now() - Date.parse(mail.createdAt) >= this.o.giveUpAfterMs;
    if (isPermanent(err) || tooOld) {
      this.log(`[mock-api] e-mail ${mail.mailId} a ${mail.toAddress} descartado tras ${attempts} intentos: ${reason}`);
      this.update(mail, { state: 'failed', attempts, lastError: reason });
      return;
    }
    const backoff = Math.min(this.o.firstBackoffMs * 2 ** (attempts - 1), this.o.maxBackoffMs);
    // Jittered (75–100 %) so mails queued together do not all knock at the same instant.
    const delay = Math.round(backoff * (0.75 + Math.random() * 0.25));
    if (attempts === 1)
      this.log(
        `[mock-api] e-mail ${mail.mailId}: el servidor SMTP no lo aceptó (${reason}); ` +
          'se reintenta con espera creciente',
      );
    this.update(mail, { attempts, lastError: reason, nextAttemptAt: iso(this.now() + delay) });
  }

  /** The message as it goes out, or null when the person no longer wants any of it. */
  private async compose(mail: StoredMail): Promise<SendMailOptions | null> {
    const { store, settings } = this.o;
    const wanted = emailFrequencies(store, mail.userCode);
    const isWanted = (kind: EmailKind) => wanted[kind] !== 'never';
    let content = mail.content as MailContent | SummaryContent;
    if (content.kind === 'summary') {
      content = { ...content, items: content.items.filter((i) => isWanted(i.kind)) };
      if (!content.items.length) return null;
    } else if (!isWanted(content.kind)) return null;
    const scope = content.kind;
    const unsubscribe = unsubscribeUrl(settings.publicApiUrl, unsubscribeSecret(store, settings), mail.userCode, scope);
    const firstName = store.users.get(mail.userCode)?.firstName ?? mail.toName.split(' ')[0] ?? '';
    const frequency = scope === 'summary' ? 'daily' : wanted[scope];
    const { subject, html, text } = await renderMail(content, {
      siteUrl: settings.siteUrl,
      unsubscribeHref: unsubscribe,
      firstName,
      frequency,
    });
    return {
      from: settings.from,
      to: { name: mail.toName, address: mail.toAddress },
      subject,
      html,
      text,
      // Fixed in the outbox: every attempt is the same message.
      messageId: mail.messageId,
      date: new Date(mail.createdAt),
      headers: {
        // RFC 2369 and RFC 8058: the mail client's own "unsubscribe" button, one POST, no sign-in.
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        // RFC 3834: automatic replies (vacation notices) should not answer it.
        'Auto-Submitted': 'auto-generated',
        'X-Lo-Tengo-Tipo': scope,
      },
    };
  }
}
