/**
 * What a pipeline runs. The workspace graph (which packages a diff affects, through their
 * dependencies and the global files of turbo.json) is turbo's answer; this only turns that answer and
 * the changed file names into the stages' inputs: the packages to check, the apps to build and
 * release, and the journeys to run (scripts/lib/pipeline/areas.ts).
 */
import { API_ROUTE_AREAS, areaGrep, JOURNEY_AREAS, journeyGrep } from './areas';
import { APP_DIR_LIST, PACKAGE_DIR_LIST, type AppDir, type PackageDir } from './apps';

export type JourneySelection = { kind: 'none' } | { kind: 'all' } | { kind: 'grep'; grep: string };

export interface PipelinePlan {
  /** Linted, type-checked and unit-tested (with what they import, through turbo's `^` tasks). */
  packages: PackageDir[];
  /** Built, released and put through can-deploy against the live set. */
  apps: AppDir[];
  journeys: JourneySelection;
  /** The repository tooling's own tests and the root lint/typecheck (scripts/, e2e/, .github/ or .ci/ changed). */
  tooling: boolean;
  /** One line per choice, printed before the stages run. */
  reasons: string[];
}

/** `npm run pipeline -- mf-inbox`: the app, its tests and the journeys that touch it. */
export function planForApps(apps: readonly AppDir[]): PipelinePlan {
  const unique = APP_DIR_LIST.filter((a) => apps.includes(a));
  return {
    packages: unique,
    apps: unique,
    journeys: unique.length === APP_DIR_LIST.length ? { kind: 'all' } : { kind: 'grep', grep: journeyGrep(unique) },
    tooling: false,
    reasons: unique.map(
      (a) => `${a}: pedido; sus recorridos son los de scripts/lib/pipeline/areas.ts y los marcados @${a}`,
    ),
  };
}

/** Root files whose change can break every journey: the e2e harness itself. */
const E2E_HARNESS = /^e2e\/(support\/|global-|playwright\.config)/;
/** The workflows and CI's own files (.ci/run, the recorded durations): the tooling's tests check them. */
const CI_FILES = /^\.(github|ci)\//;
/** mock-api files that no running server or page depends on. */
const API_INERT = /^mock-api\/(README\.md$|src\/(__tests__|bench)\/)/;

/**
 * `--affected <ref>`: `affected` is turbo's list of workspaces changed since the ref (with their
 * dependents; everything when a global file of turbo.json changed), `changed` the files of the diff.
 */
export function planForAffected(affected: readonly PackageDir[], changed: readonly string[]): PipelinePlan {
  const reasons: string[] = [];
  const apps = APP_DIR_LIST.filter((a) => affected.includes(a));
  const packages = PACKAGE_DIR_LIST.filter((p) => affected.includes(p));
  const all = apps.length === APP_DIR_LIST.length;
  if (all)
    reasons.push(
      'todas las apps: ' +
        (changed.some((f) => f.startsWith('shared/'))
          ? 'cambió shared/ (todas lo importan)'
          : 'cambió un archivo global (lockfile, configuración de compilación o de pruebas)'),
    );
  else apps.forEach((a) => reasons.push(`${a}: cambió ${a}/ (o lo que importa)`));

  const areas: string[] = apps.flatMap((a) => JOURNEY_AREAS[a]);
  const tags = apps.map((a) => `@${a}`);
  let everyJourney = all;

  if (!all && packages.includes('mock-api')) {
    for (const file of changed.filter((f) => f.startsWith('mock-api/') && !API_INERT.test(f))) {
      const route = /^mock-api\/src\/routes\/([^/]+)\.ts$/.exec(file)?.[1];
      const routeAreas = route ? API_ROUTE_AREAS[route] : undefined;
      if (routeAreas) {
        areas.push(...routeAreas);
        reasons.push(`mock-api: ${file} → recorridos de ${routeAreas.join(', ')}`);
      } else {
        everyJourney = true;
        reasons.push(`mock-api: ${file} lo usa toda la API → todos los recorridos`);
      }
    }
    if (!reasons.some((r) => r.startsWith('mock-api:')))
      reasons.push('mock-api: solo sus pruebas cambiaron → sus pruebas unitarias, sin recorridos');
  }

  // The functions answer /config.json and the registry behind Hosting (their code in platform/); their
  // tests are the tooling's.
  const functionsChanged = !all && (packages.includes('functions') || packages.includes('platform'));
  if (functionsChanged) {
    areas.push('releases/');
    reasons.push(
      'functions: /config.json y el registro detrás de Hosting → recorridos de releases/ y pruebas de las herramientas',
    );
  }

  const e2eChanged = changed.filter((f) => f.startsWith('e2e/'));
  if (e2eChanged.some((f) => E2E_HARNESS.test(f))) {
    everyJourney = true;
    reasons.push('e2e: cambió el arnés (support, setup, configuración) → todos los recorridos');
  } else {
    const specs = e2eChanged.filter((f) => f.endsWith('.spec.ts')).map((f) => f.slice('e2e/'.length));
    if (specs.length) reasons.push(`e2e: recorridos cambiados: ${specs.join(', ')}`);
    areas.push(...specs);
  }
  const ciChanged = changed.some((f) => CI_FILES.test(f));
  const tooling =
    changed.some((f) => f.startsWith('scripts/') || f.startsWith('e2e/')) || ciChanged || functionsChanged || all;
  if (changed.some((f) => f.startsWith('scripts/'))) reasons.push('scripts/: pruebas de las herramientas');
  if (ciChanged)
    reasons.push('CI (.github/, .ci/): el linter de los flujos de trabajo y las pruebas de las herramientas');
  if (!reasons.length) reasons.push('nada que compruebe un cambio de código (solo documentación u otros archivos)');

  const journeys: JourneySelection = everyJourney
    ? { kind: 'all' }
    : areas.length
      ? { kind: 'grep', grep: areaGrep(areas, tags) }
      : { kind: 'none' };
  return { packages, apps, journeys, tooling, reasons };
}
