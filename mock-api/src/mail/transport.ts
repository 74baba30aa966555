import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { SmtpSettings } from './settings';

/** What the sender needs of an SMTP client: nodemailer's transporter, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/**
 * nodemailer over SMTP, pooled (one connection reused for a burst of alerts). Timeouts are short so a
 * server that hangs counts as down and the mail is retried later rather than holding the sender.
 * Outside local, `requireTLS` refuses a server that does not offer STARTTLS (settings.ts).
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
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
