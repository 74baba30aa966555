import * as z from 'zod/mini';
import { SUPPRESSION_REASONS } from './email-status';
import { healthSchema } from './misc';

/**
 * What the mail provider tells the API, and what the API says about its own sending: Node only (the
 * mock, the operation registry), never in the site's bundles.
 *
 * The webhook takes **Postmark's** bounce and spam-complaint webhooks as Postmark posts them
 * (postmarkapp.com/developer/webhooks/bounce-webhook, …/spam-complaint-webhook): one JSON record per
 * call, with `RecordType` "Bounce" or "SpamComplaint", the bounce `Type` ("HardBounce", "SoftBounce",
 * "SpamComplaint", …), the recipient's `Email`, and whether Postmark deactivated it (`Inactive`).
 * Other fields are accepted and ignored.
 */
const text = (name: string, max: number) =>
  z.optional(
    z.string({ error: `${name} debe ser un texto` }).check(z.maxLength(max, `${name} admite ${max} caracteres`)),
  );

export const postmarkEventSchema = z.object({
  RecordType: text('RecordType', 40),
  Type: z
    .string({ error: 'Type es requerido (el tipo de rebote de Postmark, p. ej. HardBounce o SpamComplaint)' })
    .check(z.minLength(1, 'Type es requerido'), z.maxLength(40, 'Type admite 40 caracteres')),
  TypeCode: z.optional(z.number({ error: 'TypeCode debe ser un número' })),
  Email: z.email({ error: 'Email debe ser una dirección de correo válida' }),
  Inactive: z.optional(z.boolean({ error: 'Inactive va con true o false' })),
  Description: text('Description', 2000),
  Details: text('Details', 2000),
  BouncedAt: text('BouncedAt', 60),
  MessageID: text('MessageID', 200),
  MessageStream: text('MessageStream', 100),
});
export type PostmarkEvent = z.infer<typeof postmarkEventSchema>;

/** The webhook's answer: whether the address is now suppressed, and why. */
export const providerEventResultSchema = z.object({
  address: z.string(),
  suppressed: z.boolean(),
  reason: z.optional(z.enum(SUPPRESSION_REASONS)),
});
export type ProviderEventResult = z.infer<typeof providerEventResultSchema>;

/**
 * The mail part of GET /health: `sending`, or `paused` after the SMTP server refused the login, the
 * connection or the greeting (every mail stays pending; `retryAt` is the next try), or `stopped` (this
 * process sends no mail: a test, or after a stop). `pending`: mails waiting in the outbox.
 */
export const MAIL_SENDER_STATES = ['sending', 'paused', 'stopped'] as const;
export type MailSenderState = (typeof MAIL_SENDER_STATES)[number];
export const mailHealthSchema = z.object({
  state: z.enum(MAIL_SENDER_STATES),
  /** Why it is paused, in Spanish (the same line the log shows). */
  reason: z.optional(z.string()),
  since: z.optional(z.string()),
  retryAt: z.optional(z.string()),
  pending: z.number().check(z.int(), z.gte(0)),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

/** GET /health: the API answers, and (from an API that sends mail) its sender's state. */
export const healthAnswerSchema = z.extend(healthSchema, { mail: z.optional(mailHealthSchema) });
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
