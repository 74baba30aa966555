/**
 * Release telemetry's counters: per app version, how many distinct clients loaded a page served with
 * it, and how many reported its area failing to load or to render (and on which paths). A client counts
 * once per UTC day however many reports it sends (client-key.ts), so one address cannot decide a canary
 * either way: 30 errors a minute are one client with errors, a flood of page loads one client more.
 *
 * The counts live in the database (table telemetryVersions): a report is one small transaction, as
 * durable as any other change and gone with the rest when the seed is written again; the same store,
 * the same export, nothing beside it to keep in step. Rows hold counts only: no address, no client key.
 * The day's "already counted" keys stay in memory (a restart forgets them with the salt, so a client
 * may count once more that day).
 */
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';
import { dailyClientKeys, type ClientKeys } from './client-key';

/** Versions kept: the least recently reported go first. */
export const TELEMETRY_MAX_ROWS = 200;
/** Error paths kept per version. */
export const TELEMETRY_MAX_PATHS = 20;

export type ErrorKind = 'load' | 'render';
export type ErrorReport = { app: string; version: string; kind: ErrorKind; path: string };

/** One app version's counts; every number is of distinct clients (per UTC day, summed over days). */
export interface TelemetryRow {
  app: string;
  version: string;
  clients: number;
  /** Clients with an error of either kind (a client with both counts once here). */
  errors: number;
  loadErrors: number;
  renderErrors: number;
  /** Clients that reported an error on each path (at most TELEMETRY_MAX_PATHS paths). */
  paths: Record<string, number>;
  firstAt: string;
  lastAt: string;
}

const rowOfVersion = prepare((app: string, version: string) =>
  qb.selectFrom('telemetryVersions').selectAll().where('app', '=', app).where('version', '=', version),
);
const touch = prepare((lastAt: string, app: string, version: string) =>
  qb.updateTable('telemetryVersions').set({ lastAt }).where('app', '=', app).where('version', '=', version),
);
/** The rows past the newest `kept` (the least recently reported go first). */
const dropBeyond = prepare((kept: number) =>
  qb
    .deleteFrom('telemetryVersions')
    .where('rowid', 'in', (eb) =>
      eb
        .selectFrom('telemetryVersions')
        .select('rowid')
        .orderBy('lastAt', 'desc')
        .orderBy('rowid', 'desc')
        .limit(-1)
        .offset(kept),
    )
    .returning(['app', 'version']),
);
const saveCounts = prepare(
  (
    clients: number,
    errors: number,
    loadErrors: number,
    renderErrors: number,
    paths: string,
    app: string,
    version: string,
  ) =>
    qb
      .updateTable('telemetryVersions')
      .set({ clients, errors, loadErrors, renderErrors, paths })
      .where('app', '=', app)
      .where('version', '=', version),
);
const rowsOfApp = prepare((app: string) =>
  qb
    .selectFrom('telemetryVersions')
    .selectAll()
    .where('app', '=', app)
    .orderBy('lastAt', 'desc')
    .orderBy('rowid', 'desc'),
);

export interface CountersOptions {
  store: Store;
  keys?: ClientKeys;
}

export class TelemetryCounters {
  readonly keys: ClientKeys;
  private readonly store: Store;
  /**
   * Today's counted (what, client key) pairs, per row (app and version): emptied when the day (and with
   * it the salt) changes, and a row's with the row when it is dropped (so they cannot pile up).
   */
  private seen = new Map<string, Set<string>>();
  private seenDay = -1;

  constructor(opts: CountersOptions) {
    this.keys = opts.keys ?? dailyClientKeys();
    this.store = opts.store;
  }

  /** Counts `what` of a row for this client once a day: true the first time today. */
  private firstToday(row: string, what: string, client: string, at: number): boolean {
    const day = this.keys.dayOf(at);
    if (day !== this.seenDay) {
      this.seen.clear();
      this.seenDay = day;
    }
    let seen = this.seen.get(row);
    if (!seen) this.seen.set(row, (seen = new Set()));
    const key = `${what}\u0000${client}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  /** Pairs remembered today (tests: they go with their row). */
  get seenCount(): number {
    let n = 0;
    for (const s of this.seen.values()) n += s.size;
    return n;
  }

  /**
   * The row of an app version, created when new (the least recently reported go past
   * TELEMETRY_MAX_ROWS); its lastAt moves to now.
   */
  private rowOf(app: string, version: string, iso: string): TelemetryRow {
    const table = this.store.telemetryVersions;
    const found = table.selectFirst(rowOfVersion(app, version));
    if (found) {
      this.store.write(touch(iso, app, version));
      return { ...found, lastAt: iso };
    }
    const counts = { clients: 0, errors: 0, loadErrors: 0, renderErrors: 0 };
    const row = table.insert({ app, version, ...counts, paths: {}, firstAt: iso, lastAt: iso } satisfies TelemetryRow);
    const dropped = this.store.read(dropBeyond(TELEMETRY_MAX_ROWS));
    for (const d of dropped) this.seen.delete(rowKey(d.app, d.version));
    return row;
  }

  private save(row: TelemetryRow): void {
    const { clients, errors, loadErrors, renderErrors } = row;
    const paths = JSON.stringify(row.paths);
    this.store.write(saveCounts(clients, errors, loadErrors, renderErrors, paths, row.app, row.version));
  }

  /** A page served these versions to the client at `address`. */
  pageLoad(address: string, versions: ReadonlyArray<readonly [string, string]>, at: number): void {
    const client = this.keys.keyOf(address, at);
    const iso = new Date(at).toISOString();
    this.store.transaction(() => {
      for (const [app, version] of versions) {
        const row = this.rowOf(app, version, iso);
        if (this.firstToday(rowKey(app, version), 'p', client, at)) this.save({ ...row, clients: row.clients + 1 });
      }
    });
  }

  /** The client at `address` saw `app`'s area of that version fail on `path`. */
  remoteError(address: string, report: ErrorReport, at: number): void {
    const client = this.keys.keyOf(address, at);
    const key = rowKey(report.app, report.version);
    this.store.transaction(() => {
      const row = this.rowOf(report.app, report.version, new Date(at).toISOString());
      if (this.firstToday(key, 'x', client, at)) row.errors += 1;
      if (this.firstToday(key, report.kind, client, at)) {
        if (report.kind === 'load') row.loadErrors += 1;
        else row.renderErrors += 1;
      }
      const known = row.paths[report.path] !== undefined;
      const room = known || Object.keys(row.paths).length < TELEMETRY_MAX_PATHS;
      if (room && this.firstToday(key, `e\u0000${report.path}`, client, at)) {
        row.paths[report.path] = (row.paths[report.path] ?? 0) + 1;
      }
      this.save(row);
    });
  }

  /** One app's rows, the most recently reported first. */
  rowsOf(app: string): TelemetryRow[] {
    return this.store.telemetryVersions.select(rowsOfApp(app));
  }
}

const rowKey = (app: string, version: string) => `${app}\u0000${version}`;
