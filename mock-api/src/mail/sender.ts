import type { MailHealth } from '@lotengo/shared/contracts/operations';
import type { StoredMail } from '../db/schema';
import type { Store } from '../db/store';
import { composeMail, type ComposeSettings } from './compose';
import { claimMail, dueMails, expireMails, expiredMails, pendingMails } from './mail-queries';
import { QueuePause } from './queue-pause';
import { classifySmtpError } from './smtp-errors';
import { suppressAddress } from './suppressions';
import { MAIL_LEASE_MS, type MailTransport } from './transport';

export interface SenderOptions {
  store: Store;
  transport: MailTransport;
  settings: ComposeSettings;
  log?: (...args: unknown[]) => void;
  /** The clock (tests move it to make a retry due). */
  now?: () => number;
  /** How often due retries and mails written by another process are looked for, in ms. */
  pollMs?: number;
  /** A mail's own retry (its recipient's server said "later"): the first delay, doubling up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Claims of one mail before it is given up ('failed'): counted when claimed, so a mail that crashes the sender
   * every time is given up too. */
  maxAttempts?: number;
  /** The queue's pause after a login, connection or greeting failure: the first wait, doubling up to `pauseMaxMs`. */
  pauseFirstMs?: number;
  pauseMaxMs?: number;
  /** How long a sender holds a mail it is sending (renewed meanwhile): another process leaves it alone. */
  leaseMs?: number;
  /** How long stop() waits for the mail being sent. */
  stopWaitMs?: number;
}

type Options = Required<Omit<SenderOptions, 'log' | 'now'>> & Pick<SenderOptions, 'log' | 'now'>;
type Outcome = 'sent' | 'skipped' | 'retry' | 'failed' | 'paused';

const iso = (ms: number) => new Date(ms).toISOString();
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Works through the mail outbox: woken after each change that queued a mail (Alerts.onMailQueued), and
 * every `pollMs` for retries that came due. One mail at a time, oldest due first. A mail is marked sent
 * only once the SMTP server accepted it. What a failure does depends on what failed
 * (mail/smtp-errors.ts): the recipient's or the message's refusal fails or retries that mail alone; a
 * login, connection or greeting failure pauses the whole queue (mail/queue-pause.ts) and leaves every
 * mail pending, so a wrong password or a provider's pause loses nothing and, once the server accepts
 * again, every mail goes, once. Each attempt carries the Message-ID fixed in the outbox: if the process
 * dies between the server's "250" and the row's update, the mail goes again as the same message.
 */
export class MailSender {
  private readonly o: Options;
  private readonly pause: QueuePause;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** Renews the lease of the mail being sent. */
  private renewal: NodeJS.Timeout | undefined;
  /** Mails accepted by the server since start (the bench and tests read it). */
  sent = 0;
  failures = 0;

  constructor(options: SenderOptions) {
    this.o = {
      pollMs: 5_000,
      firstBackoffMs: 5_000,
      maxBackoffMs: 600_000,
      maxAttempts: 10,
      pauseFirstMs: 5_000,
      pauseMaxMs: 60_000,
      leaseMs: MAIL_LEASE_MS,
      stopWaitMs: 10_000,
      ...options,
    };
    this.pause = new QueuePause({
      firstMs: this.o.pauseFirstMs,
      maxMs: this.o.pauseMaxMs,
      log: (line) => this.log(line),
      onDue: () => this.wake(),
    });
  }

  private now(): number {
    return this.o.now?.() ?? Date.now();
  }

  private log(...args: unknown[]): void {
    (this.o.log ?? console.error)(...args);
  }

  private pending(): number {
    return this.o.store.count(pendingMails());
  }

