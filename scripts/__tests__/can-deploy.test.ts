/**
 * The deploy gate proven on breaking changes: a fake store with five live apps, and candidates
 * each broken one way a team breaks a release by mistake; each is refused with its own sentence, and a
 * compatible change passes. The smoke run (a remote that throws on mount) is e2e/releases/can-deploy.spec.ts.
 */
import { withRegistryService } from './support/registry-service';
import { runCli } from './support/run-cli';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staticVerdict } from '../lib/releases/can-deploy';
import { versionDir } from '@lotengo/platform/releases/layout';
import { movePointer, readRegistry, setCanary } from '@lotengo/platform/releases/registry';
import { rollback } from '../lib/releases/operations';
import { CARD_PROPS, candidate, seedLive } from './support/gate-store';
import { seedRegistry } from './support/registry-service';
import { sitesEnv, testDeployment, withSites } from './support/deployment';
import { localToken } from '@lotengo/platform/registry/tokens';

let tmp: string;
let store: string;
let live: ReturnType<typeof seedLive>;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-can-deploy-'));
  store = path.join(tmp, 'releases');
  live = seedLive(store);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const reasonsOf = (app: Parameters<typeof staticVerdict>[1], version: string) =>
  staticVerdict(store, app, version).reasons;

describe('can-deploy: each breaking candidate is refused with its own reason', () => {
  it('a removed expose a live consumer mounts', async () => {
    const v = candidate(store, 'mf_inbox', (r) => {
      r.exposes = [];
      r.contract!.exposes = {};
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `shell ${live.shell} monta mf_inbox/inbox-page (la ruta /page/buzon, shell/src/app/remote-routes.ts), pero ` +
        `mf-inbox ${v} ya no lo expone.`,
    ]);
  });

  it('a renamed prop of a card another remote mounts', async () => {
    const v = candidate(store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'isEditable?');
    });
    expect(reasonsOf('mf_requests', v)).toEqual([
      `mf_requests/request-card de mf-requests ${v} ya no acepta la prop "editable" que mf-account ` +
        `${live.mf_account} le pasa (mf-account/src/features/profile/tabs/requests-tab.tsx).`,
    ]);
  });

  it('a new required prop', async () => {
    const v = candidate(store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'userCode: number; editable?');
    });
    expect(reasonsOf('mf_requests', v)).toEqual([
      `mf_requests/request-card de mf-requests ${v} exige la prop "userCode", que mf-account ${live.mf_account} no ` +
        `le pasa (mf-account/src/features/profile/tabs/requests-tab.tsx).`,
    ]);
  });

  it('a prop whose type no longer takes what the consumer passes (a type-level check, not a name match)', async () => {
    const v = candidate(store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('id: number; title', 'id: string; title');
    });
    const reasons = reasonsOf('mf_requests', v);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      new RegExp(
        [
          String.raw`^La prop "request" de mf_requests/request-card en mf-requests \S+ `,
          String.raw`acepta \{ id: string; title: string; \}, `,
          String.raw`pero mf-account \S+ le pasa \{ id: number; title: string; \}`,
        ].join(''),
      ),
    );
  });

  it('an incompatible react range', async () => {
    const v = candidate(store, 'mf_inbox', (r) => {
      r.shared[0] = { name: 'react', version: '20.0.1', requiredVersion: '^20.0.0', singleton: true };
    });
    const reasons = reasonsOf('mf_inbox', v);
    expect(reasons).toContain(`mf-inbox ${v} pide react ^20.0.0 y shell ${live.shell} da react 19.3.1.`);
    // …and the other way round: the live apps require 19.3.1, which the candidate's copy is not.
    expect(reasons).toContain(`shell ${live.shell} pide react 19.3.1 y mf-inbox ${v} da react 20.0.1.`);
  });

  it('a release without its manifest', async () => {
    const v = candidate(store, 'mf_inbox', () => undefined, { 'mf-manifest.json': null });
    expect(reasonsOf('mf_inbox', v)).toEqual([`mf-inbox ${v} no tiene mf-manifest.json: ningún host podría cargarla.`]);
  });

  it('a release missing a chunk its record lists (deleted after the release)', async () => {
    const v = candidate(store, 'mf_inbox', () => undefined);
    const chunk = path.join(versionDir(store, 'mf_inbox', v), '__federation_expose_inbox_page.0a1b2c3d.js');
    fs.rmSync(chunk);
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v}: falta el archivo __federation_expose_inbox_page.0a1b2c3d.js (comparado con su release.json).`,
    ]);
  });

  it('a release whose manifest names a chunk the build never wrote', async () => {
    const v = candidate(store, 'mf_inbox', () => undefined, { '__federation_expose_inbox_page.0a1b2c3d.js': null });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v}: su mf-manifest.json pide el archivo __federation_expose_inbox_page.0a1b2c3d.js, que ` +
        `no está en la versión.`,
    ]);
  });

  it('a shell that drops the route to a live remote page', async () => {
    const v = candidate(store, 'shell', (r) => {
      r.contract!.mounts = r.contract!.mounts.filter((m) => m.path !== '/page/buzon');
    });
    expect(reasonsOf('shell', v)).toEqual([
      `shell ${v} ya no tiene la ruta /page/buzon que monta mf_inbox/inbox-page de mf-inbox ${live.mf_inbox} (el ` +
        `shell en vivo la tiene en shell/src/app/remote-routes.ts).`,
    ]);
  });

  it('a shell that routes to a module no live remote exposes', async () => {
    const v = candidate(store, 'shell', (r) => {
      r.contract!.mounts.push({
        remote: 'mf_inbox',
        module: 'agenda-page',
        path: '/page/agenda',
        access: 'session',
        file: 'shell/src/app/remote-routes.ts',
        props: '{}',
      });
    });
    expect(reasonsOf('shell', v)).toEqual([
      `shell ${v} monta mf_inbox/agenda-page (la ruta /page/agenda, shell/src/app/remote-routes.ts), pero mf-inbox ` +
        `${live.mf_inbox} ya no lo expone.`,
    ]);
  });

  it('a remote built on a runtime version the live shell cannot host', async () => {
    const v = candidate(store, 'mf_inbox', (r) => {
      r.federationRuntime.version = '3.0.0';
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v} se compiló con el runtime de federación 3.0.0 y shell ${live.shell} aloja el 2.9.2: deben ` +
        `coincidir en mayor.menor.`,
    ]);
  });

  it('a shell whose runtime, react copy or shared API the live remotes cannot use', async () => {
    const v = candidate(store, 'shell', (r) => {
      r.federationRuntime.version = '2.10.0';
      r.shared[0] = { name: 'react', version: '18.3.1', requiredVersion: '18.3.1', singleton: true };
      r.sharedApi = { hash: 'api-old', exports: { '@lotengo/shared/session': ['logout'] }, uses: {} };
    });
    const reasons = reasonsOf('shell', v);
    expect(reasons).toContain(
      `mf-inbox ${live.mf_inbox} se compiló con el runtime de federación 2.9.2 y shell ${v} aloja el 2.10.0: deben ` +
        `coincidir en mayor.menor.`,
    );
    expect(reasons).toContain(`mf-inbox ${live.mf_inbox} pide react 19.3.1 y shell ${v} da react 18.3.1.`);
    expect(reasons).toContain(
      `mf-inbox ${live.mf_inbox} importa "useSessionUser" de @lotengo/shared/session (mf-inbox/src/bootstrap.tsx), ` +
        `que el shell en vivo no exporta (shell ${v}, API api-old).`,
    );
    // For each of the four live remotes: the runtime, react both ways (each requires 19.3.1; the shell now requires
    // 18.3.1), the API.
    expect(reasons).toHaveLength(4 * 4);
  });

  it('a version that is not in the store', async () => {
    expect(reasonsOf('mf_inbox', 'abc9999-0000000000')).toEqual([
      'La versión abc9999-0000000000 de mf-inbox no está en el almacén de versiones.',
    ]);
  });
});

describe('can-deploy: a compatible change passes', () => {
  it('a new optional prop, a new expose and a newer patch of react within the range', async () => {
    const v = candidate(store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'compact?: boolean; editable?');
      r.exposes.push('./request-map');
      r.contract!.exposes['./request-map'] = '{ center?: [number, number] }';
      r.shared[0] = { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true };
    });
    expect(staticVerdict(store, 'mf_requests', v)).toEqual({ reasons: [], notes: [], revision: 5 });
  });
});

describe('npm run can-deploy / promote with the gate', () => {
  const service = withRegistryService(() => store);
  const sites = withSites(() => store);
  const cli = (...args: string[]) =>
    runCli(args, {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: store,
      NO_COLOR: '1',
      REGISTRY_URL: service.url(),
      DEPLOY_TOKEN: '',
    });
  /** The same command from a runner that holds nothing but a clone (its own empty store, the team's credential). */
  const emptyRunner = (...args: string[]) =>
    runCli(args, {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: path.join(tmp, 'vacio'),
      HOSTING_DIR: path.join(tmp, 'vacio'),
      NO_COLOR: '1',
      REGISTRY_URL: service.url(),
      DEPLOY_TOKEN: localToken(store, 'mf_inbox'),
    });

  it(
    'an empty runner checks the same as a full one; a live record its site cannot give ' + 'is a refusal naming it',
    async () => {
      const broken = candidate(store, 'mf_inbox', (r) => {
        r.exposes = [];
      });
      const full = await cli('can-deploy', 'mf-inbox', broken, '--no-smoke');
      const empty = await emptyRunner('can-deploy', 'mf-inbox', broken, '--no-smoke');
      expect(empty.code).toBe(1);
      expect(empty.stdout.split('\n').slice(0, 2)).toEqual(full.stdout.split('\n').slice(0, 2));
      // The shell's live record is gone from its site: not a skipped check, a refusal that names it.
      fs.rmSync(path.join(versionDir(store, 'shell', live.shell), 'release.json'), { force: true });
      const unread = await emptyRunner(
        'can-deploy',
        'mf-inbox',
        candidate(store, 'mf_inbox', () => undefined),
        '--no-smoke',
      );
      expect(unread.code).toBe(1);
      expect(unread.stdout).toContain(
        `✗ No se pudo leer shell ${live.shell}, que el registro sirve, de su sitio: ` +
          `${sites.origins().shell}/${live.shell}/ no existe`,
      );
    },
  );

  it(
    'answers yes (0) or no (1) with every reason; promote refuses on no, --force --why overrides and ' +
      'the history keeps it',
    async () => {
      const broken = candidate(store, 'mf_inbox', (r) => {
        r.exposes = [];
        r.federationRuntime.version = '3.1.0';
      });
      const no = await cli('can-deploy', 'mf-inbox', broken, '--no-smoke');
      expect(no.code).toBe(1);
      expect(no.stdout).toContain(`No: mf-inbox ${broken} no se puede desplegar (2 motivos).`);
      expect(no.stdout).toContain(`✗ shell ${live.shell} monta mf_inbox/inbox-page`);
      expect(no.stdout).toContain('✗ mf-inbox');

      const refused = await cli('promote', 'mf-inbox', broken, '--no-smoke');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Rechazado por la puerta de despliegue: shell');
      expect(readRegistry(store).apps['mf-inbox']!.live).toBe(live.mf_inbox);

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
      const entry = readRegistry(store).history.at(-1) as unknown as Record<string, unknown>;
      expect(entry).toMatchObject({ app: 'mf-inbox', to: broken, why: 'arreglo urgente del buzón', forced: true });
      expect(entry.gateReasons).toHaveLength(2);
      expect((await cli('history', 'mf-inbox')).stdout).toContain('forzado sobre la puerta de despliegue: shell');

      const fine = candidate(store, 'mf_properties', () => undefined);
      const yes = await cli('can-deploy', 'mf-properties', fine, '--no-smoke');
      expect([yes.code, yes.stdout.split('\n')[0]]).toEqual([0, `Sí: mf-properties ${fine} se puede desplegar.`]);
    },
  );
});

describe('the gate judges what users will actually get', () => {
  /** mf-inbox without the page the shell mounts: what a broken canary looks like. */
  const brokenInbox = () =>
    candidate(store, 'mf_inbox', (r) => {
      r.exposes = [];
      r.contract!.exposes = {};
    });

  it("a shell candidate is checked against each running canary's combination too, naming the canary", () => {
    const shell = candidate(store, 'shell', () => undefined);
    expect(reasonsOf('shell', shell)).toEqual([]);
    const canary = brokenInbox();
    seedRegistry(
      store,
      setCanary(readRegistry(store), {
        app: 'mf_inbox',
        canary: { version: canary, percent: 10 },
        by: 'test',
        why: '',
      }),
    );
    expect(reasonsOf('shell', shell)).toEqual([
      `shell ${shell} monta mf_inbox/inbox-page (la ruta /page/buzon, shell/src/app/remote-routes.ts), pero mf-inbox ` +
        `${canary} ya no lo expone (con el canario en curso mf-inbox ${canary}).`,
    ]);
    // The app whose canary it is: its own candidate replaces the canary, so that canary is no combination of it.
    expect(
      reasonsOf(
        'mf_inbox',
        candidate(store, 'mf_inbox', () => undefined),
      ),
    ).toEqual([]);
  });

  describe('rollback', () => {
    withRegistryService(() => store);
    const sites = withSites(() => store);
    // A runner that holds nothing: the target and the live versions come from their sites.
    const d = () =>
      testDeployment(path.join(tmp, 'runner-vacio'), {
        ...sitesEnv(sites.origins()),
        DEPLOY_TOKEN: localToken(store, 'mf_inbox'),
      });

    it('to a version the live shell can no longer mount: refused unless forced, and kept as forced', async () => {
      const old = brokenInbox();
      // History: the broken one was live, then the current one; a rollback would go back to it.
      let registry = readRegistry(store);
      registry = movePointer(registry, { app: 'mf_inbox', action: 'promote', to: old, by: 'test', why: '' });
      registry = movePointer(registry, { app: 'mf_inbox', action: 'promote', to: live.mf_inbox, by: 'test', why: '' });
      seedRegistry(store, registry);
      const gate = { smoke: false };
      await expect(rollback({ deployment: d(), app: 'mf_inbox', by: 'ana', gate })).rejects.toThrow(
        `Rechazado por la puerta de despliegue (rollback a ${old}): shell ${live.shell} monta mf_inbox/inbox-page`,
      );
      expect(readRegistry(store).apps['mf-inbox']!.live).toBe(live.mf_inbox);
      await expect(
        rollback({ deployment: d(), app: 'mf_inbox', by: 'ana', gate: { ...gate, force: true } }),
      ).rejects.toThrow('--force necesita --why');
      const forced = await rollback({
        deployment: d(),
        app: 'mf_inbox',
        by: 'ana',
        why: 'el actual borra mensajes',
        gate: { ...gate, force: true },
      });
      expect(forced.entry).toMatchObject({
        action: 'rollback',
        to: old,
        forced: true,
        gateReasons: [expect.stringContaining('ya no lo expone')],
      });
      expect(readRegistry(store).apps['mf-inbox']!.live).toBe(old);
    });
  });
});
