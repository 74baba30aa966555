/** Readiness and port checks for the stack. */
import net from 'node:net';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface WaitOptions {
  timeoutMs: number;
  /** Stop waiting early (the process died). */
  abort?: () => string | null;
  intervalMs?: number;
}

/** Polls `url` until it answers 2xx. Throws with the last failure when the time is up. */
export async function waitForHttp(url: string, { timeoutMs, abort, intervalMs = 250 }: WaitOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    const reason = abort?.();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} no respondió en ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/** True when nothing listens on the port (checked on every interface, as the servers bind). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Resolves once nothing accepts connections on 127.0.0.1:port any more. */
export async function waitForPortClosed(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await sleep(100);
  }
}