  /** What GET /health says of the mail: sending, paused (why, until when) or stopped, and how many wait. */
  health(): MailHealth {
    const state = this.stopped ? { state: 'stopped' as const } : this.pause.status();
    return { ...state, pending: this.pending() };
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

  /**
   * Stops taking mails and waits, at most `waitMs`, for the one being sent: answers whether it ended.
   * One still in flight then is not lost: it is pending, held until its lease ends, and the next
   * process sends it as the same message.
   */
  async stop(waitMs = this.o.stopWaitMs): Promise<boolean> {
    this.stopped = true;
    clearInterval(this.timer);
    this.pause.clear();
    const ended = await Promise.race([this.idle().then(() => true), sleep(waitMs).then(() => false)]);
    // A send still going is left to its lease: nobody renews it once the sender stops.
    clearInterval(this.renewal);
    if (!ended)
      this.log(
        `[mock-api] el correo en curso no terminó en ${waitMs / 1000} s: queda pendiente y sale con el próximo ` +
          'inicio (con el mismo Message-ID)',
      );
    this.o.transport.close?.();
    return ended;
  }

  /** Every mail due now, one by one, until none is left, the queue pauses or the sender stops. */
  private async drain(): Promise<void> {
    this.expireDue();
    if (this.pause.waiting(this.now())) return;
    while (!this.stopped) {
      const mail = this.claimNext();
      if (!mail || (await this.attempt(mail)) === 'paused') return;
    }
  }

  /** Mails past their time to live are marked, not sent (a visit's mail after the visit started). */
  private expireDue(): void {
    const { store } = this.o;
    const now = iso(this.now());
    // A look first: a sweep with nothing to mark writes nothing.
    if (!store.count(expiredMails(now))) return;
    const expired = store.transaction(() => store.write(expireMails(now)));
    this.log(`[mock-api] ${expired} e-mail(s) vencidos sin enviar (su aviso ya no vale: p. ej. la visita ya empezó)`);
  }

  /**
   * The next due mail nobody holds, held for `leaseMs` and counted as an attempt in the same UPDATE (one
   * only one process can win): a mail whose send never ends (the process dies) is still counted.
   */
  private claimNext(): StoredMail | null {
    const { store } = this.o;
    const now = iso(this.now());
    const until = iso(this.now() + this.o.leaseMs);
    for (const mail of store.mailOutbox.select(dueMails(now))) {
      if (store.write(claimMail(until, mail.mailId, now))) return { ...mail, attempts: mail.attempts + 1 };
    }
    return null;
  }

  private update(mail: StoredMail, fields: Partial<StoredMail>): void {
    this.o.store.transaction(() => this.o.store.mailOutbox.update(mail.mailId, { ...fields, claimedUntil: undefined }));
  }

  private async attempt(mail: StoredMail): Promise<Outcome> {
    if (mail.attempts > this.o.maxAttempts) {
      const reason = `se tomó ${mail.attempts - 1} veces sin llegar a enviarse (el envío se interrumpió)`;
      return this.giveUp(mail, mail.lastError ? `${mail.lastError}; ${reason}` : reason);
    }
    const now = this.now();
    let composed;
    try {
      composed = await composeMail(this.o.store, this.o.settings, mail, iso(now));
    } catch (err) {
      // A fault of this mail's own (its content cannot be rendered): this mail waits, the others go.
      return this.retryMail(
        mail,
        `no se pudo preparar el correo (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    if ('skip' in composed) {
      // Unwanted, suppressed, unverified or too late since it was queued: ended, with the reason.
      this.update(mail, { state: 'cancelled', skipReason: composed.skip });
      return 'skipped';
    }
    this.renewal = setInterval(() => this.renewLease(mail), Math.max(this.o.leaseMs / 3, 1));
    this.renewal.unref();
    try {
      await this.o.transport.sendMail(composed.message);
    } catch (err) {
      return this.failed(mail, err);
    } finally {
      clearInterval(this.renewal);
    }
    this.update(mail, { state: 'sent', sentAt: iso(this.now()), lastError: undefined });
    this.sent++;
    if (this.pause.active) this.pause.resume(this.now(), this.pending());
    return 'sent';
  }

  /** Still sending: the claim is extended, so a slow but live send is never taken over. */
  private renewLease(mail: StoredMail): void {
    this.o.store.sql
      .of("UPDATE mailOutbox SET claimedUntil = ? WHERE mailId = ? AND state = 'pending'")
      .run(iso(this.now() + this.o.leaseMs), mail.mailId);
  }

  private failed(mail: StoredMail, err: unknown): Outcome {
    this.failures++;
    const failure = classifySmtpError(err);
    if (failure.scope === 'server') {
      // Not this mail's fault: its attempt is given back, and it waits with every other until the pause ends.
      const retryAt = this.pause.pause(failure.reason, this.now(), this.pending());
      this.update(mail, { attempts: mail.attempts - 1, lastError: failure.reason, nextAttemptAt: iso(retryAt) });
      return 'paused';
    }
    // The server took the login and the sender, and refused only this mail: it is working again.
    if (this.pause.active) this.pause.resume(this.now(), this.pending());
    if (!failure.permanent) return this.retryMail(mail, failure.reason);
    const outcome = this.giveUp(mail, failure.reason);
    if (failure.badAddress) {
      // The address does not exist: like a provider's hard bounce, nobody mails it again.
      suppressAddress(this.o.store, {
        address: mail.toAddress,
        reason: 'bounce',
        source: 'smtp',
        detail: failure.reason,
      });
      this.log(`[mock-api] ${mail.toAddress} pasa a la lista de supresión (rebote definitivo)`);
    }
    return outcome;
  }

  private giveUp(mail: StoredMail, reason: string): Outcome {
    this.log(
      `[mock-api] e-mail ${mail.mailId} a ${mail.toAddress} descartado tras ${mail.attempts} intentos: ${reason}`,
    );
    this.update(mail, { state: 'failed', lastError: reason.slice(0, 300) });
    return 'failed';
  }

  /** This mail again later (2× the wait each time, jittered), until `maxAttempts`. */
  private retryMail(mail: StoredMail, reason: string): Outcome {
    if (mail.attempts >= this.o.maxAttempts) return this.giveUp(mail, reason);
    const backoff = Math.min(this.o.firstBackoffMs * 2 ** (mail.attempts - 1), this.o.maxBackoffMs);
    // Jittered (75–100 %) so mails queued together do not all knock at the same instant.
    const delay = Math.round(backoff * (0.75 + Math.random() * 0.25));
    if (mail.attempts === 1) this.log(`[mock-api] e-mail ${mail.mailId}: ${reason}; se reintenta con espera creciente`);
    this.update(mail, { lastError: reason.slice(0, 300), nextAttemptAt: iso(this.now() + delay) });
    return 'retry';
  }
}
