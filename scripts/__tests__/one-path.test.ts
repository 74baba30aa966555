/**
 * One path for every environment: what changes between `npm start`, the rehearsal and production is
 * where the services are (the settings), never what the code does. Only the files that turn an
 * environment into settings and credentials may ask which environment this is; a branch on it anywhere
 * else (a local-only step after a pointer move, a fallback that serves this machine) fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '@lotengo/platform/releases/hashing';
import { ROOT_DIR } from '@lotengo/platform/paths';

/** Where the environment becomes settings and a credential, and where the functions refuse `local`. */
const ALLOWED = new Set([
  'platform/src/releases/settings.ts',
  'scripts/lib/releases/deployment.ts',
  'scripts/lib/releases/deploy-token.ts',
  'scripts/releases.ts',
  'functions/src/environment.ts',
]);
/** Asking which environment this is (setting LOTENGO_ENV for a runner, or naming it in a message, is not). */
const ASKS_WHICH_ENVIRONMENT =
  /\b(LOCAL_ENV|isLocal|environmentOf|LOTENGO_STORE)\b|\benvironment\s*[!=]==|\.LOTENGO_ENV\b/;

describe('un solo camino', () => {
  it('no code of the releases, the registry, the rehearsal or the functions branches on the environment', () => {
    const files = [
      'platform/src/releases',
      'platform/src/registry',
      'scripts/lib/releases',
      'scripts/lib/registry',
      'scripts/lib/rehearsal',
      'functions/src',
    ].flatMap((dir) =>
      listFiles(path.join(ROOT_DIR, dir), (rel) => rel.includes('__tests__')).map((rel) => `${dir}/${rel}`),
    );
    expect(files.length).toBeGreaterThan(30);
    const branching = files.filter(
      (f) =>
        f.endsWith('.ts') &&
        !ALLOWED.has(f) &&
        ASKS_WHICH_ENVIRONMENT.test(fs.readFileSync(path.join(ROOT_DIR, f), 'utf8')),
    );
    expect(branching).toEqual([]);
  });

  it(
    'the registry service has no hook after a change: a pointer move is the registry ' + 'document and nothing else',
    () => {
      const service = fs.readFileSync(path.join(ROOT_DIR, 'platform/src/registry/service.ts'), 'utf8');
      expect(service).not.toMatch(/onChange|afterChange|onWrite/);
    },
  );
});
