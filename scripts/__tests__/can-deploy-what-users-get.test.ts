/**
 * The deploy gate judges what users will actually get: each running canary's combination, and the live
 * versions a rollback goes back to, in a fake store with five live apps.
 */
import { seedRegistry, withRegistryService } from './support/registry-service';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staticVerdict } from '../lib/releases/can-deploy';
import { movePointer, readRegistry, setCanary } from '@lotengo/platform/releases/registry';
import { rollback } from '../lib/releases/operations';
import { candidate, seedLive } from './support/gate-store';
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
