import fs from 'node:fs';
import { DbUnreadableError, removeStaleTempFiles, writeFileAtomic } from '../db/atomic-file-adapter';
import type { StoredNotification, StoredNotificationPreferences } from '../db/schema';
import { DEFAULT_RETENTION, NotificationIndex, type Retention } from './notification-index';

/** What the journal holds: the notifications kept (by recipient), the preferences and the last stream event id. */
export class AlertState {
  readonly index: NotificationIndex;
  preferences: StoredNotificationPreferences[] = [];
  eventSeq = 0;

  constructor(retention: Retention = DEFAULT_RETENTION) {
    this.index = new NotificationIndex(retention);
  }

  /** Everyone's, by id: for snapshots and tests (a request uses `index`, which is per member). */
  get notifications(): StoredNotification[] {
    return this.index.all();
  }
}

/**
 * One line: a notification (new or changed, whole), one removed by the retention (`d`, its id), a
 * user's preferences, or the event counter (with the last notification id, so ids are never reused).
 */
export type JournalLine = { n: StoredNotification } | { d: number } | { p: StoredNotificationPreferences } | { s: number; i?: number };

/** The journal of a db: `db.json` → `db.alerts.jsonl`, next to it. */
export const journalFileOf = (dbFile: string) => `${dbFile.replace(/\.json$/, '')}.alerts.jsonl`;

/** Rewritten on start when it holds this many times more lines than live records. */
const COMPACT_RATIO = 2;

/** Replays a journal's lines (later lines win); a last line cut by a crash (no newline) was never acknowledged. */
export function replayJournal(text: string, file = 'journal', retention?: Retention): { state: AlertState; lines: number; goodLength: number } {
  const state = new AlertState(retention);
  let offset = 0;
  let lines = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    if (end < 0) break;
    const raw = text.slice(offset, end);
    offset = end + 1;
    if (!raw.trim()) continue;
    let line: JournalLine;
    try {
      line = JSON.parse(raw) as JournalLine;
    } catch {
      throw new DbUnreadableError(`El diario de notificaciones ${file} tiene una línea dañada (byte ${offset - raw.length - 1})`);
    }
    lines++;
    if ('n' in line) {
      state.index.put(line.n);
      if (line.n.eventId > state.eventSeq) state.eventSeq = line.n.eventId;
    } else if ('d' in line) state.index.remove(line.d);
    else if ('p' in line) {
      state.preferences = state.preferences.filter((x) => x.userCode !== line.p.userCode).concat(line.p);
    } else {
      if (line.s > state.eventSeq) state.eventSeq = line.s;
      if (line.i !== undefined && line.i > state.index.lastId) state.index.lastId = line.i;
    }
  }
  return { state, lines, goodLength: offset };
}

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Notifications live in an append-only journal beside the db, not in db.json: a fan-out then costs
 * one small append + fsync, not a rewrite of a 10 MB file. Appends are group-committed like the
 * store's writes (one fsync for every line queued in the same tick); a route that announces
 * something answers after its lines are on disk.
 */
export class AlertJournal {
  readonly state: AlertState;
  private fd: number;
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushScheduled = false;
  private flushing = false;

  constructor(
    readonly file: string,
    retention?: Retention,
    now = Date.now(),
  ) {
    removeStaleTempFiles(file);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const { state, lines, goodLength } = replayJournal(text, file, retention);
    this.state = state;
    // What aged past the retention while the server was down goes before anyone reads it.
    let expired = 0;
    for (const userCode of [...state.index.members()]) for (const n of state.index.expired(userCode, now)) expired += state.index.remove(n.notificationId) ? 1 : 0;
    const live = state.index.size + state.preferences.length + 1;
    if (expired || goodLength < text.length || lines > COMPACT_RATIO * live + 100) {
      // Drop superseded and expired lines and a torn last line in one crash-safe rewrite.
      writeFileAtomic(file, this.snapshot());
    }
    this.fd = fs.openSync(file, 'a', 0o600);
  }

  private snapshot(): string {
    const lines: JournalLine[] = [...this.state.index.all().map((n) => ({ n })), ...this.state.preferences.map((p) => ({ p })), { s: this.state.eventSeq, i: this.state.index.lastId }];
    return lines.map((l) => `${JSON.stringify(l)}\n`).join('');
  }

  /** Resolves once the lines are on disk (together with every other line queued meanwhile). */
  append(lines: readonly JournalLine[]): Promise<void> {
    if (!lines.length) return Promise.resolve();
    for (const l of lines) this.pending.push(`${JSON.stringify(l)}\n`);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushScheduled || this.flushing) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /**
   * One write + fsync for everything queued, on libuv's threads: the event loop keeps serving
   * requests while the disk works. One flush at a time, so lines reach the file in order; what is
   * queued meanwhile goes in the next one.
   */
  private flush(): void {
    this.flushScheduled = false;
    const text = this.pending.join('');
    const batch = this.waiters;
    this.pending = [];
    this.waiters = [];
    if (!batch.length) return;
    this.flushing = true;
    const done = (err: Error | null) => {
      this.flushing = false;
      for (const w of batch) {
        if (err) w.reject(err);
        else w.resolve();
      }
      if (this.waiters.length) this.schedule();
    };
    const bytes = Buffer.from(text, 'utf8');
    const writeFrom = (offset: number): void =>
      fs.write(this.fd, bytes, offset, bytes.length - offset, null, (writeErr, written) => {
        if (writeErr) return done(writeErr);
        if (offset + written < bytes.length) return writeFrom(offset + written);
        fs.fsync(this.fd, (syncErr) => done(syncErr));
      });
    writeFrom(0);
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}
