/** Steps of the rehearsal's journeys (rehearsal.spec.ts) long enough to read better on their own. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '../support';
import { npmRun, runner, versionFrom } from '../support/rehearsal';
import { promote } from '../../scripts/lib/releases/operations';
import type { Rehearsal } from '../../scripts/lib/rehearsal/rehearsal';

/**
 * Two versions of mf-inbox uploaded by one runner, then promoted at once from two other empty runners:
 * the first holds its write until the second's promote has settled (so the second wins the revision).
 */
export async function racingPromotes(rehearsal: Rehearsal, dir: string) {
  const maker = await runner(rehearsal, dir, 'mf_inbox', 'runner-versiones');
  const versions = ['a', 'b'].map((n) =>
    versionFrom(maker.env.RELEASES_DIR!, 'mf_inbox', (d) => fs.writeFileSync(path.join(d, 'notas.txt'), n)),
  );
  for (const v of versions) expect((await npmRun(maker.env, 'upload', 'mf-inbox', v)).code).toBe(0);
  const [one, two] = await Promise.all([
    runner(rehearsal, dir, 'mf_inbox', 'runner-uno'),
    runner(rehearsal, dir, 'mf_inbox', 'runner-dos'),
  ]);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const first = promote({
    deployment: one.deployment,
    app: 'mf_inbox',
    version: versions[0]!,
    beforeWrite: () => held,
  });
  const second = promote({ deployment: two.deployment, app: 'mf_inbox', version: versions[1]! }).finally(() =>
    release(),
  );
  return { versions, first, second };
}

/** A candidate of mf-inbox that no longer exposes the page the shell mounts, on `team`'s runner. */
export function brokenCandidate<T extends { env: NodeJS.ProcessEnv }>(team: T) {
  const broken = versionFrom(team.env.RELEASES_DIR!, 'mf_inbox', (d) => {
    const file = path.join(d, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes: Array<{ name: string }> };
    manifest.exposes = manifest.exposes.filter((e) => e.name !== 'inbox-page');
    fs.writeFileSync(file, JSON.stringify(manifest));
  });
  return { team, broken };
}
