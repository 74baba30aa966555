/**
 * What bench:public-pages measures with: one timed GET (end to end through Hosting, and the function's own
 * time from its `Server-Timing`), percentiles, and the resident memory of a function's emulator workers.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface Timed {
  status: number;
  /** Through the Hosting emulator, request sent to last byte read. */
  endToEndMs: number;
  /** The function's own time (`Server-Timing: app;dur=`), NaN when it did not say. */
  serverMs: number;
  bytes: number;
  headers: Headers;
  body: Buffer;
}

export async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await res.arrayBuffer());
  const endToEndMs = performance.now() - started;
  const dur = /(?:^|,)\s*app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  return {
    status: res.status,
    endToEndMs,
    serverMs: dur ? Number(dur) : NaN,
    bytes: body.length,
    headers: res.headers,
    body,
  };
}

/** `count` GETs of `url` one after another; each must answer `status` (null: any). */
export async function timedRepeat(url: string, count: number, status: number | null = 200): Promise<Timed[]> {
  const out: Timed[] = [];
  for (let i = 0; i < count; i++) {
    const t = await timedGet(url);
    if (status !== null && t.status !== status)
      throw new Error(`${url} respondió ${t.status}, no ${status}: ${t.body.toString().slice(0, 200)}`);
    out.push(t);
  }
  return out;
}

/** The p-th percentile (nearest rank) of the finite values. */
export function percentile(xs: number[], p: number): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/**
 * The Functions emulator's workers of `target` (each one a node process with FUNCTION_TARGET=<target>,
 * as one Cloud Functions instance) and their resident memory in MiB.
 */
export function workersOf(target: string): Array<{ pid: number; rssMiB: number }> {
  const found: Array<{ pid: number; rssMiB: number }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!env.includes(`FUNCTION_TARGET=${target}`)) continue;
      const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      if (kb) found.push({ pid: Number(entry), rssMiB: Number(kb) / 1024 });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
