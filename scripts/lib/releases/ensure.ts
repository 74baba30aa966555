/**
 * `npm start`'s part of the release flow: the embedded default makes its own first releases and
 * registry, so a fresh clone serves the composed site from a release store exactly as production does.
 */
import type { LogSink } from '../log';
import { APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import { inputsHash } from '@lotengo/platform/releases/hashing';
import { historyOf } from '@lotengo/platform/releases/registry';
import { readRecord } from '@lotengo/platform/releases/store';
import { promote, releaseApp } from './operations';
import type { Deployment } from './deployment';
import { GateRefusal } from '../registry/client';

/**
 * How `npm start` signs its moves (the reason's prefix: who moved is the credential's identity, the app's
 * local token): the pointers it set, it may move again. Older registries said it in `by`.
 */
export const START_ACTOR = 'npm start';
const startedIt = (entry: { by: string; why: string } | undefined) =>
  entry !== undefined && (entry.by === START_ACTOR || entry.why.startsWith(`${START_ACTOR}:`));

/**
 * For each app: nothing live → release and promote it. Live but built from other sources → the same,
 * when the pointer is `npm start`'s own (a developer's edit shows on the next start, as with dist/ before)
 * or when `force` says so; a pointer a person moved (promote, rollback) is left alone, with a hint.
 */
export async function ensureReleased(opts: {
  deployment: Deployment;
  apps: readonly AppName[];
  force?: boolean;
  sink: LogSink;
}): Promise<AppName[]> {
  const say = (line: string) => opts.sink('release', line);
  const moved: AppName[] = [];
  const { deployment } = opts;
  const client = deployment.registry;
  for (const app of opts.apps) {
    // The whole history: who set the pointer decides whether npm start may move it.
    const { registry } = await client.readFull(app);
    const pointer = registry.apps[APP_DIRS[app]];
    const live = pointer ? readRecord(deployment.store, app, pointer.live) : null;
    if (live && live.inputsHash === inputsHash(app)) continue;
    const ownPointer = startedIt(historyOf(registry, app).at(-1));
    if (live && !ownPointer && !opts.force) {
      say(
        `${APP_DIRS[app]}: en vivo ${live.version}, que no ` +
          `corresponde a tus fuentes; ` +
          `se deja (lo fijó una ` +
          `persona). "npm start -- --build" ` +
          `publica y pone en vivo tus fuentes.`,
      );
      continue;
    }
    const started = Date.now();
    const out = await releaseApp({ store: deployment.store, app, sink: opts.sink });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const what = out.created
      ? `versión ${out.record.version} creada en ${seconds} s`
      : `${out.record.version} (${out.reason})`;
    say(`${APP_DIRS[app]}: ${what}`);
    const move = { deployment, app, version: out.record.version };
    const why = `${START_ACTOR}: ${live ? 'fuentes actuales' : 'primera versión'}`;
    const result = await promote({ ...move, why }).catch((err: unknown) => {
      if (!(err instanceof GateRefusal)) throw err;
      // The apps are built from one tree and promoted one by one: between two of them the gate may see a
      // mix it refuses (a prop renamed on both sides). On this machine that is the developer's call.
      say(`${APP_DIRS[app]}: la puerta de despliegue dice que no (${err.reasons.join(' ')}); se fuerza en local.`);
      return promote({ ...move, why: `${why} (forzado: tus fuentes van juntas)`, force: true });
    });
    if (result.changed) moved.push(app);
  }
  return moved;
}
