import type { SendMailOptions } from 'nodemailer';
import type { StoredDigestEvent, StoredMail } from '../../db/schema';
import type { MailContent } from '../../mail/content';
import type { MailTransport } from '../../mail/transport';
import type { TestApp } from './test-app';

/** The mail outbox on disk (the durable truth), optionally one member's and one kind's. */
export function mailsOnDisk(t: Pick<TestApp, 'readDisk'>, userCode?: number, kind?: StoredMail['kind']): StoredMail[] {
  return t
    .readDisk()
    .mailOutbox.filter(
      (m) => (userCode === undefined || m.userCode === userCode) && (kind === undefined || m.kind === kind),
    );
}

/** The events waiting for (or done with) a daily summary, on disk. */
export function digestOnDisk(t: Pick<TestApp, 'readDisk'>, userCode?: number): StoredDigestEvent[] {
  return t.readDisk().mailDigest.filter((d) => userCode === undefined || d.userCode === userCode);
}

export const contentOf = (m: StoredMail | StoredDigestEvent) => m.content as MailContent;

/** A transport that keeps what it is given; `failFirst` attempts throw (a server that is down, or refuses). */
export class CapturingTransport implements MailTransport {
  readonly delivered: SendMailOptions[] = [];
  readonly attempts: SendMailOptions[] = [];
  constructor(
    private failFirst = 0,
    private readonly error: () => Error = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
  ) {}

  async sendMail(message: SendMailOptions): Promise<unknown> {
    this.attempts.push(message);
    if (this.failFirst > 0) {
      this.failFirst--;
      throw this.error();
    }
    this.delivered.push(message);
    return { messageId: message.messageId };
  }
}

/** Waits until `check` holds (polling every 20 ms), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`no ocurrió en ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
