/**
 * `npm run releases -- health <app>` and `npm run rollback -- <app> --auto`: clients with errors per
 * version and per 1,000 clients, from the API's anonymous telemetry, and the rule that ends a canary.
 * Every count is of distinct clients, and a client is a network (an IPv4 /24, an IPv6 /48: what one
 * person or one script can easily hold), counted once a day however many reports it sends; so one
 * address, or one network's 30 addresses, is one client: it can neither end a canary nor hide a broken one.
 *
 * The rule (docs/release-gate.md, "Canary"): a canary is over the threshold when at least MIN_CLIENTS
 * clients loaded it, at least max(MIN_ERROR_CLIENTS, MIN_ERROR_CLIENTS_PER_1000 per 1,000 of its clients)
 * of them reported an error, and either
 *   (a) more than MAX_ERRORS_PER_1000 clients with errors (load or render) per 1,000 clients, or
 *   (b) a rate more than RELATIVE_FACTOR × the stable version's (when the stable version has MIN_CLIENTS
 *       clients too).
 * Below MIN_CLIENTS nothing is decided: a handful of visitors with one network hiccup is not a signal.
 * The floor of clients with errors grows with the canary's traffic, so ending a busy canary takes as many
 * networks as its size says, never a fixed handful.
 */
import {
  telemetrySummarySchema,
  type TelemetrySummary,
  type TelemetryVersionSummary,
} from '@lotengo/shared/contracts/telemetry-summary';
import { canaryOf } from '@lotengo/platform/releases/canary';
import { APP_DIRS, ReleaseError, type AppName } from '@lotengo/platform/releases/layout';
import { endCanary, type MoveOutcome } from './operations';
import type { Registry } from '@lotengo/platform/releases/registry';
import type { Deployment } from './deployment';

export const HEALTH_RULES = {
  MIN_CLIENTS: 50,
  MAX_ERRORS_PER_1000: 5,
  RELATIVE_FACTOR: 2,
  MIN_ERROR_CLIENTS: 10,
  /** Of the canary's clients, per 1,000: 2 (so the relative rule still sees a canary at 2–5 per 1,000). */
  MIN_ERROR_CLIENTS_PER_1000: 2,
} as const;

/** Clients with errors a canary of `clients` clients needs before either rule may end it. */
export const errorClientsNeeded = (clients: number): number =>
  Math.max(HEALTH_RULES.MIN_ERROR_CLIENTS, Math.ceil((HEALTH_RULES.MIN_ERROR_CLIENTS_PER_1000 * clients) / 1000));

export interface VersionHealth {
  version: string;
  role: 'en vivo' | 'canario' | 'otra';
  /** Clients that loaded a page with this version. */
  clients: number;
  /** Clients that reported its area failing to load / to render; `errors` those with either (once each). */
  loadErrors: number;
  renderErrors: number;
  errors: number;
  /** Clients with errors per 1,000 clients; null without clients. */
  per1000: number | null;
  paths: Array<{ path: string; clients: number }>;
}

export interface Verdict {
  over: boolean;
  reason: string;
}

