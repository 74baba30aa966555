import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { API_BASE_PATH } from '@lotengo/shared/contracts';

/** Heap after a full GC and RSS, in bytes; since the last call: the event loop's delay p99 and max, the bell's calls'
 * p95 as the server timed them (ms) and their count. */
export interface ApiMemory {
  heapUsed: number;
  rss: number;
  loopP99?: number;
  loopMax?: number;
  bellP95?: number;
  bellCount?: number;
}

export interface ApiProcess {
  base: string;
  port: number;
  pid: number;
  memory(): Promise<ApiMemory>;
  /**
   * CPU time so far, in ms (Linux: /proc; null elsewhere): the server's event loop (its main thread,
   * where every call runs) and the whole process (libuv's pool, GC threads).
   */
  cpu(): { loop: number; total: number } | null;
  stop(): Promise<void>;
}

const ticks = (stat: string) => {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(f[11]) + Number(f[12])) * 10;
};

/** The API's own process: `tsx` starts node as its child (the deepest process under `pid`). */
function serverPid(pid: number): number {
  const children = (p: number) => {
    try {
      return fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let at = pid;
  for (let next = children(at); next.length; next = children(at)) at = next[0]!;
  return at;
}

function cpuOf(pid: number): { loop: number; total: number } | null {
  try {
    const server = serverPid(pid);
    return {
      loop: ticks(fs.readFileSync(`/proc/${server}/task/${server}/stat`, 'utf8')),
      total: ticks(fs.readFileSync(`/proc/${server}/stat`, 'utf8')),
    };
  } catch {
    return null;
  }
}

/**
 * Starts a checkout's API in its own Node process with `--expose-gc`, and resolves once it listens:
 * its own bench/serve.ts, or in an older checkout that has none (lowdb and db.json, e.g. b76ed2d)
 * serve-before-sqlite.cjs, copied into it so that it runs that checkout's code.
 */
export async function startApi(options: {
  checkout: string;
  dir: string;
  port: number;
  args?: string[];
}): Promise<ApiProcess> {
  const mockApi = path.join(options.checkout, 'mock-api');
  let script = path.join(mockApi, 'src', 'bench', 'serve.ts');
  if (!fs.existsSync(script)) {
    script = path.join(mockApi, 'src', 'bench', 'serve-before-sqlite.cjs');
    fs.copyFileSync(path.join(__dirname, 'serve-before-sqlite.cjs'), script);
  }
  const tsx = path.join(options.checkout, 'node_modules', '.bin', 'tsx');
  // BENCH_CPU_PROF_DIR: each API process writes a CPU profile there when it stops (what to fix first).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF_DIR)}`]
    : [];
  const child: ChildProcess = spawn(
    tsx,
    ['--expose-gc', ...profile, script, '--dir', options.dir, '--port', String(options.port), ...(options.args ?? [])],
    {
      cwd: mockApi,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, API_LOG: '0' },
    },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => boolean)[] = [];
  lines.on('line', (line) => {
    const at = waiting.findIndex((w) => w(line));
    if (at >= 0) waiting.splice(at, 1);
  });
  const next = (prefix: string, timeoutMs: number) =>
    new Promise<string>((ok, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`la API de ${options.checkout} no respondió «${prefix}» en ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.push((line) => {
        if (!line.startsWith(prefix)) return false;
        clearTimeout(timer);
        ok(line.slice(prefix.length).trim());
        return true;
      });
    });
  let running = true;
  const exited = new Promise<void>((ok) => child.once('exit', () => ((running = false), ok())));
  // A child that dies before it listens (a taken port, a broken checkout) fails the bench at once.
  const port = Number(
    await Promise.race([
      next('ready ', 180_000),
      exited.then(() => {
        throw new Error(`la API de ${options.checkout} terminó antes de escuchar (¿puerto ${options.port} ocupado?)`);
      }),
    ]),
  );
  return {
    base: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    port,
    pid: child.pid!,
    cpu: () => cpuOf(child.pid!),
    async memory() {
      const answer = next('mem ', 30_000);
      child.stdin!.write('mem\n');
      return JSON.parse(await answer) as ApiMemory;
    },
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}
