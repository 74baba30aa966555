/** What the deploy gate's smoke run visits: every route and dialog of the candidate, parameter routes too. */
import type { AppName } from '@lotengo/platform/releases/layout';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import { routeMatcher, smokePlan } from '../lib/releases/smoke-plan';
import { liveWorld } from './support/gate-store';

function composed(): Record<AppName, ReleaseRecord> {
  const world = liveWorld();
  world.shell.contract!.mounts.push(
    {
      remote: 'mf_requests',
      module: 'edit-request-page',
      path: '/page/edit-request/:houseRequestId',
      access: 'session',
      file: 'shell/src/app/remote-routes.ts',
      props: '{}',
    },
    {
      remote: 'mf_requests',
      module: 'create-request-page',
      path: '/page/requests-create/:idDistrit/:idProcess',
      access: 'public',
      file: 'shell/src/app/remote-routes.ts',
      props: '{}',
    },
  );
  return Object.fromEntries(
    Object.entries(world).map(([app, r]) => [app, { ...r, version: `${app}-v1`, contentHash: 'x', files: {} }]),
  ) as Record<AppName, ReleaseRecord>;
}

const paths = (plan: ReturnType<typeof smokePlan>) => plan.groups.map((g) => [g.who, g.steps.map((s) => s.path)]);
const step = (plan: ReturnType<typeof smokePlan>, who: string, path: string) =>
  plan.groups.find((g) => g.who === who)!.steps.find((s) => s.path === path)!;

describe('smokePlan', () => {
  test(
    'a remote: its routes as a visitor and as Diego, its dialog with a session, its ' + 'parameter routes by link',
    () => {
      const all = composed();
      const plan = smokePlan(all.mf_requests, all);
      expect(plan.skipped).toEqual([]);
      expect(paths(plan)).toEqual([
        ['visitor', ['/home', '/page/requests']],
        ['diego', ['/page/profile', '/page/requests']],
      ]);
      // "¡Lo tengo!" needs a session: opened on Diego's visit of the list, not the visitor's.
      expect(step(plan, 'visitor', '/page/requests').modals).toEqual([]);
      expect(step(plan, 'diego', '/page/requests').modals.map((m) => m.what)).toEqual([
        'enlazar una propiedad (¡Lo tengo!)',
      ]);
      expect(plan.linked.map((l) => [l.path, l.signedIn])).toEqual([
        ['/page/edit-request/:houseRequestId', true],
        ['/page/requests-create/:idDistrit/:idProcess', false],
      ]);
      expect(plan.linked[0]!.linkedBy.test('/page/edit-request/12')).toBe(true);
      expect(plan.linked[0]!.linkedBy.test('/page/edit-request/12/x')).toBe(false);
    },
  );

  test('the inbox opens its visit scheduler from "Me gusta"; Lucía opens hours and the close confirmation', () => {
    const all = composed();
    const inbox = step(smokePlan(all.mf_inbox, all), 'diego', '/page/buzon');
    expect(inbox.modals).toHaveLength(1);
    expect(inbox.modals[0]!.button.test('Me gusta: Departamento en alquiler · Miraflores')).toBe(true);
    expect(inbox.modals[0]!.button.test('No me gusta: Departamento en alquiler · Miraflores')).toBe(false);
    const plan = smokePlan(all.mf_properties, all);
    expect(paths(plan)).toEqual([
      ['visitor', ['/home']],
      ['diego', ['/page/properties']],
      ['lucia', ['/page/properties']],
    ]);
    const props = step(plan, 'lucia', '/page/properties');
    expect(props.modals.map((m) => m.what)).toEqual(['los horarios de visita', 'la confirmación de cierre']);
    expect(props.modals[1]!.button.test('Ya se alquiló: cerrar la propiedad 41')).toBe(true);
    expect(props.modals[1]!.button.test('Ya se vendió: cerrar la propiedad 7')).toBe(true);
  });

  test(
    "an app that mounts one of the candidate's modules: its parameter routes are tried, marked as " +
      "not the candidate's own",
    () => {
      const all = composed();
      all.shell.contract!.mounts.push({
        remote: 'mf_properties',
        module: 'property-edit-page',
        path: '/page/property-edit/:propertyId',
        access: 'session',
        file: 'shell/src/app/remote-routes.ts',
        props: '{}',
      });
      all.mf_properties.contract!.mounts.push({
        remote: 'mf_inbox',
        module: 'offer-actions',
        file: 'mf-properties/src/expose/property-detail-page.tsx',
        props: '{}',
      });
      const plan = smokePlan(all.mf_inbox, all);
      expect(plan.linked.map((l) => [l.path, l.own])).toEqual([['/page/property-edit/:propertyId', false]]);
      expect(smokePlan(all.mf_properties, all).linked.map((l) => [l.path, l.own])).toEqual([
        ['/page/property-edit/:propertyId', true],
      ]);
    },
  );

  test('a shell candidate visits every route and opens every dialog', () => {
    const all = composed();
    const plan = smokePlan(all.shell, all);
    expect(plan.groups.flatMap((g) => g.steps)).toHaveLength(7);
    expect(plan.groups.flatMap((g) => g.steps).flatMap((s) => s.modals)).toHaveLength(5);
    expect(plan.linked).toHaveLength(2);
  });

  test('a dialog on a page the candidate does not show is not opened', () => {
    const all = composed();
    all.shell.contract!.mounts = all.shell.contract!.mounts.filter((m) => m.path !== '/page/buzon');
    const plan = smokePlan(all.shell, all);
    expect(plan.groups.flatMap((g) => g.steps).some((s) => s.path === '/page/buzon')).toBe(false);
  });

  test('routeMatcher takes one path segment per parameter and the rest literally', () => {
    const m = routeMatcher('/page/requests-create/:idDistrit/:idProcess');
    expect(m.test('/page/requests-create/150122/1')).toBe(true);
    expect(m.test('/page/requests-create/150122')).toBe(false);
    expect(routeMatcher('/a.b/:id').test('/aXb/1')).toBe(false);
  });
});
