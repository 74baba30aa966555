/**
 * The local mail catcher: maildev 3 (SMTP server + web inbox + REST API) run in this process, so
 * `npm start` and each e2e lane have an inbox that the mock API's sender delivers to. Nothing here is
 * used outside local and the journeys: elsewhere the API needs real SMTP settings (mock-api/src/mail/settings.ts).
 * Its REST API: GET <webUrl>/api/email lists the messages (id, to, subject, html, text),
 * GET <webUrl>/api/email/<id>/source is one raw message with every header.
 */
import fs from 'node:fs';
import { isPortFree } from './net';

/** maildev's own defaults; MAIL_SMTP_PORT / MAIL_WEB_PORT move them (the API reads MAIL_SMTP_PORT too). */
export const DEFAULT_MAIL_PORTS = { smtp: 1025, web: 1080 } as const;

export interface MailCatcher {
  smtpPort: number;
  /** The web inbox, also the base of the REST API. */
  webUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /**
   * Where caught mail is kept across restarts (npm start keeps the demo's inbox); null keeps it in memory
   * only (a journey's lane starts empty, like its database).
   */
  mailDirectory: string | null;
}

/** Ports from the environment (MAIL_SMTP_PORT, MAIL_WEB_PORT), else maildev's defaults. */
export function mailPorts(env: NodeJS.ProcessEnv = process.env): { smtp: number; web: number } {
  const pick = (raw: string | undefined, fallback: number) =>
    Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : fallback;
  return {
    smtp: pick(env.MAIL_SMTP_PORT, DEFAULT_MAIL_PORTS.smtp),
    web: pick(env.MAIL_WEB_PORT, DEFAULT_MAIL_PORTS.web),
  };
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const busy = [];
  for (const port of [options.smtpPort, options.webPort]) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length) {
    throw new Error(
      `Puertos ocupados: ${busy.join(', ')} (buzón de correo local). Elige otros con MAIL_SMTP_PORT y MAIL_WEB_PORT.`,
    );
  }
  if (options.mailDirectory) fs.mkdirSync(options.mailDirectory, { recursive: true });
  // maildev 3 is an ES module: loaded only by the processes that run a catcher.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    // Loopback only: the catcher holds every demo mail, and nothing off this machine needs it.
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
    silent: true,
  });
  await maildev.start();
  return {
    smtpPort: options.smtpPort,
    webUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
