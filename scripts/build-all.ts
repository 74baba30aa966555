/**
 * `npm run build`: the six production builds through turbo (the five apps and functions/, two at a time; unchanged
 * inputs come from its cache), then each app's build stamp, so the e2e setup does not take a build whose unchanged
 * files webpack left with their old dates for a stale one and build it again.
 */
import path from 'node:path';
import { APP_NAMES } from '@lotengo/shared/build/ports';
import { markBuilt } from './lib/build';
import { BIN_DIR } from '@lotengo/platform/paths';
import { runCommand } from './lib/stages';

async function main(): Promise<number> {
  const code = await runCommand(
    path.join(BIN_DIR, 'turbo'),
    ['run', 'build', '--concurrency=2', '--output-logs=errors-only', ...process.argv.slice(2)],
    {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
  );
  if (code === 0) APP_NAMES.forEach(markBuilt);
  return code;
}

main().then((code) => process.exit(code));
