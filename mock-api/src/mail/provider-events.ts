import type { SuppressionReason } from '@lotengo/shared/contracts/alerts';
import type { PostmarkEvent } from '@lotengo/shared/contracts/operations';

/**
 * Postmark's bounce types after which nobody should mail the address again (its own list deactivates
 * them too): the mailbox does not exist, or the address is not one. Soft bounces, auto-replies,
 * transient and DNS errors are not: the next mail may well arrive.
 */
const HARD_BOUNCES = new Set(['HardBounce', 'BadEmailAddress']);

/**
 * What one Postmark webhook record does to the suppression list: a spam complaint suppresses the
 * address as `complaint`, a hard bounce (or any record Postmark marks `Inactive`: it will not deliver
 * there either) as `bounce`; anything else changes nothing (null).
 */
export function postmarkAction(event: PostmarkEvent): { reason: SuppressionReason; detail: string } | null {
  const detail = [`Postmark ${event.RecordType ?? 'Bounce'}/${event.Type}`, event.Description, event.Details]
    .filter(Boolean)
    .join(': ');
  if (event.RecordType === 'SpamComplaint' || event.Type === 'SpamComplaint') return { reason: 'complaint', detail };
  if (HARD_BOUNCES.has(event.Type) || event.Inactive === true) return { reason: 'bounce', detail };
  return null;
}
