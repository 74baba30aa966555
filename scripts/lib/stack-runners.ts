/**
 * How each kind of service starts and stops inside a stack: a child process checked over HTTP (the
 * emulator, the mock API, a webpack dev server) or an in-process static server for a built app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, type AppName } from '@lotengo/shared/build/ports';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import { distDirOf, listenStatic, type RunningStaticServer } from '../serve-static';
import { chooseImportDir, emulatorCommand, emulatorHealthUrl, emulatorPorts, prepareFirebaseConfig } from './emulator';
import type { LogSink, LogTail } from './log';
import { waitForHttp } from './net';
import { BIN_DIR, MOCK_API_DIR, ROOT_DIR } from '@lotengo/platform/paths';
import { spawnManaged, type ManagedChild } from './proc';
import { SERVICE_LABELS, type ServiceName } from './stack-config';

export interface Runner {
  start(): Promise<void>;
  stop(): Promise<void>;
  running(): boolean;
}

export interface RunnerContext {
  ports: Record<ServiceName, number>;
  /** The stack's environment (children and /config.json). */
  env: NodeJS.ProcessEnv;
  /** The caller's environment (emulator port overrides). */
  baseEnv: NodeJS.ProcessEnv;
  sink: LogSink;
  tail: LogTail;
  verbose?: boolean;
  authStateDir?: string | null;
  /** Watches a started child; `expected()` says whether its exit is part of a stop. */
  onChildExit(name: ServiceName, child: ManagedChild, expected: () => boolean): void;
}

interface ChildSpec {
  command: string;
  args: string[];
  cwd: string;
  health: string;
  timeoutMs: number;
  cleanup?: () => void;
}

function childRunner(ctx: RunnerContext, name: ServiceName, spec: () => ChildSpec): Runner {
  let child: ManagedChild | null = null;
  let wanted = false;
  let cleanup: (() => void) | undefined;
  return {
    async start() {
      const s = spec();
      cleanup = s.cleanup;
      wanted = true;
      const started = spawnManaged({
        name: SERVICE_LABELS[name],
        command: s.command,
        args: s.args,
        cwd: s.cwd,
        env: ctx.env,
        sink: ctx.sink,
      });
      child = started;
      ctx.onChildExit(name, started, () => !wanted || child !== started);
      await waitForHttp(s.health, {
        timeoutMs: s.timeoutMs,
        abort: () =>
          started.hasExited()
            ? `${SERVICE_LABELS[name]} terminó al iniciar:\n${ctx.tail.of(SERVICE_LABELS[name])}`
            : null,
      });
    },
    async stop() {
      wanted = false;
      const current = child;
      child = null;
      // The emulator exports its accounts on SIGTERM: give it time.
      await current?.stop(name === 'auth' ? 15000 : 5000);
      cleanup?.();
    },
    running: () => child !== null && !child.hasExited(),
  };
}

export function staticRunner(ctx: RunnerContext, app: AppName, releasesDir?: string): Runner {
  let server: RunningStaticServer | null = null;
  return {
    async start() {
      server = await listenStatic({
        distDir: distDirOf(app),
        releases: releasesDir ? { store: releasesDir, app, env: ctx.env } : undefined,
        port: ctx.ports[app],
        runtimeConfig: runtimeConfigFromEnv(ctx.env),
        publicPages: app === 'shell',
        siteUrl: ctx.env.SITE_URL || `http://localhost:${ctx.ports.shell}`,
        log: ctx.verbose ? (line) => ctx.sink(SERVICE_LABELS[app], line) : null,
      });
    },
    async stop() {
      const current = server;
      server = null;
      await current?.close();
    },
    running: () => server !== null,
  };
}

export function devRunner(ctx: RunnerContext, app: AppName): Runner {
  return childRunner(ctx, app, () => ({
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      path.join(ROOT_DIR, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      'serve',
      '--mode',
      'development',
    ],
    cwd: path.join(ROOT_DIR, APP_DIRS[app]),
    health: `http://localhost:${ctx.ports[app]}/${app === 'shell' ? '' : 'remoteEntry.js'}`,
    timeoutMs: 180_000,
  }));
}

export function authRunner(ctx: RunnerContext): Runner {
  return childRunner(ctx, 'auth', () => {
    const emuPorts = emulatorPorts(ctx.ports.auth, ctx.baseEnv);
    const { configPath, cwd, cleanup } = prepareFirebaseConfig(emuPorts);
    const stateDir = ctx.authStateDir ?? null;
    // The mock API rewrites the seed folder each time it starts: the emulator reads a private copy.
    const importCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-auth-import-'));
    fs.cpSync(chooseImportDir(stateDir), importCopy, { recursive: true });
    if (stateDir) fs.mkdirSync(stateDir, { recursive: true });
    const { command, args } = emulatorCommand({ configPath, importDir: importCopy, exportDir: stateDir });
    const removeAll = () => {
      cleanup();
      fs.rmSync(importCopy, { recursive: true, force: true });
    };
    return { command, args, cwd, health: emulatorHealthUrl(ctx.ports.auth), timeoutMs: 90_000, cleanup: removeAll };
  });
}

export function apiRunner(ctx: RunnerContext): Runner {
  return childRunner(ctx, 'api', () => ({
    command: path.join(BIN_DIR, 'tsx'),
    args: ['src/main.ts'],
    cwd: MOCK_API_DIR,
    health: `http://localhost:${ctx.ports.api}/mvp/health`,
    timeoutMs: 90_000,
  }));
}
