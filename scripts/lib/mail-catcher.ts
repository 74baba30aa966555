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
  const make = () =>
    new MailDev({
      smtp: options.smtpPort,
      web: options.webPort,
      // Loopback only: the catcher holds every demo mail, and nothing off this machine needs it.
      ip: '127.0.0.1',
      webIp: '127.0.0.1',
      ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
      silent: true,
    });
  let maildev = make();
  // Its web inbox registers a static-files plugin that Fastify gives 10 s; on a loaded two-core machine that
  // can run out. A slow start is tried again, never taken as "no catcher".
  for (let attempt = 1; ; attempt += 1) {
    try {
      await maildev.start();
      break;
    } catch (err) {
      const code = (err as { code?: string } | null)?.code;
      const slow = code === 'FST_ERR_PLUGIN_TIMEOUT' || code === 'AVV_ERR_PLUGIN_EXEC_TIMEOUT';
      if (!slow || attempt === 3) throw err;
      await maildev.stop().catch(() => undefined);
      maildev = make();
    }
  }
  return {
    smtpPort: options.smtpPort,
    webUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
