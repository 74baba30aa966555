import fs from 'node:fs';
import { DbUnreadableError, removeStaleTempFiles, writeFileAtomic } from '../db/atomic-file-adapter';
import type { StoredNotification, StoredNotificationPreferences } from '../db/schema';

/** What the journal holds: every notification, the preferences and the last stream event id. */
export interface AlertState {
  notifications: StoredNotification[];
  preferences: StoredNotificationPreferences[];
  eventSeq: number;
}

/** One line: a notification (new or changed, whole), a user's preferences, or the event counter. */
export type JournalLine = { n: StoredNotification } | { p: StoredNotificationPreferences } | { s: number };

/** The journal of a db: `db.json` → `db.alerts.jsonl`, next to it. */
export const journalFileOf = (dbFile: string) => `${dbFile.replace(/\.json$/, '')}.alerts.jsonl`;

/** Rewritten on start when it holds this many times more lines than live records. */
const COMPACT_RATIO = 2;

/** Replays a journal's lines (later lines win); a last line cut by a crash (no newline) was never acknowledged. */
export function replayJournal(text: string, file = 'journal'): { state: AlertState; lines: number; goodLength: number } {
  const state: AlertState = { notifications: [], preferences: [], eventSeq: 0 };
  const index = new Map<number, number>();
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
      const at = index.get(line.n.notificationId);
      if (at === undefined) {
        index.set(line.n.notificationId, state.notifications.length);
        state.notifications.push(line.n);
      } else state.notifications[at] = line.n;
      if (line.n.eventId > state.eventSeq) state.eventSeq = line.n.eventId;
    } else if ('p' in line) {
      state.preferences = state.preferences.filter((x) => x.userCode !== line.p.userCode).concat(line.p);
    } else if (line.s > state.eventSeq) state.eventSeq = line.s;
  }
  // Ids are handed out in order, so this keeps the list oldest first.
  state.notifications.sort((a, b) => a.notificationId - b.notificationId);
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

  constructor(readonly file: string) {
    removeStaleTempFiles(file);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const { state, lines, goodLength } = replayJournal(text, file);
    this.state = state;
    const live = state.notifications.length + state.preferences.length + 1;
    if (goodLength < text.length || lines > COMPACT_RATIO * live + 100) {
      // Drop superseded lines and a torn last line in one crash-safe rewrite.
      writeFileAtomic(file, this.snapshot());
    }
    this.fd = fs.openSync(file, 'a', 0o600);
  }

  private snapshot(): string {
    const lines: JournalLine[] = [...this.state.notifications.map((n) => ({ n })), ...this.state.preferences.map((p) => ({ p })), { s: this.state.eventSeq }];
    return lines.map((l) => `${JSON.stringify(l)}\n`).join('');
  }

  /** Resolves once the lines are on disk (together with every other line queued meanwhile). */
  append(lines: readonly JournalLine[]): Promise<void> {
    if (!lines.length) return Promise.resolve();
    for (const l of lines) this.pending.push(`${JSON.stringify(l)}\n`);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const text = this.pending.join('');
    const batch = this.waiters;
    this.pending = [];
    this.waiters = [];
    try {
      fs.writeFileSync(this.fd, text);
      fs.fsyncSync(this.fd);
    } catch (err) {
      for (const w of batch) w.reject(err as Error);
      return;
    }
    for (const w of batch) w.resolve();
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}
