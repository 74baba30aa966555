/**
 * The deploy gate judges what users will actually get: each running canary's combination, and the live
 * versions a rollback goes back to, in a fake store with five live apps.
 */
import { seedRegistry, withRegistryService } from './support/registry-service';
import path from 'node:path';
import { movePointer, readRegistry, setCanary } from '@lotengo/platform/releases/registry';
import { rollback } from '../lib/releases/operations';
import { candidate, withGateStore } from './support/gate-store';
import { sitesEnv, testDeployment, withSites } from './support/deployment';
import { LOCAL_ADMIN, localAdminToken, localToken } from '@lotengo/platform/registry/tokens';

const g = withGateStore();

const { reasonsOf } = g;

describe('the gate judges what users will actually get', () => {
  /** mf-inbox without the page the shell mounts: what a broken canary looks like. */
  const brokenInbox = () =>
    candidate(g.store, 'mf_inbox', (r) => {
      r.exposes = [];
      r.contract!.exposes = {};
    });

  it("a shell candidate is checked against each running canary's combination too, naming the canary", () => {
    const shell = candidate(g.store, 'shell', () => undefined);
    expect(reasonsOf('shell', shell)).toEqual([]);
    const canary = brokenInbox();
    seedRegistry(
      g.store,
      setCanary(readRegistry(g.store), {
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
        candidate(g.store, 'mf_inbox', () => undefined),
      ),
    ).toEqual([]);
  });

  describe('rollback', () => {
    withRegistryService(() => g.store);
    const sites = withSites(() => g.store);
    // A runner that holds nothing: the target and the live versions come from their sites.
    const d = (token = localToken(g.store, 'mf_inbox')) =>
      testDeployment(path.join(g.tmp, 'runner-vacio'), { ...sitesEnv(sites.origins()), DEPLOY_TOKEN: token });

    it('to a version the live shell can no longer mount: refused unless forced, and kept as forced', async () => {
      const old = brokenInbox();
      // History: the broken one was live, then the current one; a rollback would go back to it.
      let registry = readRegistry(g.store);
      registry = movePointer(registry, { app: 'mf_inbox', action: 'promote', to: old, by: 'test', why: '' });
      registry = movePointer(registry, {
        app: 'mf_inbox',
        action: 'promote',
        to: g.live.mf_inbox,
        by: 'test',
        why: '',
      });
      seedRegistry(g.store, registry);
      const gate = { smoke: false };
      await expect(rollback({ deployment: d(), app: 'mf_inbox', gate })).rejects.toThrow(
        `Rechazado por la puerta de despliegue (rollback a ${old}): shell ${g.live.shell} monta mf_inbox/inbox-page`,
      );
      expect(readRegistry(g.store).apps['mf-inbox']!.live).toBe(g.live.mf_inbox);
      await expect(rollback({ deployment: d(), app: 'mf_inbox', gate: { ...gate, force: true } })).rejects.toThrow(
        '--force necesita --why',
      );
      // Forcing is an admin's act: the team's own credential is refused by the service.
      const why = 'el actual borra mensajes';
      await expect(rollback({ deployment: d(), app: 'mf_inbox', why, gate: { ...gate, force: true } })).rejects.toThrow(
        'forzar la puerta de despliegue es cosa de un administrador',
      );
      const forced = await rollback({
        deployment: d(localAdminToken(g.store)),
        app: 'mf_inbox',
        why,
        gate: { ...gate, force: true },
      });
      expect(forced.entry).toMatchObject({
        action: 'rollback',
        to: old,
        by: LOCAL_ADMIN,
        admin: true,
        forced: true,
        gateReasons: [expect.stringContaining('ya no lo expone')],
      });
      expect(readRegistry(g.store).apps['mf-inbox']!.live).toBe(old);
    });
  });
});
