import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { SmtpSettings } from './settings';

/** What the sender needs of an SMTP client: nodemailer's transporter, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/**
 * How long nodemailer waits for the connection, the server's greeting, and any one answer after that.
 * Short, so a server that hangs counts as down and the queue pauses rather than holding the sender.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * How long a sender holds a mail it claimed (mailOutbox.claimedUntil), renewed while the send goes on:
 * twice the three timeouts together, so a send that is still within them is never taken over by another
 * process, and a process that died frees its mail within this time.
 */
export const MAIL_LEASE_MS =
  2 * (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout);

/**
 * nodemailer over SMTP, pooled (one connection reused for a burst of alerts). Outside local,
 * `requireTLS` refuses a server that does not offer STARTTLS (settings.ts).
 */
export function smtpTransport(smtp: SmtpSettings): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTLS,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
  });
}
