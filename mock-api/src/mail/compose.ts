import type { SendMailOptions } from 'nodemailer';
import type { EmailKind } from '@lotengo/shared/contracts/alerts';
import type { MailSkipReason, StoredMail } from '../db/schema';
import type { Store } from '../db/store';
import type { MailContent, OutboxContent } from './content';
import { emailFrequencies, summaryIsOn } from './preferences';
import type { MailSettings } from './settings';
import { suppressionOf } from './suppressions';
import { unsubscribeSecret, unsubscribeUrl } from './unsubscribe';
// The React renderer takes most of a second to load: only the sender imports this module (main.ts and
// tests of sending), never the app's routes, so a process or test that sends nothing does not pay for it.
import { renderMail } from './render';

export type ComposeSettings = Pick<MailSettings, 'from' | 'siteUrl' | 'publicApiUrl' | 'unsubscribeSecret'>;

/** The message as it goes out, or why it is not sent at all (the row is then cancelled with that reason). */
export type Composed = { message: SendMailOptions } | { skip: MailSkipReason };

const isCurrent = (c: MailContent, now: string) => !c.expiresAt || c.expiresAt > now;

/**
 * Everything that can stop a mail that is due, checked when it is sent (the choice may have changed
 * since it was queued): past its time to live, the account gone, the address suppressed or unverified,
 * the summary turned off, the kind left. A summary goes with the events still wanted and current.
 */
export async function composeMail(
  store: Store,
  settings: ComposeSettings,
  mail: StoredMail,
  now: string,
): Promise<Composed> {
  if (mail.expiresAt && mail.expiresAt <= now) return { skip: 'expired' };
  const user = store.users.get(mail.userCode);
  if (!user) return { skip: 'no-account' };
  if (suppressionOf(store, mail.toAddress)) return { skip: 'suppressed' };
  const stored = mail.content as OutboxContent;
  // Asked for by the member to verify their address: neither their preferences nor the verification apply.
  if (stored.kind === 'verify-address') {
    const { subject, html, text } = await renderMail(stored, {
      siteUrl: settings.siteUrl,
      firstName: user.firstName,
      frequency: 'instant',
    });
    const message = { from: settings.from, to: { name: mail.toName, address: mail.toAddress }, subject, html, text };
    return {
      message: {
        ...message,
        messageId: mail.messageId,
        date: new Date(mail.createdAt),
        headers: { 'X-Lo-Tengo-Tipo': stored.kind },
      },
    };
  }
  if (user.emailVerified === false) return { skip: 'unverified' };
  const wanted = emailFrequencies(store, mail.userCode);
  const isWanted = (kind: EmailKind) => wanted[kind] !== 'never';
  let content = stored;
  if (content.kind === 'summary') {
    if (!summaryIsOn(store, mail.userCode)) return { skip: 'summary-off' };
    const items = content.items.filter((i) => isWanted(i.kind) && isCurrent(i, now));
    if (!items.length) return { skip: content.items.some((i) => isWanted(i.kind)) ? 'expired' : 'unsubscribed' };
    content = { ...content, items };
  } else if (!isWanted(content.kind)) return { skip: 'unsubscribed' };

  const scope = content.kind;
  const unsubscribe = unsubscribeUrl(settings.publicApiUrl, unsubscribeSecret(store, settings), mail.userCode, scope);
  const frequency = scope === 'summary' ? 'daily' : wanted[scope];
  const { subject, html, text } = await renderMail(content, {
    siteUrl: settings.siteUrl,
    unsubscribeHref: unsubscribe,
    firstName: user.firstName,
    frequency,
  });
  return {
    message: {
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
    },
  };
}
