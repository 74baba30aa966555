import crypto from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS } from '@lotengo/shared/contracts/alerts';

interface Ticket {
  userCode: number;
  expiresAt: number;
}

/**
 * Short-lived, single-use tickets for the stream: EventSource cannot send an Authorization header, and
 * an ID token in a URL would end up in logs and history. A ticket is worth one connection, for seconds.
 */
export class TicketBook {
  private tickets = new Map<string, Ticket>();
  private prunedAt = 0;

  constructor(private readonly ttlMs = STREAM_TICKET_TTL_SECONDS * 1000) {}

  issue(userCode: number, now = Date.now()): { ticket: string; expiresInSeconds: number } {
    // Expired ones go at most once a second: when every tab reconnects at once, not a walk per ticket.
    if (now - this.prunedAt >= 1000) {
      this.prunedAt = now;
      for (const [key, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(key);
    }
    const ticket = crypto.randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { userCode, expiresAt: now + this.ttlMs });
    return { ticket, expiresInSeconds: Math.ceil(this.ttlMs / 1000) };
  }

  /** The ticket's user, once; null when unknown, used or expired. */
  redeem(ticket: string, now = Date.now()): number | null {
    const t = this.tickets.get(ticket);
    if (!t) return null;
    this.tickets.delete(ticket);
    return t.expiresAt > now ? t.userCode : null;
  }
}
