/** What `npm run pipeline` runs for an app, and for a diff (turbo's affected packages + the changed files). */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS } from '@lotengo/shared/build/ports';
import { API_ROUTE_AREAS, JOURNEY_AREAS, journeyGrep } from '../lib/pipeline/areas';
import { APP_DIR_LIST, PACKAGE_DIR_LIST } from '../lib/pipeline/apps';
import { planForAffected, planForApps } from '../lib/pipeline/plan';
import { formatStageTable } from '../lib/stages';

const ROOT = path.resolve(__dirname, '..', '..');
const grepOf = (plan: ReturnType<typeof planForApps>) =>
  plan.journeys.kind === 'grep' ? new RegExp(plan.journeys.grep) : null;
/** Playwright matches --grep against "project file describe title tags". */
const line = (file: string, title = 'un recorrido', tags = '') => `chromium ${file} ${title} ${tags}`.trim();

describe('the app lists', () => {
  test('match the apps of the build and the workspaces of package.json', () => {
    expect([...APP_DIR_LIST].sort()).toEqual(Object.values(APP_DIRS).sort());
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    expect([...PACKAGE_DIR_LIST].sort()).toEqual([...workspaces].sort());
  });

  test('every area names a folder or spec file that exists', () => {
    const areas = [...Object.values(JOURNEY_AREAS), ...Object.values(API_ROUTE_AREAS)].flat();
    for (const area of areas) expect([area, fs.existsSync(path.join(ROOT, 'e2e', area))]).toEqual([area, true]);
    for (const route of Object.keys(API_ROUTE_AREAS))
      expect([route, fs.existsSync(path.join(ROOT, 'mock-api/src/routes', `${route}.ts`))]).toEqual([route, true]);
  });
});

describe('planForApps', () => {
  test('mf-inbox: its package, its build and release, its folder, the files listed for it and its tag', () => {
    const plan = planForApps(['mf-inbox']);
    expect(plan.packages).toEqual(['mf-inbox']);
    expect(plan.apps).toEqual(['mf-inbox']);
    const grep = grepOf(plan)!;
    expect(grep.test(line('inbox/seeker-books-visit.spec.ts'))).toBe(true);
    expect(grep.test(line('requests/fresh.spec.ts'))).toBe(true);
    expect(grep.test(line('requests/owner.spec.ts'))).toBe(false);
    expect(grep.test(line('foundation/auth.spec.ts'))).toBe(false);
    // A journey elsewhere opts in with the app's tag; a longer tag does not match.
    expect(grep.test(line('releases/skew.spec.ts', 'el buzón tras una versión nueva', '@mf-inbox'))).toBe(true);
    expect(grep.test(line('releases/skew.spec.ts', 'x', '@mf-inbox-extra'))).toBe(false);
  });

  test('a folder name inside a title is not a folder', () => {
    const grep = grepOf(planForApps(['mf-properties']))!;
    expect(grep.test(line('requests/owner.spec.ts', 've sus properties/ sin spec'))).toBe(false);
    expect(grep.test(line('properties/publish.spec.ts'))).toBe(true);
  });

  test('all five apps: every journey, no grep', () => {
    expect(planForApps([...APP_DIR_LIST]).journeys).toEqual({ kind: 'all' });
  });
});

describe('planForAffected', () => {
  test('a change in one remote: that remote only, its journeys', () => {
    const plan = planForAffected(['mf-inbox'], ['mf-inbox/src/features/offers/offer-card.tsx']);
    expect(plan).toMatchObject({ packages: ['mf-inbox'], apps: ['mf-inbox'], tooling: false });
    expect(plan.journeys).toEqual({ kind: 'grep', grep: journeyGrep(['mf-inbox']) });
  });

  test('a change in shared/ (turbo lists every dependent): all apps, all journeys, the tooling', () => {
    const plan = planForAffected([...PACKAGE_DIR_LIST], ['shared/src/i18n/messages.ts']);
    expect(plan.apps).toEqual([...APP_DIR_LIST]);
    expect(plan.journeys).toEqual({ kind: 'all' });
    expect(plan.tooling).toBe(true);
    expect(plan.reasons[0]).toContain('shared/');
  });

  test('a change in the functions behind Hosting: no app, the release journeys and the tooling tests', () => {
    const plan = planForAffected(['functions'], ['functions/src/index.ts']);
    expect(plan).toMatchObject({ packages: ['functions'], apps: [], tooling: true });
    const grep = grepOf(plan)!;
    expect(grep.test(line('releases/hosting-emulator.spec.ts'))).toBe(true);
    expect(grep.test(line('inbox/seeker-books-visit.spec.ts'))).toBe(false);
  });

  test('a change only in a mock-api route: the API tests and the journeys of that route', () => {
    const plan = planForAffected(['mock-api'], ['mock-api/src/routes/visits.ts']);
    expect(plan.packages).toEqual(['mock-api']);
    expect(plan.apps).toEqual([]);
    const grep = grepOf(plan)!;
    expect(grep.test(line('inbox/seeker-books-visit.spec.ts'))).toBe(true);
    expect(grep.test(line('properties/manage.spec.ts'))).toBe(true);
    expect(grep.test(line('requests/visitor.spec.ts'))).toBe(false);
  });

  test('a change in the API core (store, domain): every journey; in its tests only: none', () => {
    expect(planForAffected(['mock-api'], ['mock-api/src/db/store.ts']).journeys).toEqual({ kind: 'all' });
    expect(planForAffected(['mock-api'], ['mock-api/src/__tests__/inbox.test.ts']).journeys).toEqual({ kind: 'none' });
  });

  test('a changed journey runs; a changed e2e harness runs them all', () => {
    const one = planForAffected([], ['e2e/requests/owner.spec.ts']);
    expect(grepOf(one)!.test(line('requests/owner.spec.ts'))).toBe(true);
    expect(grepOf(one)!.test(line('requests/seeker.spec.ts'))).toBe(false);
    expect(one.tooling).toBe(true);
    expect(planForAffected([], ['e2e/support/session.ts']).journeys).toEqual({ kind: 'all' });
  });

  test('documentation only: nothing to run', () => {
    const plan = planForAffected([], ['README.md']);
    expect(plan).toMatchObject({ packages: [], apps: [], journeys: { kind: 'none' }, tooling: false });
  });
});

describe('formatStageTable', () => {
  test('one row per stage, the total, a failure and a skip', () => {
    const text = formatStageTable(
      'Pipeline mf-inbox',
      [
        { name: 'lint', seconds: 12.34, status: 'ok' },
        { name: 'unitarias', seconds: 3, status: 'falló', note: 'código 1' },
        { name: 'recorridos', seconds: 0, status: 'omitida', note: 'una etapa anterior falló' },
      ],
      15.5,
      '1.00 0.50 0.25',
    );
    expect(text.split('\n')).toEqual([
      'Pipeline mf-inbox (carga al terminar: 1.00 0.50 0.25)',
      'etapa       segundos  estado',
      'lint            12.3  ok',
      'unitarias        3.0  falló   código 1',
      'recorridos       0.0  omitida una etapa anterior falló',
      'total           15.5  falló',
    ]);
  });
});
