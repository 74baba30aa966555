/**
 * Timed stages for the pipelines and the CI bench: each stage is a command whose output streams
 * through; its seconds and result are kept for the table printed at the end (also after a failure,
 * so the table says where the time and the failure went).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

export interface StageResult {
  name: string;
  seconds: number;
  /** 'ok', 'falló' (exit code), or 'omitida' (skipped, with why in `note`). */
  status: 'ok' | 'falló' | 'omitida';
  note?: string;
}

/** "1.52 1.30 0.80": the 1, 5 and 15 minute load averages, given with every timing. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Runs a command with inherited stdio; resolves with its exit code (a signal counts as 1). */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export class StageClock {
  readonly rows: StageResult[] = [];
  private readonly started = Date.now();

  /** Runs `work` as a stage; returns whether it passed. */
  async stage(name: string, work: () => Promise<number | boolean>): Promise<boolean> {
    process.stdout.write(`\n==> ${name}  (carga: ${loadAverage()})\n`);
    const t = Date.now();
    let ok = false;
    let note: string | undefined;
    try {
      const out = await work();
      ok = out === true || out === 0;
      if (typeof out === 'number' && out !== 0) note = `código ${out}`;
    } catch (err) {
      note = err instanceof Error ? err.message.split('\n')[0] : String(err);
    }
    this.rows.push({ name, seconds: (Date.now() - t) / 1000, status: ok ? 'ok' : 'falló', note });
    return ok;
  }

  skip(name: string, why: string): void {
    this.rows.push({ name, seconds: 0, status: 'omitida', note: why });
  }

  get totalSeconds(): number {
    return (Date.now() - this.started) / 1000;
  }

  table(title: string): string {
    return formatStageTable(title, this.rows, this.totalSeconds);
  }
}

/** A plain-text table: one row per stage, the total, and the load average when it was printed. */
export function formatStageTable(
  title: string,
  rows: readonly StageResult[],
  totalSeconds: number,
  load = loadAverage(),
): string {
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const line = (name: string, secs: string, status: string, note = '') =>
    `${name.padEnd(width)}  ${secs.padStart(8)}  ${status.padEnd(7)} ${note}`.trimEnd();
  return [
    `${title} (carga al terminar: ${load})`,
    line('etapa', 'segundos', 'estado'),
    ...rows.map((r) => line(r.name, r.seconds.toFixed(1), r.status, r.note)),
    line('total', totalSeconds.toFixed(1), rows.every((r) => r.status !== 'falló') ? 'ok' : 'falló'),
  ].join('\n');
}
