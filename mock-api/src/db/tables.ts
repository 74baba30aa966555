import type { Database, Statement } from 'better-sqlite3';

/** Rows per INSERT of a bulk load: far below SQLite's limit of bound values, few statements to run. */
const BULK_ROWS = 100;

/** SQLite's values as better-sqlite3 binds them. */
type Value = string | number | bigint | Buffer | null;
export type Params = readonly Value[];

/** How a table's records differ from its rows: which columns hold JSON, a boolean, a meaningful NULL. */
export interface Shape {
  /** The primary key; an integer one is handed out by SQLite when a record comes without it. */
  key: string;
  /** Lists and objects, stored as JSON text. */
  json?: readonly string[];
  /** true/false stored as 1/0. */
  bool?: readonly string[];
  /** Columns whose NULL is a value of the record (`readAt: null`), not a field it lacks. */
  nulls?: readonly string[];
}

/**
 * Prepared statements by their SQL text: each is compiled once per connection and reused, the way
 * better-sqlite3 is meant to be used (a statement is cheap to run, not to prepare).
 */
export class Statements {
  private readonly cache = new Map<string, Statement>();

  constructor(readonly db: Database) {}

  of(sql: string): Statement {
    let stmt = this.cache.get(sql);
    if (!stmt) this.cache.set(sql, (stmt = this.db.prepare(sql)));
    return stmt;
  }
}

/**
 * One table as records: rows are read back as the objects the routes use (JSON columns parsed, NULL
 * columns left out) and records are written column by column. Its columns are the table's own (read
 * from SQLite, declared once in migrations.ts); a field that is not one is refused, never dropped.
 */
export class Table<T extends object> {
  readonly columns: readonly string[];
  private readonly known: Set<string>;
  private readonly json: Set<string>;
  private readonly bool: Set<string>;
  private readonly nulls: Set<string>;

  constructor(
    private readonly sql: Statements,
    readonly name: string,
    readonly shape: Shape,
  ) {
    this.columns = (sql.db.pragma(`table_info(${name})`) as { name: string }[]).map((c) => c.name);
    if (!this.columns.length) throw new Error(`la tabla ${name} no existe`);
    this.known = new Set(this.columns);
    this.json = new Set(shape.json);
    this.bool = new Set(shape.bool);
    this.nulls = new Set(shape.nulls);
  }

  /** A row as its record. */
  decode(row: Record<string, unknown>): T {
    const out: Record<string, unknown> = {};
    for (const column of this.columns) {
      const value = row[column];
      if (value === null || value === undefined) {
        if (this.nulls.has(column)) out[column] = null;
      } else if (this.json.has(column)) out[column] = JSON.parse(value as string);
      else if (this.bool.has(column)) out[column] = value === 1;
      else out[column] = value;
    }
    return out as T;
  }

  /** A field's value as SQLite stores it. */
  private checkColumn(column: string): void {
    if (!this.known.has(column)) throw new Error(`${this.name} no tiene la columna ${column}`);
  }

  private encode(column: string, value: unknown): Value {
    this.checkColumn(column);
    if (value === undefined || value === null) return null;
    if (this.json.has(column)) return JSON.stringify(value);
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as Value;
  }

  /** Records matching `where` (SQL after WHERE, ORDER BY / LIMIT included), e.g. `'userCode = ? ORDER BY x'`. */
  where(where: string, ...params: Params): T[] {
    const rows = this.sql.of(`SELECT * FROM ${this.name} WHERE ${where}`).all(...params);
    return rows.map((r) => this.decode(r as Record<string, unknown>));
  }

  first(where: string, ...params: Params): T | undefined {
    const row = this.sql.of(`SELECT * FROM ${this.name} WHERE ${where} LIMIT 1`).get(...params);
    return row ? this.decode(row as Record<string, unknown>) : undefined;
  }

  get(id: number | string): T | undefined {
    return this.first(`${this.shape.key} = ?`, id);
  }

  /** Every record in rowid order: by id, or as added for a table whose key is not an integer. */
  all(): T[] {
    return this.where('1 ORDER BY rowid');
  }

  count(where = '1', ...params: Params): number {
    return (this.sql.of(`SELECT count(*) AS n FROM ${this.name} WHERE ${where}`).get(...params) as { n: number }).n;
  }

  /** Adds a record; without its key SQLite hands out the next one (max + 1, or never reused with AUTOINCREMENT). */
  insert<R extends object>(record: R): R & T {
    const fields = Object.keys(record).filter((k) => (record as Record<string, unknown>)[k] !== undefined);
    const values = fields.map((f) => this.encode(f, (record as Record<string, unknown>)[f]));
    const sql = `INSERT INTO ${this.name} (${fields.join(', ')}) VALUES (${fields.map(() => '?').join(', ')})`;
    const { lastInsertRowid } = this.sql.of(sql).run(...values);
    const key = this.shape.key;
    return (key in record || key === 'rowid' ? record : { [key]: Number(lastInsertRowid), ...record }) as R & T;
  }

  /** Adds many records, a statement per 100 rows (a new db: the seed, an import); each must carry its key. */
  insertAll(records: readonly object[]): void {
    const { columns } = this;
    const json = columns.map((c) => this.json.has(c));
    const row = `(${columns.map(() => '?').join(', ')})`;
    const into = `INSERT INTO ${this.name} (${columns.join(', ')}) VALUES`;
    const insert = (n: number) => this.sql.of(`${into} ${Array(n).fill(row).join(', ')}`);
    for (let start = 0; start < records.length; start += BULK_ROWS) {
      const chunk = records.slice(start, start + BULK_ROWS);
      const values: Value[] = [];
      for (const record of chunk) {
        const r = record as Record<string, unknown>;
        for (const field in r) if (r[field] !== undefined) this.checkColumn(field);
        for (let i = 0; i < columns.length; i++) {
          const v = r[columns[i]!];
          if (v === undefined || v === null) values.push(null);
          else values.push(json[i] ? JSON.stringify(v) : typeof v === 'boolean' ? Number(v) : (v as Value));
        }
      }
      insert(chunk.length).run(values);
    }
  }

  /** Writes the fields given; a field given as undefined is removed (its column set to NULL). */
  update(id: number | string, fields: Partial<T>): void {
    const names = Object.keys(fields);
    if (!names.length) return;
    const values = names.map((f) => this.encode(f, (fields as Record<string, unknown>)[f]));
    const set = names.map((n) => `${n} = ?`).join(', ');
    this.sql.of(`UPDATE ${this.name} SET ${set} WHERE ${this.shape.key} = ?`).run(...values, id);
  }

  /** Removes the records matching `where`; answers how many. */
  delete(where: string, ...params: Params): number {
    return this.sql.of(`DELETE FROM ${this.name} WHERE ${where}`).run(...params).changes;
  }
}
