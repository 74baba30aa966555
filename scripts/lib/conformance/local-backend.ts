/**
 * A throwaway backend on this machine for the suite: the real mock API (`tsx src/main.ts`, as `npm start`
 * runs it) over a fresh seeded database in a temp folder, declaring MOCK_CAPABILITIES; an Auth emulator
 * (unless one is given) that signs the suite's fresh accounts; and a mail catcher where its e-mails land
 * (the unsubscribe link). Free ports unless given; `stop()` ends what it started, and nothing else.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { throwawayServerEnv } from '@lotengo/mock-api/config';
import { BIN_DIR, FIREBASE_PROJECT_ID, MOCK_API_DIR } from '@lotengo/platform/paths';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { emulatorHealthUrl, prepareFirebaseConfig } from '../emulator';
import { LogTail, type LogSink } from '../log';
import { startMailCatcher, type MailCatcher } from '../mail-catcher';
import { waitForHttp } from '../net';
import { spawnManaged, type ManagedChild } from '../proc';

export interface LocalBackend {
  /** `http://127.0.0.1:<port>/mvp` */
  api: string;
  /** `http://127.0.0.1:<port>`: the Auth emulator the suite signs its accounts up on. */
  authEmulator: string;
  /** maildev's web address (its REST API), where the API's e-mails arrive. */
  mailCatcher: string | undefined;
  stop(): Promise<void>;
}

export interface LocalBackendOptions {
  /** MOCK_CAPABILITIES: `all` (default), `seed`, or a comma list. */
  capabilities?: string;
  /** An Auth emulator already running (`127.0.0.1:9099`): none is started. */
  authEmulatorHost?: string;
  /** The API's port (0 or absent: a free one). */
  apiPort?: number;
  /** Start a mail catcher for the API's e-mails (default true). */
  mail?: boolean;
  /** The API's answer check (API_CONTRACT_CHECK): on by default, as in `npm start`; `off` for load through a proxy. */
  contractCheck?: 'enforce' | 'off';
  sink?: LogSink;
}

/** Settings of the caller's shell that must not reach a throwaway API. */
const NOT_INHERITED = [
  'API_URL',
  'DB_FILE',
  'UPLOADS_DIR',
  'PUBLIC_DIR',
  'PUBLIC_API_URL',
  'CORS_ORIGINS',
  'LOTENGO_ENV',
  'REGISTRY_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'MAIL_UNSUBSCRIBE_SECRET',
  'MOCK_CAPABILITIES',
  'API_CONTRACT_CHECK',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-conformance-'));
  const tail = new LogTail();
  const sink: LogSink = (source, line) => {
    tail.push(source, line);
    options.sink?.(source, line);
  };
  const children: ManagedChild[] = [];
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dir, { recursive: true, force: true })];
  let mail: MailCatcher | undefined;
  const stop = async () => {
    await Promise.allSettled(children.map((c) => c.stop(5000)));
    await mail?.stop().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  const started = (name: string, child: ManagedChild) => () =>
    child.hasExited() ? `${name} terminó al iniciar:\n${tail.of(name)}` : null;

  try {
    // The emulator and the API start side by side: the API needs only the emulator's address to boot.
    const waits: Array<Promise<void>> = [];
    let authHost = options.authEmulatorHost;
    if (!authHost) {
      const ports = { auth: await freePort(), hub: await freePort(), logging: await freePort() };
      const config = prepareFirebaseConfig(ports);
      cleanups.push(config.cleanup);
      const child = spawnManaged({
        name: 'auth',
        command: path.join(BIN_DIR, 'firebase'),
        args: ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, '--config', config.configPath],
        cwd: config.cwd,
        env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
        sink,
      });
      children.push(child);
      waits.push(waitForHttp(emulatorHealthUrl(ports.auth), { timeoutMs: 120_000, abort: started('auth', child) }));
      authHost = `127.0.0.1:${ports.auth}`;
    }

    const apiPort = options.apiPort || (await freePort());
    let smtpPort = await freePort();
    if (options.mail ?? true) {
      mail = await startMailCatcher({ smtpPort, webPort: await freePort(), mailDirectory: null });
      smtpPort = mail.smtpPort;
    }
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of NOT_INHERITED) delete env[key];
    const api = spawnManaged({
      name: 'api',
      command: path.join(BIN_DIR, 'tsx'),
      args: ['src/main.ts'],
      cwd: MOCK_API_DIR,
      env: {
        ...env,
        ...throwawayServerEnv(dir, apiPort),
        MOCK_CAPABILITIES: options.capabilities ?? 'all',
        API_CONTRACT_CHECK: options.contractCheck ?? 'enforce',
        FIREBASE_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        // Without a catcher nothing listens there: the API's e-mails go nowhere.
        MAIL_SMTP_PORT: String(smtpPort),
      },
      sink,
    });
    children.push(api);
    const base = `http://127.0.0.1:${apiPort}${API_BASE_PATH}`;
    waits.push(waitForHttp(`${base}/health`, { timeoutMs: 120_000, abort: started('api', api) }));
    await Promise.all(waits);
    return { api: base, authEmulator: `http://${authHost}`, mailCatcher: mail?.webUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
