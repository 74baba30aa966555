/**
 * Child processes the stack owns. Each runs in its own process group (detached) so that stopping it
 * also stops what it spawned (npm → tsx → node, firebase → node), and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { forwardLines, type LogSink } from './log';

export interface ManagedChild {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (or signal name) when the process ends, whoever ended it. */
  readonly exited: Promise<number | string>;
  readonly hasExited: () => boolean;
  /** SIGTERM to the group, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  sink: LogSink;
}

const live = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone; try the process itself in case it left its group.
    try {
      child.kill(signal);
    } catch {
      /* already exited */
    }
  }
}

/** SIGKILL every child still running (and what it spawned). */
export function killAllNow(): void {
  for (const child of live) killGroup(child, 'SIGKILL');
}

// If the parent exits without a clean stop (an uncaught error, process.exit), do not leave orphans.
process.once('exit', killAllNow);

export function spawnManaged(opts: SpawnOptions): ManagedChild {
  const child = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`No se pudo iniciar ${opts.name} (${opts.command})`);
  live.add(child);
  forwardLines(child.stdout, opts.name, opts.sink);
  forwardLines(child.stderr, opts.name, opts.sink);

  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      live.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (err) => {
      opts.sink(opts.name, `error: ${err.message}`);
      done = true;
      live.delete(child);
      resolve('error');
    });
  });

  return {
    name: opts.name,
    pid: child.pid,
    exited,
    hasExited: () => done,
    async stop(graceMs = 8000) {
      if (done) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The leader may exit before its helpers: make sure the whole group is gone.
      killGroup(child, 'SIGKILL');
    },
  };
}

/** Runs a command to completion (builds, seed), forwarding its output; rejects on a non-zero exit. */
export async function runToCompletion(opts: SpawnOptions): Promise<void> {
  const child = spawnManaged(opts);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${opts.name} terminó con código ${code}`);
}
