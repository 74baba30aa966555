/**
 * The pointer service holds the deploy gate: a change posted straight to it, with no verdict of its
 * caller, is judged by the same record checks can-deploy runs (five live apps of the gate's fixture);
 * who moved is the credential's identity, never a claim of the body; only an admin, with a reason,
 * forces a "no", and an admin may roll back any app. The history says which was which.
 */
import fs from 'node:fs';
import path from 'node:path';
import { versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRegistry, type HistoryEntry } from '@lotengo/platform/releases/registry';
import { LOCAL_ADMIN, localAdminToken, localToken } from '@lotengo/platform/registry/tokens';
import { candidate, liveWorld, withGateStore } from './support/gate-store';
import { withRegistryService } from './support/registry-service';
import { testDeployment } from './support/deployment';
import { promote } from '../lib/releases/operations';
import { GateRefusal } from '../lib/registry/client';

const g = withGateStore();
const service = withRegistryService(() => g.store);

type Answer = { status: number; body: { message?: string; field?: string; reasons?: string[]; entry?: HistoryEntry } };

/** One change straight to the service, on the current revision, with `token`. */
async function post(app: string, body: object, token: string | undefined): Promise<Answer> {
  const revision = readRegistry(g.store).revision;
  const res = await fetch(`${service.url()}/apps/${app}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'If-Match': `"${revision}"`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
const team = (app: AppName) => localToken(g.store, app)!;
const admin = () => localAdminToken(g.store)!;
const lastEntry = () => readRegistry(g.store).history.at(-1)!;

/** mf-inbox without the page the live shell routes /page/buzon to. */
const withoutInboxPage = () =>
  candidate(g.store, 'mf_inbox', (r) => {
    r.exposes = [];
    r.contract!.exposes = {};
  });
const noPageReason = (v: string) =>
  `shell ${g.live.shell} monta mf_inbox/inbox-page (la ruta /page/buzon, shell/src/app/remote-routes.ts), pero ` +
  `mf-inbox ${v} ya no lo expone.`;

describe('the service runs the gate itself', () => {
  it('an incompatible candidate with no verdict, posted straight to it: 409 naming the check', async () => {
    const broken = withoutInboxPage();
    const before = readRegistry(g.store);
    const refused = await post('mf-inbox', { action: 'promote', to: broken }, team('mf_inbox'));
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          `Rechazado por la puerta de despliegue del servicio del registro: ${noPageReason(broken)} (solo un ` +
          'administrador puede forzarlo, con forced y why).',
        field: 'to',
        reasons: [noPageReason(broken)],
      },
    });
    // The very reasons can-deploy gives (the same code), and nothing moved.
    expect(g.reasonsOf('mf_inbox', broken)).toEqual(refused.body.reasons);
    expect(readRegistry(g.store)).toEqual(before);
    // A canary reaches real browsers: refused the same way.
    expect((await post('mf-inbox', { action: 'canary-start', to: broken, percent: 10 }, team('mf_inbox'))).status).toBe(
      409,
    );
  });

  it('the CLI without its preflight gets the same refusal; a compatible candidate goes through', async () => {
    const deployment = testDeployment(g.store, { DEPLOY_TOKEN: team('mf_inbox') });
    const broken = withoutInboxPage();
    const refusal = await promote({ deployment, app: 'mf_inbox', version: broken }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect((refusal as GateRefusal).reasons).toEqual([noPageReason(broken)]);

    const fine = candidate(g.store, 'mf_inbox', (r) => {
      r.exposes = [...r.exposes, './inbox-widget'];
    });
    const out = await promote({ deployment, app: 'mf_inbox', version: fine });
    expect(out.entry).toMatchObject({ action: 'promote', to: fine, by: 'token local de mf-inbox' });
  });

  it('a live record its site cannot give is a refusal naming it, not a skipped check', async () => {
    fs.rmSync(path.join(versionDir(g.store, 'shell', g.live.shell), 'release.json'));
    const fine = candidate(g.store, 'mf_inbox', () => undefined);
    const refused = await post('mf-inbox', { action: 'promote', to: fine }, team('mf_inbox'));
    expect(refused.status).toBe(409);
    expect(refused.body.reasons).toEqual([
      `No se pudo leer shell ${g.live.shell}, que el registro sirve, de su sitio: no está en su sitio.`,
    ]);
  });
});

describe('who moved: the verified identity, never a claim', () => {
  it('a body that says who it is (by) is a 400; the history records the credential', async () => {
    const fine = candidate(g.store, 'mf_inbox', () => undefined);
    const claimed = await post('mf-inbox', { action: 'promote', to: fine, by: 'jefa@lotengo.pe' }, team('mf_inbox'));
    expect(claimed).toEqual({
      status: 400,
      body: {
        message:
          'Cambio no válido: by no se acepta; quien hace el cambio es la identidad que prueba la credencial (el ' +
          'historial la guarda).',
        field: 'by',
      },
    });
    expect((await post('mf-inbox', { action: 'promote', to: fine, why: 'nueva' }, team('mf_inbox'))).status).toBe(200);
    expect(lastEntry()).toMatchObject({ by: 'token local de mf-inbox', credential: 'token local de mf-inbox' });
    expect(lastEntry().admin).toBeUndefined();
  });

  it("a team's token claiming forced: 403, whatever it sends; nothing moves", async () => {
    const broken = withoutInboxPage();
    const before = readRegistry(g.store);
    for (const forced of [true, ['la puerta se equivoca']]) {
      const res = await post('mf-inbox', { action: 'promote', to: broken, forced, why: 'urgente' }, team('mf_inbox'));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ field: 'forced' });
      expect(res.body.message).toContain('forzar la puerta de despliegue es cosa de un administrador');
    }
    expect(readRegistry(g.store)).toEqual(before);
  });

  it('an admin forces a promote with a reason; without one it is a 400; the history keeps who and what', async () => {
    const broken = withoutInboxPage();
    const noReason = await post('mf-inbox', { action: 'promote', to: broken, forced: true }, admin());
    expect(noReason).toMatchObject({ status: 400, body: { field: 'why' } });
    const forced = await post(
      'mf-inbox',
      { action: 'promote', to: broken, forced: ['la prueba de humo falló en /page/buzon'], why: 'arreglo urgente' },
      admin(),
    );
    expect(forced.status).toBe(200);
    expect(lastEntry()).toMatchObject({
      action: 'promote',
      to: broken,
      by: LOCAL_ADMIN,
      why: 'arreglo urgente',
      admin: true,
      forced: true,
      // The service's own reasons first, then what the caller's preflight saw and the service cannot run.
      gateReasons: [noPageReason(broken), 'la prueba de humo falló en /page/buzon'],
    });
    // Not forced, an admin is judged like anybody.
    const again = withoutInboxPage();
    expect((await post('mf-inbox', { action: 'promote', to: again }, admin())).status).toBe(409);
  });
});

describe('admins may roll back any app', () => {
  it('a rollback by an admin is recorded as done by an admin; another team cannot', async () => {
    const next = candidate(g.store, 'mf_account', (r) => {
      r.exposes = [...r.exposes, './account-widget'];
    });
    expect((await post('mf-account', { action: 'promote', to: next }, team('mf_account'))).status).toBe(200);
    const other = await post('mf-account', { action: 'rollback', why: 'incidente' }, team('mf_inbox'));
    expect(other).toEqual({
      status: 403,
      body: { message: 'Rechazado: la credencial token local de mf-inbox no puede mover mf-account (solo mf-inbox).' },
    });
    const back = await post('mf-account', { action: 'rollback', why: 'incidente 42: el perfil no carga' }, admin());
    expect(back.status).toBe(200);
    expect(readRegistry(g.store).apps['mf-account']?.live).toBe(g.live.mf_account);
    expect(lastEntry()).toMatchObject({
      action: 'rollback',
      app: 'mf-account',
      from: next,
      to: g.live.mf_account,
      by: LOCAL_ADMIN,
      why: 'incidente 42: el perfil no carga',
      admin: true,
    });
    expect(lastEntry().forced).toBeUndefined();
  });

  it('a rollback to a version the live shell can no longer mount: refused; an admin forces it', async () => {
    // mf-inbox v1 adds a page, a new shell routes to it: going back to the first mf-inbox would break it.
    const world = liveWorld();
    const v1 = candidate(g.store, 'mf_inbox', (r) => {
      r.exposes = [...r.exposes, './inbox-archive'];
      r.contract!.exposes['./inbox-archive'] = '{ [key: string]: never }';
    });
    expect((await post('mf-inbox', { action: 'promote', to: v1 }, team('mf_inbox'))).status).toBe(200);
    const shell = candidate(g.store, 'shell', (r) => {
      r.contract!.mounts = [
        ...world.shell.contract!.mounts,
        {
          remote: 'mf_inbox',
          module: 'inbox-archive',
          path: '/page/archivo',
          access: 'session',
          file: 'shell/src/app/remote-routes.ts',
          props: '{ [key: string]: never }',
        },
      ];
    });
    expect((await post('shell', { action: 'promote', to: shell }, team('shell'))).status).toBe(200);

    const refused = await post('mf-inbox', { action: 'rollback', why: 'vuelta' }, team('mf_inbox'));
    const reason =
      `shell ${shell} monta mf_inbox/inbox-archive (la ruta /page/archivo, shell/src/app/remote-routes.ts), pero ` +
      `mf-inbox ${g.live.mf_inbox} ya no lo expone.`;
    expect(refused).toMatchObject({ status: 409, body: { reasons: [reason] } });
    const forced = await post(
      'mf-inbox',
      { action: 'rollback', forced: true, why: 'el buzón nuevo pierde datos' },
      admin(),
    );
    expect(forced.status).toBe(200);
    expect(lastEntry()).toMatchObject({
      action: 'rollback',
      to: g.live.mf_inbox,
      by: LOCAL_ADMIN,
      admin: true,
      forced: true,
      gateReasons: [reason],
    });
  });
});
