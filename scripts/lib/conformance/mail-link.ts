/**
 * An e-mail's unsubscribe link, read where the backend's mail arrives: a mail catcher with maildev's
 * REST API (`GET /api/email`), as `npm start` and the journeys run one. The newest message to the
 * address with a link to the unsubscribe call.
 */
import { alertApiPaths } from '@lotengo/shared/contracts/alerts';

interface CaughtMail {
  to?: Array<{ address?: string }>;
  html?: string;
  text?: string;
}

const LINK = new RegExp(`https?://[^\\s"'<>]*${alertApiPaths.emailUnsubscribe.replace(/\//g, '\\/')}\\?[^\\s"'<>]+`);

export async function unsubscribeLinkFrom(mailCatcher: string, to: string, waitMs = 15_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const res = await fetch(`${mailCatcher.replace(/\/$/, '')}/api/email`);
    if (!res.ok) throw new Error(`el buzón ${mailCatcher} respondió ${res.status}`);
    const mails = ((await res.json()) as CaughtMail[]).filter((m) =>
      (m.to ?? []).some((t) => t.address?.toLowerCase() === to.toLowerCase()),
    );
    for (const mail of mails.reverse()) {
      const found = LINK.exec(mail.html ?? '') ?? LINK.exec(mail.text ?? '');
      if (found) return found[0].replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`ningún e-mail a ${to} con un enlace de baja en ${waitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
