/**
 * The lane's mail inbox (maildev 3, started by global-setup.ts): what the mock API sent, read as a
 * person's mail client would get it. REST: GET /api/email (every message), GET /api/email/<id>/source
 * (the raw message, every header).
 */
import { expect } from '@playwright/test';
import { E2E_URLS } from './env';

export interface CaughtMail {
  id: string;
  to: { address: string; name?: string }[];
  subject: string;
  html: string;
  text: string;
  date: string;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_URLS.mail}${path}`);
  expect(res.ok, `GET ${E2E_URLS.mail}${path} → ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** Every message caught so far, oldest first. */
export const caughtMails = () => getJson<CaughtMail[]>('/api/email');

/** The messages to one address, optionally only those `match` accepts. */
export async function mailsTo(address: string, match: (m: CaughtMail) => boolean = () => true): Promise<CaughtMail[]> {
  return (await caughtMails()).filter((m) => m.to.some((t) => t.address === address) && match(m));
}

/** Waits (polling) for the first mail to `address` that `match` accepts; fails after `timeout` ms. */
export async function waitForMail(
  address: string,
  match: (m: CaughtMail) => boolean,
  timeout = 10_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address, match))[0]) !== undefined, {
      timeout,
      message: `un correo para ${address}`,
    })
    .toBe(true);
  return found!;
}

/** The raw message as the SMTP server received it (headers and parts). */
export async function mailSource(id: string): Promise<string> {
  const res = await fetch(`${E2E_URLS.mail}/api/email/${id}/source`);
  expect(res.ok).toBe(true);
  return res.text();
}

/** One header of a raw message, folded lines joined (RFC 5322 §2.2.3). */
export function headerOf(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The href of the mail's link whose text is `label` (the main button, the footer's unsubscribe). */
export function linkOf(mail: CaughtMail, label: string): string {
  const anchors = [...mail.html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
  const strip = (s: string) =>
    s
      // Outlook's conditional comments (react-email's button padding) hold tags and spaces of their own.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim();
  const hit = anchors.find((a) => strip(a[2]!) === label);
  expect(hit, `un enlace «${label}» en «${mail.subject}»`).toBeDefined();
  return hit![1]!.replace(/&amp;/g, '&');
}
