import fs from 'node:fs';

async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Stops the emulator this run started (its own process group, by id) and removes the temp folder. */
export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__MOCK_API_EMULATOR__;
  if (!started) return;
  try {
    process.kill(-started.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (!(await exited(started.pid, 10_000))) {
    try {
      process.kill(-started.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(started.dir, { recursive: true, force: true });
  globalThis.__MOCK_API_EMULATOR__ = undefined;
}
