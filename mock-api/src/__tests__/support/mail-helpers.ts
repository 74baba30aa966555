import type { SendMailOptions } from 'nodemailer';
import type { StoredDigestEvent, StoredMail } from '../../db/schema';
import type { MailContent } from '../../mail/content';
import { readMailSettings } from '../../mail/settings';
import { propertyFitting } from './alerts-helpers';
import type { MailTransport } from '../../mail/transport';
import { bearer, url, type TestApp } from './test-app';

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

/** The mail settings of a local API on port 3000. */
export const MAIL_SETTINGS = readMailSettings({}, { apiPort: 3000 });

/** An offer-received mail, as the alerts queue one. */
export const OFFER_MAIL: MailContent = {
  kind: 'offer-received',
  subject: 'Te enviaron una propiedad',
  heading: 'Te enviaron una propiedad',
  body: 'Una propiedad para tu solicitud.',
  facts: [],
  action: { label: 'Verla en Mis Ofertas', path: '/page/buzon' },
};

const DIEGO = 2;

/** Lucía sends a new property of hers to one of Diego's active requests: one offer-received event for Diego. */
export async function offerToDiego(t: TestApp, price: number): Promise<number> {
  const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
  const created = await t.http
    .post(url('propertyRegistration'))
    .set(bearer('lucia'))
    .send({ ...propertyFitting(r, 1), price })
    .expect(201);
  const body = {
    propertyId: created.body.propertyId,
    userCode: DIEGO,
    houseRequestId: r.houseRequestId,
    isAccepted: 0,
    isRead: 0,
  };
  await t.http.post(url('inboxSend')).set(bearer('lucia')).send(body).expect(201);
  return created.body.propertyId as number;
}
