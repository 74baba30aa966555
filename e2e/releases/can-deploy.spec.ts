/**
 * The deploy gate's smoke run on real builds: in the run's release store, a copy of the live
 * mf-inbox whose exposed page throws when it mounts is refused (the route, the error-boundary notice and
 * the console error are named). A candidate that passes it is team-ships-alone.spec.ts's; the other
 * breaking candidates are record-level and live in scripts/__tests__/can-deploy.test.ts.
 *
 * The throwing page is made the way error-boundaries.spec.ts makes one, but in the files themselves: the
 * exposed chunk of ./inbox-page is replaced by one that registers the same module id (read from
 * remoteEntry.js) with a default export that throws.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support';
import { E2E_PORT_OFFSET } from '../support/env';
import { laneDeployment, liveVersion, releasesDir } from '../support/releases';
import { versionDir } from '@lotengo/platform/releases/layout';
import { addBuild } from '../../scripts/lib/releases/operations';
import { canDeploy } from '../../scripts/lib/releases/can-deploy';

const KEY = 'inbox-page';

/** A copy of the live mf-inbox (its record left out), with `change` applied to the copy. */
function copyOfLive(change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-can-deploy-e2e-'));
  fs.cpSync(versionDir(releasesDir(), 'mf_inbox', liveVersion('mf_inbox')), dir, {
    recursive: true,
    filter: (src) => !src.endsWith('release.json'),
  });
  for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
  change(dir);
  const { record } = addBuild({ store: releasesDir(), app: 'mf_inbox', builtDir: dir });
  fs.rmSync(dir, { recursive: true, force: true });
  return record.version;
}

function throwOnMount(dir: string): void {
  const entry = fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  const start = entry.indexOf(`"./${KEY}":`);
  expect(start, `remoteEntry.js no expone ./${KEY}`).toBeGreaterThan(-1);
  const next = entry.indexOf('"./', start + 3);
  const segment = entry.slice(start, next === -1 ? entry.indexOf('}', start) : next);
  const moduleId = [...segment.matchAll(/\b\w+\((\d+)\)/g)].at(-1)?.[1];
  expect(moduleId, `sin id de módulo para ./${KEY}`).toBeTruthy();
  const chunk = fs
    .readdirSync(dir)
    .find((f) => f.startsWith(`__federation_expose_${KEY.replace(/-/g, '_')}`) && f.endsWith('.js'));
  expect(chunk, 'sin el chunk del módulo expuesto').toBeTruthy();
  const original = fs.readFileSync(path.join(dir, chunk!), 'utf8');
  const ids = /\.push\(\[\[([^\]]*)\]/.exec(original)?.[1];
  expect(ids, 'el chunk no tiene la forma de webpack').toBeTruthy();
  fs.writeFileSync(
    path.join(dir, chunk!),
    [
      `(self.webpackChunkmf_inbox=self.webpackChunkmf_inbox||[]).push([[${ids}],{${moduleId}:(m,e,r)=>{`,
      'r.r(e);r.d(e,{default:()=>C});',
      'function C(){throw new Error("Fallo al montar (candidata de prueba)")}}}]);',
    ].join(''),
  );
}

test.describe('can-deploy: the smoke run', () => {
  test.setTimeout(300_000);
  const env = { ...process.env, LOTENGO_GATE_PORT_OFFSET: String(E2E_PORT_OFFSET) };

  test('a remote that throws on mount is refused naming the route, its error and the notice', async () => {
    const broken = copyOfLive(throwOnMount);
    const deployment = { ...laneDeployment(), env };
    const registry = (await deployment.registry.read()).registry;
    const refused = await canDeploy({ deployment, app: 'mf_inbox', version: broken, registry });
    expect(refused.ok, [...refused.reasons, ...refused.notes].join('\n')).toBe(false);
    expect(refused.reasons.join('\n')).toContain(
      `Prueba de humo de mf-inbox ${broken}: ` + `la ruta /page/buzon da un aviso de error`,
    );
    expect(refused.reasons.join('\n')).toMatch(/Fallo al montar \(candidata de prueba\)/);
    // A candidate that passes the smoke run, every route and dialog reached, is team-ships-alone.spec.ts's.
  });
});
