import type { Database, Statement } from 'better-sqlite3';
import type { Query } from './typed-query';

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

const PLAIN = 0;
const JSON_TEXT = 1;
const BOOLEAN = 2;
const NULLABLE = 3;
type Plan = readonly (readonly [column: string, at: number, kind: number])[];

/**
 * Prepared statements by their SQL text: each is compiled once per connection and reused, the way
 * better-sqlite3 is meant to be used (a statement is cheap to run, not to prepare).
 */
export class Statements {
  private readonly cache = new Map<string, Statement>();
  private readonly rawCache = new Map<string, Statement>();

  constructor(readonly db: Database) {}

  of(sql: string): Statement {
    let stmt = this.cache.get(sql);
    if (!stmt) this.cache.set(sql, (stmt = this.db.prepare(sql)));
    return stmt;
  }

  /** The same, answering each row as an array of its columns (no object per row better-sqlite3 builds). */
  rows(sql: string): Statement {
    let stmt = this.rawCache.get(sql);
    if (!stmt) this.rawCache.set(sql, (stmt = this.db.prepare(sql).raw(true)));
    return stmt;
  }

  /** The rows a typed query answers (a SELECT, or a write with RETURNING). */
  read<O>(q: Query<O>): O[] {
    return this.of(q.sql).all(...(q.parameters as Params)) as O[];
  }

  /** Its first row, if any. */
  readFirst<O>(q: Query<O>): O | undefined {
    return this.of(q.sql).get(...(q.parameters as Params)) as O | undefined;
  }

  /** Runs a typed write (UPDATE, DELETE, INSERT); answers how many rows it changed. */
  write(q: Query<unknown>): number {
    return this.of(q.sql).run(...(q.parameters as Params)).changes;
  }
}

/**
 * One table as records: rows are read back as the objects the routes use (JSON columns parsed, NULL
 * columns left out) and records are written column by column. Its columns are the table's own (read
 * from SQLite, declared once in migrations.ts); a field that is not one is refused, never dropped.
 */
export class Table<T extends object, R = Record<string, unknown>> {
  readonly columns: readonly string[];
  private readonly known: Set<string>;
  private readonly json: Set<string>;
  private readonly bool: Set<string>;
  private readonly nulls: Set<string>;
  /** Per statement: where each of the table's columns is in its rows, and how it is decoded. */
  private readonly plans = new Map<string, Plan>();

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

  /** How rows of `sql` become records: for each column of the table the statement reads, its place and kind. */
  private planOf(sql: string, stmt: Statement): Plan {
    let plan = this.plans.get(sql);
    if (!plan) {
      const at = new Map(stmt.columns().map((c, i) => [c.name, i]));
      plan = this.columns
        .filter((c) => at.has(c))
        .map((c) => {
          const kind = this.json.has(c) ? JSON_TEXT : this.bool.has(c) ? BOOLEAN : this.nulls.has(c) ? NULLABLE : PLAIN;
          return [c, at.get(c)!, kind] as const;
        });
      this.plans.set(sql, plan);
    }
    return plan;
  }

  /** The records a statement reads, built straight from its rows' arrays. */
  private records(sql: string, params: Params, first: boolean): T[] {
    const stmt = this.sql.rows(sql);
    const plan = this.planOf(sql, stmt);
    const rows = (first ? [stmt.get(...params)].filter(Boolean) : stmt.all(...params)) as unknown[][];
    const out: T[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const record: Record<string, unknown> = {};
      for (const [column, i, kind] of plan) {
        const value = row[i];
        if (value === null || value === undefined) {
          if (kind === NULLABLE) record[column] = null;
        } else if (kind === JSON_TEXT) record[column] = JSON.parse(value as string);
        else if (kind === BOOLEAN) record[column] = value === 1;
        else record[column] = value;
      }
      out[r] = record as T;
    }
    return out;
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

  /**
   * Records a typed query reads (db/typed-query.ts), e.g.
   * `select(qb.selectFrom('inbox').selectAll().where('userCode', '=', code))`, prepared once.
   */
  select(q: Query<R>): T[] {
    return this.records(q.sql, q.parameters as Params, false);
  }

  /** The first record a typed query reads. */
  selectFirst(q: Query<R>): T | undefined {
    return this.records(q.sql, q.parameters as Params, true)[0];
  }

  /** The record with this key. */
  get(id: number | string): T | undefined {
    return this.records(`SELECT * FROM ${this.name} WHERE ${this.shape.key} = ?`, [id], true)[0];
  }

  /** Every record in rowid order: by id, or as added for a table whose key is not an integer. */
  all(): T[] {
    return this.records(`SELECT * FROM ${this.name} ORDER BY rowid`, [], false);
  }

  /** How many records the table holds. */
  size(): number {
    return (this.sql.of(`SELECT count(*) AS n FROM ${this.name}`).get() as { n: number }).n;
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

  /** Removes the record with this key; answers whether there was one. */
  remove(id: number | string): boolean {
    return this.sql.of(`DELETE FROM ${this.name} WHERE ${this.shape.key} = ?`).run(id).changes > 0;
  }
}
