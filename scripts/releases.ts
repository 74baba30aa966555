/**
 * Release commands, one entry for all of them:
 *   npm run release  -- <app>                       a new immutable version of the app (or a no-op), in RELEASES_DIR
 *   npm run upload   -- <app> <version>             that version where the app's site serves it (HOSTING_DIR)
 *   npm run promote  -- <app> <version> [--why ".."] that version goes live (compare-and-swap in the pointer service)
 *   npm run promote  -- <app> <version> --canary <percent>   that version for <percent> % of browsers
 *   npm run rollback -- <app> [--why ".."]           back to the previous live version (or: ends a running canary)
 *   npm run rollback -- <app> --auto                 ends the canary only if its health is over the threshold
 *   npm run releases -- list [app] | history <app> | health <app> | prune [--dry-run] | token <app>
 *   npm run can-deploy -- <app> <version> [--no-smoke]  the deploy gate's yes or no
 * `promote` (with or without --canary) and `rollback` run the gate first and refuse on "no";
 * `--force --why ".."` overrides it (kept in the history as forced).
 * LOTENGO_ENV chooses the environment (local: this machine's `npm start`; otherwise
 * deploy/<environment>.json): the pointer service, the apps' sites and where a site is deployed. The
 * runner's own versions are in `releases/` (or RELEASES_DIR); the credential is DEPLOY_TOKEN.
 * Who did it is the identity the credential proves (the pointer service records it); forcing the gate
 * takes an admin's credential (locally, the local admin token is used for it).
 * Exit codes: 0 done (or nothing to do), 1 refused (the reason is printed), 2 wrong arguments.
 */
import { consoleSink } from './lib/log';
import { readArgs } from './lib/cli-args';
import { APP_DIRS, parseApp, ReleaseError, UsageError } from '@lotengo/platform/releases/layout';
import { historyOf, promote, prune, releaseApp, rollback, startCanary } from './lib/releases/operations';
import { uploadRelease } from './lib/releases/deploy-site';
import { liveVersions } from '@lotengo/platform/releases/registry';
import { REMOTE_NAMES } from '@lotengo/shared/build/ports';
import { runtimeConfigFromSettings } from '@lotengo/shared/build/deploy-settings';
import { autoRollback, health } from './lib/releases/health';
import { canDeploy, formatVerdict } from './lib/releases/can-deploy';
import { deploymentOf, isLocal } from './lib/releases/deployment';
import { ADMIN, deployToken } from './lib/releases/deploy-token';
import { listLines } from './lib/releases/list';
import { findSame } from '@lotengo/platform/releases/store';
import { inputsHash } from '@lotengo/platform/releases/hashing';

const USAGE = `Uso:
  npm run release  -- <app>
  npm run upload   -- <app> <versión>
  npm run promote  -- <app> <versión> [--canary <porcentaje>] [--why "motivo"] [--no-smoke]
                      [--force --why "motivo"]
  npm run can-deploy -- <app> <versión> [--no-smoke]
  npm run rollback -- <app> [--auto] [--why "motivo"] [--force --why "motivo"]
  npm run releases -- list [app] | history <app> | health <app> | prune [--dry-run] | token <app>|admin
                      | version <app>
                      | config
  Entorno: LOTENGO_ENV (local si no se define) con sus ajustes en deploy/<entorno>.json.
  Servicio del registro: REGISTRY_URL (por defecto el local de npm start); credencial: DEPLOY_TOKEN.
  --canary 10: la versión para el 10 % de los navegadores (fijo por navegador); promote sin --canary: para todos.
  rollback con un canario en curso lo termina; --auto solo si su salud supera el umbral (docs/deploys.md, "Canary").
  health y --auto leen la telemetría de la API del entorno (apiUrl; o --api <url>).
  <app>: ${Object.values(APP_DIRS).join(', ')}`;