/** The summary needs a deploy credential (a team's or an admin's), the one the registry client sends. */
export async function fetchSummary(app: AppName, api: string, credential?: string): Promise<TelemetrySummary> {
  const url = `${api}/telemetry/summary/${APP_DIRS[app]}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json', ...(credential ? { Authorization: `Bearer ${credential}` } : {}) },
    });
  } catch (err) {
    throw new ReleaseError(
      `No se pudo leer la telemetría en ${url} ` +
        `(${err instanceof Error ? err.message : String(err)}): ¿está corriendo la API? (API_URL)`,
    );
  }
  if (!res.ok) {
    const message = ((await res.json().catch(() => null)) as { message?: string } | null)?.message;
    throw new ReleaseError(`La API respondió ${res.status} a ${url}${message ? `: ${message}` : ''}.`);
  }
  // An API of another version (counting reports, not clients) must not be judged as if it counted clients.
  const parsed = telemetrySummarySchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ReleaseError(
      `La API respondió a ${url} un ` +
        `resumen de telemetría ` +
        `que no se entiende (en ` +
        `${issue.path.join('.') || 'el cuerpo'}); ¿es una API de otra versión?`,
    );
  }
  return parsed.data;
}

const rate = (errors: number, loads: number) => (loads > 0 ? (errors * 1000) / loads : null);

function healthOf(
  row: TelemetryVersionSummary | undefined,
  version: string,
  role: VersionHealth['role'],
): VersionHealth {
  const clients = row?.clients ?? 0;
  const loadErrors = row?.errorClients.load ?? 0;
  const renderErrors = row?.errorClients.render ?? 0;
  const errors = row?.errorClients.total ?? 0;
  return {
    version,
    role,
    clients,
    loadErrors,
    renderErrors,
    errors,
    per1000: rate(errors, clients),
    paths: row?.paths ?? [],
  };
}

/** Every version the telemetry knows, live and canary first (with zeros when nothing was reported yet). */
export function healthRows(registry: Registry, app: AppName, summary: TelemetrySummary): VersionHealth[] {
  const pointer = registry.apps[APP_DIRS[app]];
  const canary = canaryOf(registry, app);
  const byVersion = new Map(summary.versions.map((v) => [v.version, v]));
  const rows: VersionHealth[] = [];
  if (pointer) rows.push(healthOf(byVersion.get(pointer.live), pointer.live, 'en vivo'));
  if (canary) rows.push(healthOf(byVersion.get(canary.version), canary.version, 'canario'));
  for (const v of summary.versions)
    if (v.version !== pointer?.live && v.version !== canary?.version) rows.push(healthOf(v, v.version, 'otra'));
  return rows;
}

const fmt = (n: number | null) => (n === null ? '—' : n.toFixed(1));

/** The threshold rule (module comment) applied to a canary and its stable version. */
export function judgeCanary(canary: VersionHealth, stable: VersionHealth | undefined): Verdict {
  const R = HEALTH_RULES;
  const counts = `${canary.errors} de ${canary.clients} clientes con errores`;
  if (canary.clients < R.MIN_CLIENTS) {
    return {
      over: false,
      reason:
        `el canario ${canary.version} lo cargaron ` +
        `${canary.clients} clientes distintos ` +
        `(${canary.errors} con errores); hacen ` +
        `falta ${R.MIN_CLIENTS} para decidir`,
    };
  }
  const canaryRate = canary.per1000 ?? 0;
  const needed = errorClientsNeeded(canary.clients);
  if (canary.errors < needed) {
    return {
      over: false,
      reason:
        `el canario ${canary.version} tiene ${counts}: dentro del umbral (hacen falta al menos ${needed} ` +
        `clientes distintos con errores para terminarlo: ${R.MIN_ERROR_CLIENTS}, o ${R.MIN_ERROR_CLIENTS_PER_1000} ` +
        `por 1.000 de sus clientes)`,
    };
  }
  if (canaryRate > R.MAX_ERRORS_PER_1000) {
    return {
      over: true,
      reason:
        `el canario ${canary.version} ` +
        `tiene ${fmt(canaryRate)} ` +
        `clientes con errores por ` +
        `1.000 (${counts}), por encima del ` +
        `umbral de ${R.MAX_ERRORS_PER_1000}`,
    };
  }
  if (stable && stable.clients >= R.MIN_CLIENTS && canaryRate > R.RELATIVE_FACTOR * (stable.per1000 ?? 0)) {
    return {
      over: true,
      reason:
        `el canario ${canary.version} tiene ` +
        `${fmt(canaryRate)} clientes con ` +
        `errores por 1.000, más de ` +
        `${R.RELATIVE_FACTOR} veces los ` +
        `${fmt(stable.per1000)} de la versión en ` +
        `vivo ${stable.version}`,
    };
  }
  return {
    over: false,
    reason:
      `el canario ${canary.version} tiene ${fmt(canaryRate)} ` +
      `clientes con errores por ` +
      `1.000 (${counts}); la ` +
      `versión en vivo ${fmt(stable?.per1000 ?? null)}; dentro del umbral (> ${R.MAX_ERRORS_PER_1000}, o > ` +
      `${R.RELATIVE_FACTOR}× la estable, con al menos ${needed} clientes con errores)`,
  };
}

export interface HealthReport {
  rows: VersionHealth[];
  verdict: Verdict | null;
  lines: string[];
}

export async function health(opts: {
  deployment: Pick<Deployment, 'registry' | 'settings'>;
  app: AppName;
  api?: string;
}): Promise<HealthReport> {
  const summary = await fetchSummary(
    opts.app,
    (opts.api ?? opts.deployment.settings.apiUrl).replace(/\/$/, ''),
    opts.deployment.registry.credential(opts.app),
  );
  const { registry } = await opts.deployment.registry.read();
  const rows = healthRows(registry, opts.app, summary);
  const canary = canaryOf(registry, opts.app);
  const canaryRow = rows.find((r) => r.role === 'canario');
  const verdict = canaryRow
    ? judgeCanary(
        canaryRow,
        rows.find((r) => r.role === 'en vivo'),
      )
    : null;
  // One row of the table: version, role, clients, load errors, render errors, per 1,000.
  const row = (cells: string[]) =>
    `  ${cells[0]!.padEnd(24)}${cells[1]!.padEnd(14)}` +
    [cells[2]!.padStart(9), cells[3]!.padStart(8), cells[4]!.padStart(8), cells[5]!.padStart(11)].join('');
  const lines = [
    `${APP_DIRS[opts.app]}: clientes distintos por versión (telemetría de la API, desde que cada versión se vio ` +
      'por primera vez; un cliente es una red, /24 o /48, y cuenta una vez al día)',
    row(['versión', 'papel', 'clientes', 'carga', 'render', 'por 1.000']),
    ...rows.map(
      (r) =>
        row([
          r.version,
          r.role === 'canario' && canary ? `canario ${canary.percent} %` : r.role,
          String(r.clients),
          String(r.loadErrors),
          String(r.renderErrors),
          fmt(r.per1000),
        ]) +
        (r.paths.length
          ? `   (${r.paths
              .slice(0, 3)
              .map((p) => `${p.path} ×${p.clients}`)
              .join(', ')})`
          : ''),
    ),
    verdict
      ? `Canario: ${verdict.over ? 'POR ENCIMA del umbral' : 'dentro del umbral'}: ${verdict.reason}.`
      : 'Sin canario en curso.',
  ];
  return { rows, verdict, lines };
}

/**
 * `npm run rollback -- <app> --auto`: ends the canary only when its health is over the threshold, and
 * says why either way. A missing canary, too few clients or too few clients with errors is not a rollback.
 */
export async function autoRollback(opts: {
  deployment: Pick<Deployment, 'registry' | 'settings' | 'sites' | 'store' | 'env'>;
  app: AppName;
  api?: string;
}): Promise<{ outcome: MoveOutcome | null; lines: string[] }> {
  const { registry } = await opts.deployment.registry.read();
  if (!canaryOf(registry, opts.app))
    return { outcome: null, lines: [`${APP_DIRS[opts.app]}: no hay un canario en ` + `curso; --auto no cambia nada.`] };
  const report = await health(opts);
  const verdict = report.verdict!;
  if (!verdict.over) return { outcome: null, lines: [...report.lines, `Se mantiene el canario: ${verdict.reason}.`] };
  const outcome = await endCanary({
    deployment: opts.deployment,
    app: opts.app,
    why: `automático: ${verdict.reason}`,
  });
  return { outcome, lines: [...report.lines, `Canario terminado: ${verdict.reason}.`, outcome.message] };
}
