/**
 * The sender's pause: after the SMTP server refuses the login, the connection or the greeting (no mail
 * is at fault, mail/smtp-errors.ts), nothing is sent until `retryAt`; then one mail is tried, and the
 * wait doubles (from `firstMs` up to `maxMs`) while the server still refuses. One log line when it
 * starts, one when a mail goes through again; the health answer shows it meanwhile. Per process.
 */
export interface PauseStatus {
  state: 'sending' | 'paused';
  reason?: string;
  since?: string;
  retryAt?: string;
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);

export class QueuePause {
  private current: { reason: string; since: number; retryAt: number; step: number } | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly o: {
      firstMs: number;
      maxMs: number;
      log: (line: string) => void;
      /** Called when the wait is over (the sender wakes up to try one mail). */
      onDue: () => void;
    },
  ) {}

  get active(): boolean {
    return this.current !== null;
  }

  /** Whether nothing may be tried yet at `now`. */
  waiting(now: number): boolean {
    return this.current !== null && now < this.current.retryAt;
  }

  /** Pauses (or, already paused, waits longer); answers when to try again. */
  pause(reason: string, now: number, pending: number): number {
    const first = this.current === null;
    const step = first ? 0 : this.current!.step + 1;
    const delay = Math.min(this.o.firstMs * 2 ** step, this.o.maxMs);
    const retryAt = now + delay;
    this.current = { reason, since: first ? now : this.current!.since, retryAt, step };
    if (first)
      this.o.log(
        `[mock-api] ENVÍO DE CORREOS EN PAUSA: ${reason}. No se pierde ninguno: ${pending} quedan pendientes; ` +
          `se reintenta a las ${clock(retryAt)} UTC y cada vez más espaciado (máx. ${this.o.maxMs / 1000} s).`,
      );
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.o.onDue(), delay);
    this.timer.unref();
    return retryAt;
  }

  /** A mail went through: sending again. */
  resume(now: number, pending: number): void {
    if (!this.current) return;
    const seconds = Math.round((now - this.current.since) / 1000);
    this.o.log(
      `[mock-api] envío de correos reanudado: el servidor SMTP volvió a aceptar correos tras ${seconds} s en pausa ` +
        `(${pending} pendientes).`,
    );
    this.current = null;
    this.clear();
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  status(): PauseStatus {
    const c = this.current;
    if (!c) return { state: 'sending' };
    const iso = (ms: number) => new Date(ms).toISOString();
    return { state: 'paused', reason: c.reason, since: iso(c.since), retryAt: iso(c.retryAt) };
  }
}
