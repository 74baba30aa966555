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

/** Who `npm start` says it is in the history: the pointers it set, it may move again. */
export const START_ACTOR = 'npm start';

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
    const ownPointer = historyOf(registry, app).at(-1)?.by === START_ACTOR;
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
    const result = await promote({
      deployment,
      app,
      version: out.record.version,
      by: START_ACTOR,
      why: live ? 'fuentes actuales' : 'primera versión',
    });
    if (result.changed) moved.push(app);
  }
  return moved;
}
