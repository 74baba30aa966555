/**
 * The deploy gate through the commands: `npm run can-deploy` and promote with the gate, from a full
 * store and from an empty runner, against a fake store with five live apps.
 */
import { withRegistryService } from './support/registry-service';
import { runCli } from './support/run-cli';
import fs from 'node:fs';
import path from 'node:path';
import { versionDir } from '@lotengo/platform/releases/layout';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { candidate, withGateStore } from './support/gate-store';
import { sitesEnv, withSites } from './support/deployment';
import { localToken } from '@lotengo/platform/registry/tokens';

const g = withGateStore();

describe('npm run can-deploy / promote with the gate', () => {
  const service = withRegistryService(() => g.store);
  const sites = withSites(() => g.store);
  const cli = (...args: string[]) =>
    runCli(args, {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: g.store,
      NO_COLOR: '1',
      REGISTRY_URL: service.url(),
      DEPLOY_TOKEN: '',
    });
  /** The same command from a runner that holds nothing but a clone (its own empty g.store, the team's credential). */
  const emptyRunner = (...args: string[]) =>
    runCli(args, {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: path.join(g.tmp, 'vacio'),
      HOSTING_DIR: path.join(g.tmp, 'vacio'),
      NO_COLOR: '1',
      REGISTRY_URL: service.url(),
      DEPLOY_TOKEN: localToken(g.store, 'mf_inbox'),
    });

  it(
    'an empty runner checks the same as a full one; a live record its site cannot give ' + 'is a refusal naming it',
    async () => {
      const broken = candidate(g.store, 'mf_inbox', (r) => {
        r.exposes = [];
      });
      const full = await cli('can-deploy', 'mf-inbox', broken, '--no-smoke');
      const empty = await emptyRunner('can-deploy', 'mf-inbox', broken, '--no-smoke');
      expect(empty.code).toBe(1);
      expect(empty.stdout.split('\n').slice(0, 2)).toEqual(full.stdout.split('\n').slice(0, 2));
      // The shell's live record is gone from its site: not a skipped check, a refusal that names it.
      fs.rmSync(path.join(versionDir(g.store, 'shell', g.live.shell), 'release.json'), { force: true });
      const unread = await emptyRunner(
        'can-deploy',
        'mf-inbox',
        candidate(g.store, 'mf_inbox', () => undefined),
        '--no-smoke',
      );
      expect(unread.code).toBe(1);
      expect(unread.stdout).toContain(
        `✗ No se pudo leer shell ${g.live.shell}, que el registro sirve, de su sitio: ` +
          `${sites.origins().shell}/${g.live.shell}/ no existe`,
      );
    },
  );

  it(
    'answers yes (0) or no (1) with every reason; promote refuses on no, --force --why overrides and ' +
      'the history keeps it',
    async () => {
      const broken = candidate(g.store, 'mf_inbox', (r) => {
        r.exposes = [];
        r.federationRuntime.version = '3.1.0';
      });
      const no = await cli('can-deploy', 'mf-inbox', broken, '--no-smoke');
      expect(no.code).toBe(1);
      expect(no.stdout).toContain(`No: mf-inbox ${broken} no se puede desplegar (2 motivos).`);
      expect(no.stdout).toContain(`✗ shell ${g.live.shell} monta mf_inbox/inbox-page`);
      expect(no.stdout).toContain('✗ mf-inbox');

      const refused = await cli('promote', 'mf-inbox', broken, '--no-smoke');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Rechazado por la puerta de despliegue: shell');
      expect(readRegistry(g.store).apps['mf-inbox']!.live).toBe(g.live.mf_inbox);

      expect((await cli('promote', 'mf-inbox', broken, '--no-smoke', '--force')).code).toBe(2);
      const forced = await cli(
        'promote',
        'mf-inbox',
        broken,
        '--no-smoke',
        '--force',
        '--why',
        'arreglo urgente del buzón',
      );
      expect(forced.code).toBe(0);
      const entry = readRegistry(g.store).history.at(-1) as unknown as Record<string, unknown>;
      expect(entry).toMatchObject({ app: 'mf-inbox', to: broken, why: 'arreglo urgente del buzón', forced: true });
      expect(entry.gateReasons).toHaveLength(2);
      expect((await cli('history', 'mf-inbox')).stdout).toContain('forzado sobre la puerta de despliegue: shell');

      const fine = candidate(g.store, 'mf_properties', () => undefined);
      const yes = await cli('can-deploy', 'mf-properties', fine, '--no-smoke');
      expect([yes.code, yes.stdout.split('\n')[0]]).toEqual([0, `Sí: mf-properties ${fine} se puede desplegar.`]);
    },
  );
});
