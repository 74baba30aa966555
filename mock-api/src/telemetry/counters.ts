/**
 * Release telemetry's counters: per app version, how many distinct clients loaded a page served with
 * it, and how many reported its area failing to load or to render (and on which paths). A client counts
 * once per UTC day however many reports it sends (client-key.ts), so one address cannot decide a canary
 * either way: 30 errors a minute are one client with errors, a flood of page loads one client more.
 *
 * Kept outside db.json, in memory, with a snapshot `<db>.telemetry.json` beside it written atomically
 * (on the writer thread) at most once per `debounceMs` (and on close): a report costs a few map
 * lookups, never a rewrite of the whole database. A snapshot, not a journal, because the counters are small and bounded (200 versions
 * × 20 paths) and a second of counts lost in a crash does not change a verdict that needs 50 clients.
 * What is written holds counts only: no address, no client key. The day's "already counted" keys stay
 * in memory (a restart forgets them with the salt, so a client may count once more that day).
 */
import fs from 'node:fs';
import { removeStaleTempFiles } from '../db/atomic-file-adapter';
import { writerThread, type FileWriter } from '../db/writer-thread';
import { dailyClientKeys, type ClientKeys } from './client-key';

/** Versions kept: the least recently reported go first. */
export const TELEMETRY_MAX_ROWS = 200;
/** Error paths kept per version. */
export const TELEMETRY_MAX_PATHS = 20;

export type ErrorKind = 'load' | 'render';

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

interface Snapshot {
  schema: 1;
  rows: TelemetryRow[];
}

/** `db.json` → `db.telemetry.json`, next to it. */
export const telemetryFileOf = (dbFile: string) => `${dbFile.replace(/\.json$/, '')}.telemetry.json`;

export interface CountersOptions {
  /** The snapshot file; null keeps the counters in memory only. */
  file: string | null;
  keys?: ClientKeys;
  debounceMs?: number;
  log?: (...args: unknown[]) => void;
  /** How the snapshot is written (default: the db's crash-safe write on a thread of its own). */
  writeFile?: FileWriter;
}

export class TelemetryCounters {
  readonly keys: ClientKeys;
  private rows: TelemetryRow[] = [];
  /**
   * Today's counted (what, client key) pairs, per row (app and version): emptied when the day (and with
   * it the salt) changes, and a row's with the row when it is dropped (so they cannot pile up).
   */
  private seen = new Map<TelemetryRow, Set<string>>();
  private seenDay = -1;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly writeFile: FileWriter;
  private readonly debounceMs: number;
  private readonly log: (...args: unknown[]) => void;
  /** Snapshots written (tests and the benchmark). */
  writes = 0;

  constructor(private readonly opts: CountersOptions) {
    this.keys = opts.keys ?? dailyClientKeys();
    this.debounceMs = opts.debounceMs ?? 1000;
    this.log = opts.log ?? console.warn;
    this.writeFile = opts.writeFile ?? writerThread();
    if (opts.file) this.rows = this.load(opts.file);
  }

  private load(file: string): TelemetryRow[] {
    removeStaleTempFiles(file);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    try {
      const snap = JSON.parse(text) as Snapshot;
      if (snap.schema === 1 && Array.isArray(snap.rows)) return snap.rows;
    } catch {
      // Kept aside below: counters are not worth refusing to start, nor silently overwriting.
    }
    const aside = `${file}.ilegible-${Date.now()}`;
    fs.renameSync(file, aside);
    this.log(`[mock-api] contadores de telemetría ilegibles, apartados en ${aside}; se empieza de cero`);
    return [];
  }

  /** Counts `what` of `row` for this client once a day: true the first time today. */
  private firstToday(row: TelemetryRow, what: string, client: string, at: number): boolean {
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

  private rowOf(app: string, version: string, iso: string): TelemetryRow {
    let row = this.rows.find((r) => r.app === app && r.version === version);
    if (!row) {
      row = { app, version, clients: 0, errors: 0, loadErrors: 0, renderErrors: 0, paths: {}, firstAt: iso, lastAt: iso };
      this.rows.push(row);
      if (this.rows.length > TELEMETRY_MAX_ROWS) {
        this.rows.sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1));
        for (const dropped of this.rows.splice(TELEMETRY_MAX_ROWS)) this.seen.delete(dropped);
      }
    }
    row.lastAt = iso;
    return row;
  }

  /** A page served these versions to the client at `address`. */
  pageLoad(address: string, versions: ReadonlyArray<readonly [string, string]>, at: number): void {
    const client = this.keys.keyOf(address, at);
    const iso = new Date(at).toISOString();
    for (const [app, version] of versions) {
      const row = this.rowOf(app, version, iso);
      if (this.firstToday(row, 'p', client, at)) row.clients += 1;
    }
    this.changed();
  }

  /** The client at `address` saw `app`'s area of that version fail on `path`. */
  remoteError(address: string, report: { app: string; version: string; kind: ErrorKind; path: string }, at: number): void {
    const client = this.keys.keyOf(address, at);
    const row = this.rowOf(report.app, report.version, new Date(at).toISOString());
    if (this.firstToday(row, 'x', client, at)) row.errors += 1;
    if (this.firstToday(row, report.kind, client, at)) {
      if (report.kind === 'load') row.loadErrors += 1;
      else row.renderErrors += 1;
    }
    const known = row.paths[report.path] !== undefined;
    if ((known || Object.keys(row.paths).length < TELEMETRY_MAX_PATHS) && this.firstToday(row, `e\u0000${report.path}`, client, at)) {
      row.paths[report.path] = (row.paths[report.path] ?? 0) + 1;
    }
    this.changed();
  }

  /** One app's rows, the most recently reported first. */
  rowsOf(app: string): TelemetryRow[] {
    return this.rows.filter((r) => r.app === app).sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1));
  }

  private changed(): void {
    if (!this.opts.file || this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
    this.timer.unref();
  }

  /**
   * Writes the snapshot now if anything changed since the last one, on the writer thread (its two
   * fsyncs once a second while reports come in would otherwise stall every call). One write at a time:
   * a flush while one is on its way writes right after it, with the counts as they are then.
   */
  flush(): Promise<void> {
    if (!this.timer || !this.opts.file) return this.inFlight ?? Promise.resolve();
    clearTimeout(this.timer);
    this.timer = null;
    const file = this.opts.file;
    const write = () =>
      this.writeFile(file, Buffer.from(JSON.stringify({ schema: 1, rows: this.rows } satisfies Snapshot))).then(
        () => void (this.writes += 1),
        (err: unknown) => this.log(`[mock-api] no se pudieron guardar los contadores de telemetría: ${err instanceof Error ? err.message : String(err)}`),
      );
    // Started at once when nothing is on its way (a synchronous writer then writes before flush returns).
    const next: Promise<void> = (this.inFlight ? this.inFlight.then(write) : write()).finally(() => {
      if (this.inFlight === next) this.inFlight = null;
    });
    this.inFlight = next;
    return next;
  }

  /** Writes what is pending and stops the timer (shutdown): resolves once it is on disk. */
  close(): Promise<void> {
    return this.flush();
  }
}
