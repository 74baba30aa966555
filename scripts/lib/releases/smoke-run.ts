/**
 * The deploy gate's smoke run: the composed site with the candidate swapped in for the live
 * version, served from the gate's store (the versions as their sites serve them) by the same code as
 * every site, visited in headless Chromium. Every
 * console error, failed request and error-boundary notice on one of the candidate's routes or modals is
 * a refusal.
 *
 * The swap never touches the real registry: a temporary store links the live versions and the candidate
 * (symlinks to their immutable folders) under a registry of its own whose only change is the candidate's
 * pointer, and the stack (mock API, Auth emulator, static servers) runs on a port block of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startStack, type ServiceName, type Stack } from '../../stack';
import type { LogSink } from '../log';
import { APP_DIRS, APP_NAMES, appDir, registryPath, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { liveVersions, movePointer, readRegistry, type Registry } from '@lotengo/platform/releases/registry';
import { readRecord } from '@lotengo/platform/releases/store';
import { smokePlan, type LinkedStep, type SmokeModal, type SmokeStep, type SmokeVisitor } from './smoke-plan';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { CheckOutcome } from '@lotengo/platform/releases/gate-checks';
import { boundaryShown, linksOn, openModal, settle, signIn, watch } from './smoke-page';

/** The smoke run's own port block (shifted by LOTENGO_GATE_PORT_OFFSET): never `npm start`'s nor e2e's. */
export function smokePorts(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, number> {
  const o = Number(env.LOTENGO_GATE_PORT_OFFSET ?? 0) || 0;
  return {
    shell: 28080 + o,
    mf_requests: 28081 + o,
    mf_properties: 28082 + o,
    mf_inbox: 28083 + o,
    mf_account: 28084 + o,
    api: 23000 + o,
    auth: 29199 + o,
  };
}

/** A store that serves what is live with `app` at `version`, linking (not copying) the version folders. */
export function composedStore(
  store: string,
  app: AppName,
  version: string,
  into: string,
  registry: Registry = readRegistry(store),
): void {
  const swapped = movePointer(
    { ...registry, revision: 0 },
    { app, action: 'promote', to: version, by: 'can-deploy', why: 'prueba de humo' },
  );
  for (const [a, v] of Object.entries(liveVersions(swapped)) as Array<[AppName, string]>) {
    fs.mkdirSync(appDir(into, a), { recursive: true });
    fs.symlinkSync(versionDir(store, a, v), versionDir(into, a, v), 'dir');
  }
  // The temporary store's own registry file, read by its static servers (never the real registry).
  fs.mkdirSync(path.dirname(registryPath(into)), { recursive: true });
  fs.writeFileSync(registryPath(into), JSON.stringify(swapped));
}

/** Opens `target` (a step's path, or a link found for a route with parameters) and its dialogs. */
async function visit(
  page: Page,
  shell: string,
  target: string,
  step: { path: string; modals: SmokeModal[] },
  seen: Set<string>,
  problems: { take: () => string[] },
  label: string,
): Promise<CheckOutcome> {
  const out: CheckOutcome = { reasons: [], notes: [] };
  const fail = (where: string, what: string) => out.reasons.push(`Prueba de humo de ${label}: ${where} da ${what}.`);
  const where = target === step.path ? `la ruta ${step.path}` : `la ruta ${step.path} (${target})`;
  await page.goto(`${shell}${target}`);
  if (!(await settle(page)))
    out.notes.push(`Prueba de humo: ${target} seguía ` + `cargando a los 45 s; se ` + `comprobó lo que había.`);
  const notice = await boundaryShown(page);
  if (notice) fail(where, `un aviso de error («${notice.slice(0, 120)}»)`);
  for (const p of problems.take()) fail(where, p);
  for (const p of await linksOn(page, shell)) seen.add(p);
  for (const modal of step.modals) await openModal(page, modal, target, out, problems, fail);
  return out;
}

/** One visitor's tour in a browser context of its own: sign in, the steps, then the linked routes it can reach. */
async function tour(
  browser: Browser,
  shell: string,
  who: SmokeVisitor,
  steps: SmokeStep[],
  linked: LinkedStep[],
  visited: Set<string>,
  label: string,
): Promise<CheckOutcome> {
  const out: CheckOutcome = { reasons: [], notes: [] };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = watch(page);
    if (who !== 'visitor') {
      await signIn(page, shell, who);
      problems.take();
    }
    const seen = new Set<string>();
    const add = (got: CheckOutcome) => {
      out.reasons.push(...got.reasons);
      out.notes.push(...got.notes);
    };
    for (const step of steps) add(await visit(page, shell, step.path, step, seen, problems, label));
    for (const route of linked) {
      if (visited.has(route.path) || (route.signedIn && who === 'visitor')) continue;
      const target = [...seen].find((p) => route.linkedBy.test(p));
      if (!target) continue;
      visited.add(route.path);
      add(await visit(page, shell, target, { path: route.path, modals: [] }, seen, problems, label));
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return out;
}

export interface SmokeOptions {
  store: string;
  app: AppName;
  version: string;
  env?: NodeJS.ProcessEnv;
  sink?: LogSink;
  chromiumPath?: string;
  /** The registry the candidate is judged against (the service's); default the store's own file. */
  registry?: Registry;
}

/** Runs the smoke run; resolves with its refusals and notes (never throws for a broken candidate). */
export async function smokeRun(opts: SmokeOptions): Promise<CheckOutcome> {
  const env = opts.env ?? process.env;
  const out: CheckOutcome = { reasons: [], notes: [] };
  const candidate = readRecord(opts.store, opts.app, opts.version);
  if (!candidate)
    return {
      reasons: [`La versión ${opts.version} de ` + `${APP_DIRS[opts.app]} ` + `no está en el almacén.`],
      notes: [],
    };
  const registry = opts.registry ?? readRegistry(opts.store);
  const live = liveVersions(registry);
  const composed = Object.fromEntries(
    APP_NAMES.flatMap((a) => {
      const version = a === opts.app ? opts.version : live[a];
      const record = version ? readRecord(opts.store, a, version) : null;
      return record ? [[a, record]] : [];
    }),
  ) as Partial<Record<AppName, NonNullable<ReturnType<typeof readRecord>>>>;
  const missing = APP_NAMES.filter((a) => !composed[a]);
  // An app with nothing live yet (a site's first deploy) leaves no composed site to visit; a live version
  // that could not be read was refused before (can-deploy.ts).
  if (missing.length)
    return {
      reasons: [],
      notes: [
        `Prueba de humo no ejecutada: ` +
          `${missing.map((a) => APP_DIRS[a]).join(', ')} no tiene versión en vivo todavía.`,
      ],
    };
  const plan = smokePlan(candidate, composed);
  out.notes.push(...plan.skipped.map((s) => `Prueba de humo: no se visita ${s}.`));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-can-deploy-'));
  const sink: LogSink = opts.sink ?? (() => undefined);
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  try {
    const ports = smokePorts(env);
    // The local stand-ins, whatever this shell points at (a real API or Firebase project, other ports).
    const stackEnv: NodeJS.ProcessEnv = { ...env };
    for (const key of Object.keys(stackEnv))
      if (
        /^(API_URL|PUBLIC_API_URL|MF_\w+_URL|FIREBASE_\w+|DB_FILE|UPLOADS_DIR|REGISTRY_URL|LOTENGO_ENV|\w+_PORT)$/.test(
          key,
        )
      )
        delete stackEnv[key];
    composedStore(opts.store, opts.app, opts.version, path.join(tmp, 'releases'), registry);
    const t0 = Date.now();
    [stack, browser] = await Promise.all([
      startStack({
        ports,
        env: stackEnv,
        releasesDir: path.join(tmp, 'releases'),
        dbFile: path.join(tmp, 'db.sqlite'),
        uploadsDir: path.join(tmp, 'uploads'),
        authStateDir: null,
        seed: true,
        sink,
        handleSignals: false,
      }),
      // Loaded here: Playwright takes ~1 s to load, and every other release command starts without it.
      import('@playwright/test').then(({ chromium }) =>
        chromium.launch({
          executablePath: opts.chromiumPath ?? env.CHROMIUM_PATH ?? CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        }),
      ),
    ]);
    const ready = (Date.now() - t0) / 1000;
    const label = `${candidate.app} ${candidate.version}`;
    const visited = new Set<string>();
    let pages = 0;
    for (const group of plan.groups) {
      const got = await tour(
        browser,
        `http://localhost:${ports.shell}`,
        group.who,
        group.steps,
        plan.linked,
        visited,
        label,
      );
      out.reasons.push(...got.reasons);
      out.notes.push(...got.notes);
      pages += group.steps.length;
    }
    for (const route of plan.linked) {
      if (visited.has(route.path)) continue;
      out.notes.push(
        route.own
          ? `Prueba de humo: no se visita ${route.path} (ninguna página visitada enlaza a ella).`
          : `Prueba de humo: ${route.path}, de una app que monta un ` +
              `módulo de la candidata, ` +
              `queda sin abrir (ninguna ` +
              `página visitada enlaza a ella).`,
      );
    }
    pages += visited.size;
    out.notes.push(
      `Prueba de humo: ${pages} páginas ` +
        `(${plan.groups.map((g) => g.who).join(', ')}); sitio listo en ` +
        `${ready.toFixed(1)} s, visitas en ` +
        `${((Date.now() - t0) / 1000 - ready).toFixed(1)} s.`,
    );
  } catch (err) {
    out.reasons.push(
      `La prueba de humo no pudo completarse: ` + `${err instanceof Error ? err.message.split('\n')[0] : String(err)}.`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}