/** Every command's options; main() refuses those its command does not take. */
const OPTIONS = {
  why: { type: 'string' },
  canary: { type: 'string' },
  api: { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
  auto: { type: 'boolean' },
  force: { type: 'boolean' },
  'no-smoke': { type: 'boolean' },
} as const;

function parseArgs(args: string[]) {
  try {
    const { values: flags, positionals: positional } = readArgs({ args, options: OPTIONS, allowPositionals: true });
    return { positional, flags };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { positional, flags } = parseArgs(rest);
  // The gate's flags belong to the commands that run it (`rollback --force` stays a wrong argument).
  // (rollback runs the gate's static checks only: --force, never --no-smoke).
  const smoked = command === 'promote' || command === 'can-deploy';
  const gated = smoked || command === 'rollback';
  const known = new Set([
    'why',
    'dry-run',
    'help',
    'canary',
    'auto',
    'api',
    ...(gated ? ['force'] : []),
    ...(smoked ? ['no-smoke'] : []),
  ]);
  const unknown = Object.keys(flags).filter((f) => !known.has(f));
  if (unknown.length) throw new UsageError(`Opción desconocida: --${unknown.join(', --')}`);
  if (command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // Every command works in one environment (its settings checked before anything moves: fail closed).
  const deployment = deploymentOf(process.env);
  const registry = deployment.registry;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const { why } = flags;
  const api = (flags.api ?? deployment.settings.apiUrl).replace(/\/$/, '');
  const gate = (smoke: boolean) => ({
    smoke,
    force: flags.force === true,
    sink: consoleSink,
    onVerdict: (v: Parameters<typeof formatVerdict>[0]) => say(formatVerdict(v)),
  });

  switch (command) {
    case 'release': {
      const app = parseApp(positional[0]);
      const started = Date.now();
      const out = await releaseApp({ store: deployment.store, app, sink: consoleSink });
      if (out.created) {
        say(
          `${APP_DIRS[app]}: nueva versión ${out.record.version} en ${((Date.now() - started) / 1000).toFixed(1)} s ` +
            `(${Object.keys(out.record.files).length} archivos).`,
        );
        if (!isLocal(deployment))
          say(`Para subirla a su sitio: npm run upload -- ${APP_DIRS[app]} ${out.record.version}`);
        say(`Para ponerla en vivo: npm run promote -- ${APP_DIRS[app]} ${out.record.version}`);
      } else {
        say(`${APP_DIRS[app]}: nada que publicar, ${out.reason}. Versión: ${out.record.version}`);
      }
      return 0;
    }
    case 'upload': {
      const app = parseApp(positional[0]);
      const version = positional[1];
      if (!version) throw new UsageError('Falta la versión: npm run upload -- <app> <versión>');
      say((await uploadRelease({ deployment, app, version, sink: consoleSink })).message);
      return 0;
    }
    case 'version': {
      // The version this runner released from the current sources (what `upload` and `promote` take next).
      const app = parseApp(positional[0]);
      const mine = findSame(deployment.store, app, { inputsHash: inputsHash(app) });
      if (!mine)
        throw new ReleaseError(
          `${APP_DIRS[app]}: este runner no tiene una versión de las fuentes actuales; publícala con npm run release ` +
            `-- ${APP_DIRS[app]}.`,
        );
      say(mine.version);
      return 0;
    }
    case 'config': {
      const live = liveVersions((await registry.read()).registry);
      const remotes = Object.fromEntries(REMOTE_NAMES.flatMap((r) => (live[r] ? [[r, live[r]]] : [])));
      say(JSON.stringify(runtimeConfigFromSettings(deployment.settings, remotes), null, 2));
      return 0;
    }
    case 'token': {
      // `token admin`: a release admin's credential (any app; forcing the gate).
      say(await deployToken(deployment, positional[0] === ADMIN ? ADMIN : parseApp(positional[0])));
      return 0;
    }
    case 'promote': {
      const app = parseApp(positional[0]);
      const version = positional[1];
      if (!version) throw new UsageError('Falta la versión: npm run promote -- <app> <versión>');
      if (flags.canary === undefined) {
        say((await promote({ deployment, app, version, why, gate: gate(flags['no-smoke'] !== true) })).message);
        return 0;
      }
      const percent = /^\d{1,3}$/.test(flags.canary) ? Number(flags.canary) : NaN;
      if (Number.isNaN(percent)) throw new UsageError('--canary necesita un porcentaje entero, p. ej. --canary 10');
      say(
        (await startCanary({ deployment, app, version, percent, why, gate: gate(flags['no-smoke'] !== true) })).message,
      );
      return 0;
    }
    case 'can-deploy': {
      const app = parseApp(positional[0]);
      const version = positional[1];
      if (!version) throw new UsageError('Falta la versión: npm run can-deploy -- <app> <versión>');
      const { registry: current } = await registry.read();
      const verdict = await canDeploy({
        deployment,
        app,
        version,
        registry: current,
        smoke: flags['no-smoke'] !== true,
        sink: consoleSink,
      });
      say(formatVerdict(verdict));
      return verdict.ok ? 0 : 1;
    }
    case 'rollback': {
      const app = parseApp(positional[0]);
      if (flags.auto === true) {
        const { lines } = await autoRollback({ deployment, app, api });
        lines.forEach(say);
        return 0;
      }
      // The rollback's target passes the static checks (no smoke run: going back must stay quick).
      say(
        (
          await rollback({
            deployment,
            app,
            why,
            gate: { ...gate(false), onVerdict: (v) => (v.ok ? undefined : say(formatVerdict(v))) },
          })
        ).message,
      );
      return 0;
    }
    case 'health': {
      const app = parseApp(positional[0]);
      (await health({ deployment, app, api })).lines.forEach(say);
      return 0;
    }
    case 'history': {
      const app = parseApp(positional[0]);
      const entries = historyOf((await registry.readFull(app)).registry, app);
      if (!entries.length) say(`${APP_DIRS[app]}: sin cambios registrados.`);
      for (const h of entries) {
        const extra =
          h.action === 'canary-start'
            ? ` (canario ${h.percent} %)`
            : h.endedCanary
              ? ` (termina el canario ${h.endedCanary})`
              : '';
        say(
          `${h.at}  #${h.revision}  ${h.action.padEnd(8)} ${h.from ?? '(ninguna)'} → ${h.to}${extra}  por ` +
            `${h.by}${h.why ? `: ${h.why}` : ''}`,
        );
        if (h.credential) say(`    con la credencial: ${h.credential}`);
        if (h.admin) say('    como administrador');
        if (h.forced) say(`    forzado sobre la puerta de despliegue: ${(h.gateReasons ?? []).join(' ')}`);
      }
      return 0;
    }
    case 'prune': {
      const plans = await prune({ store: deployment.store, dryRun: flags['dry-run'] === true, registry });
      for (const [app, plan] of Object.entries(plans)) {
        for (const v of plan.remove) say(`${app}: ${flags['dry-run'] ? 'se eliminaría' : 'eliminada'} ${v}`);
        for (const k of plan.keep) say(`${app}: se conserva ${k.version} (${k.reasons.join(', ')})`);
      }
      return 0;
    }
    case 'list':
    case undefined: {
      (await listLines(deployment, positional[0] ? [parseApp(positional[0])] : undefined)).forEach(say);
      return 0;
    }
    default:
      throw new UsageError(`Orden desconocida: ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof ReleaseError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
