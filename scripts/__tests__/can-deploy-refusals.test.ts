/**
 * The deploy gate proven on breaking changes: a fake store with five live apps, and candidates
 * each broken one way a team breaks a release by mistake; each is refused with its own sentence, and a
 * compatible change passes. The smoke run (a remote that throws on mount) is e2e/releases/can-deploy.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticVerdict } from '../lib/releases/can-deploy';
import { versionDir } from '@lotengo/platform/releases/layout';
import { CARD_PROPS, candidate, withGateStore } from './support/gate-store';

const g = withGateStore();

const { reasonsOf } = g;

describe('can-deploy: each breaking candidate is refused with its own reason', () => {
  it('a removed expose a live consumer mounts', async () => {
    const v = candidate(g.store, 'mf_inbox', (r) => {
      r.exposes = [];
      r.contract!.exposes = {};
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `shell ${g.live.shell} monta mf_inbox/inbox-page (la ruta /page/buzon, shell/src/app/remote-routes.ts), pero ` +
        `mf-inbox ${v} ya no lo expone.`,
    ]);
  });

  it('a renamed prop of a card another remote mounts', async () => {
    const v = candidate(g.store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'isEditable?');
    });
    expect(reasonsOf('mf_requests', v)).toEqual([
      `mf_requests/request-card de mf-requests ${v} ya no acepta la prop "editable" que mf-account ` +
        `${g.live.mf_account} le pasa (mf-account/src/features/profile/tabs/requests-tab.tsx).`,
    ]);
  });

  it('a new required prop', async () => {
    const v = candidate(g.store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'userCode: number; editable?');
    });
    expect(reasonsOf('mf_requests', v)).toEqual([
      `mf_requests/request-card de mf-requests ${v} exige la prop "userCode", que mf-account ${g.live.mf_account} no ` +
        `le pasa (mf-account/src/features/profile/tabs/requests-tab.tsx).`,
    ]);
  });

  it('a prop whose type no longer takes what the consumer passes (a type-level check, not a name match)', async () => {
    const v = candidate(g.store, 'mf_requests', (r) => {
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
    const v = candidate(g.store, 'mf_inbox', (r) => {
      r.shared[0] = { name: 'react', version: '20.0.1', requiredVersion: '^20.0.0', singleton: true };
    });
    const reasons = reasonsOf('mf_inbox', v);
    expect(reasons).toContain(`mf-inbox ${v} pide react ^20.0.0 y shell ${g.live.shell} da react 19.3.1.`);
    // …and the other way round: the live apps require 19.3.1, which the candidate's copy is not.
    expect(reasons).toContain(`shell ${g.live.shell} pide react 19.3.1 y mf-inbox ${v} da react 20.0.1.`);
  });

  it('a release without its manifest', async () => {
    const v = candidate(g.store, 'mf_inbox', () => undefined, { 'mf-manifest.json': null });
    expect(reasonsOf('mf_inbox', v)).toEqual([`mf-inbox ${v} no tiene mf-manifest.json: ningún host podría cargarla.`]);
  });

  it('a release missing a chunk its record lists (deleted after the release)', async () => {
    const v = candidate(g.store, 'mf_inbox', () => undefined);
    const chunk = path.join(versionDir(g.store, 'mf_inbox', v), '__federation_expose_inbox_page.0a1b2c3d.js');
    fs.rmSync(chunk);
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v}: falta el archivo __federation_expose_inbox_page.0a1b2c3d.js (comparado con su release.json).`,
    ]);
  });

  it('a release whose manifest names a chunk the build never wrote', async () => {
    const v = candidate(g.store, 'mf_inbox', () => undefined, { '__federation_expose_inbox_page.0a1b2c3d.js': null });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v}: su mf-manifest.json pide el archivo __federation_expose_inbox_page.0a1b2c3d.js, que ` +
        `no está en la versión.`,
    ]);
  });

  it('a shell that drops the route to a live remote page', async () => {
    const v = candidate(g.store, 'shell', (r) => {
      r.contract!.mounts = r.contract!.mounts.filter((m) => m.path !== '/page/buzon');
    });
    expect(reasonsOf('shell', v)).toEqual([
      `shell ${v} ya no tiene la ruta /page/buzon que monta mf_inbox/inbox-page de mf-inbox ${g.live.mf_inbox} (el ` +
        `shell en vivo la tiene en shell/src/app/remote-routes.ts).`,
    ]);
  });

  it('a shell that routes to a module no live remote exposes', async () => {
    const v = candidate(g.store, 'shell', (r) => {
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
        `${g.live.mf_inbox} ya no lo expone.`,
    ]);
  });

  it('a remote built on a runtime version the live shell cannot host', async () => {
    const v = candidate(g.store, 'mf_inbox', (r) => {
      r.federationRuntime.version = '3.0.0';
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v} se compiló con el runtime de federación 3.0.0 y shell ${g.live.shell} aloja el 2.9.2: deben ` +
        `coincidir en mayor.menor.`,
    ]);
  });

  it('a shell whose runtime, react copy or shared API the live remotes cannot use', async () => {
    const v = candidate(g.store, 'shell', (r) => {
      r.federationRuntime.version = '2.10.0';
      r.shared[0] = { name: 'react', version: '18.3.1', requiredVersion: '18.3.1', singleton: true };
      r.sharedApi = { hash: 'api-old', exports: { '@lotengo/shared/session': ['logout'] }, uses: {} };
    });
    const reasons = reasonsOf('shell', v);
    expect(reasons).toContain(
      `mf-inbox ${g.live.mf_inbox} se compiló con el runtime de federación 2.9.2 y shell ${v} aloja el 2.10.0: deben ` +
        `coincidir en mayor.menor.`,
    );
    expect(reasons).toContain(`mf-inbox ${g.live.mf_inbox} pide react 19.3.1 y shell ${v} da react 18.3.1.`);
    expect(reasons).toContain(
      `mf-inbox ${g.live.mf_inbox} importa "useSessionUser" de @lotengo/shared/session (mf-inbox/src/bootstrap.tsx), ` +
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
    const v = candidate(g.store, 'mf_requests', (r) => {
      r.contract!.exposes['./request-card'] = CARD_PROPS.replace('editable?', 'compact?: boolean; editable?');
      r.exposes.push('./request-map');
      r.contract!.exposes['./request-map'] = '{ center?: [number, number] }';
      r.shared[0] = { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true };
    });
    expect(staticVerdict(g.store, 'mf_requests', v)).toEqual({ reasons: [], notes: [], revision: 5 });
  });
});
