/**
 * The real mock API as `npm start` runs it (tsx src/main.ts), over a throwaway db in `dir`, on a free
 * port: for journeys that need its HTTP behaviour end to end (rate limits, client counting) from the
 * tools' side, which may not import its internals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { BIN_DIR, MOCK_API_DIR } from '@lotengo/platform/paths';
import { throwawayServerEnv } from '@lotengo/mock-api/config';

export interface MockApiProcess {
  /** `http://127.0.0.1:<port>/mvp` */
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startMockApi(
  dir: string,
  env: NodeJS.ProcessEnv = {},
  readyWithinMs = 90_000,
): Promise<MockApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(BIN_DIR, 'tsx'), ['src/main.ts'], {
    cwd: MOCK_API_DIR,
    env: {
      ...process.env,
      ...throwawayServerEnv(dir, port),
      SEED_REQUESTS: '8',
      SEED_PROPERTIES: '8',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last 8 KB of what it said: enough to tell why it failed, bounded however long it runs.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8192)));
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((gone = true), resolve())));
  const url = `http://127.0.0.1:${port}/mvp`;
  const deadline = Date.now() + readyWithinMs;
  // Ready when /health answers; a process that died is reported with what it said.
  for (;;) {
    // exitCode stays null for a process killed by a signal: `gone` covers both.
    if (gone) throw new Error(`mock-api terminó al iniciar (código ${child.exitCode ?? child.signalCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`mock-api no respondió en ${readyWithinMs} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      // It finishes its writes first; one that hangs is killed rather than holding the test run.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
