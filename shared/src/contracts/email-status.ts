import * as z from 'zod/mini';
import { id } from './primitives';

/**
 * Why nobody mails an address: it bounced for good (`bounce`), its owner marked one of our mails as spam
 * (`complaint`), or the team stopped it by hand (`manual`, only the team lifts it).
 */
export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Whether a member's address gets mail: `active`; `unverified` (the identity provider has not seen the
 * address confirmed yet); `suppressed` (on the suppression list, see `suppression`).
 */
export const EMAIL_DELIVERY_STATES = ['active', 'unverified', 'suppressed'] as const;
export type EmailDeliveryState = (typeof EMAIL_DELIVERY_STATES)[number];

/** GET /notifications/email-status/{userCode}: what the profile says about the member's mail. */
export const emailStatusSchema = z.object({
  userCode: id('userCode'),
  /** The address the mails go to (the one of the member's account). */
  address: z.string(),
  state: z.enum(EMAIL_DELIVERY_STATES),
  /** Set when the address is on the suppression list (whatever `state` says first). */
  suppression: z.optional(
    z.object({
      reason: z.enum(SUPPRESSION_REASONS),
      /** When it was added. */
      since: z.string(),
      /** Whether the member may lift it themselves (a bounce or a complaint; not the team's own). */
      canReactivate: z.boolean(),
    }),
  ),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** POST …/verification: where the verification link went. */
export const emailVerificationSentSchema = z.object({ sentTo: z.string() });
export type EmailVerificationSent = z.infer<typeof emailVerificationSentSchema>;
