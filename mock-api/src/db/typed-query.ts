import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import type { Database } from './database';

/**
 * Typed queries over the tables of database.ts, built with Kysely and run by better-sqlite3.
 *
 * Kysely only builds and compiles here (a dialect with no driver: nothing connects through it); the
 * compiled SQL runs as a prepared statement on the store's one synchronous connection (Store.read,
 * Table.select), so a route's check and the write it guards stay in one step and one transaction.
 * Column names, value types and the row a query answers are checked by the compiler.
 */
export const qb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A compiled query with its values, answering rows of type `O`. */
export interface Query<O> {
  readonly sql: string;
  readonly parameters: readonly unknown[];
  /** Never set: carries the row type, so a query of one table cannot be read as another's. */
  readonly rows?: O;
}

/** The rows a Kysely builder answers. */
export type RowsOf<B> = B extends Compilable<infer O> ? O : never;

/** Where an argument of a prepared query goes among the compiled parameters. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query compiled once, run with new values. `build` receives stand-ins for its arguments and must
 * hand each straight to the query (a value compared, a limit): it runs once, so it must not look at
 * them (no `if` on an argument; a query whose shape depends on its values is compiled per call with
 * `compiled`). Compiling costs tens of microseconds per call; this is a lookup of the same SQL text,
 * whose prepared statement the store keeps.
 */
export function prepare<A extends unknown[], B extends Compilable<unknown>>(
  build: (...args: A) => B,
  arity: number = build.length,
): (...args: A) => Query<RowsOf<B>> {
  const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
  const { sql, parameters } = build(...(slots as unknown as A)).compile();
  const from = parameters.map((p) => (p instanceof Slot ? p.index : -1));
  for (const slot of slots) {
    if (!from.includes(slot.index))
      throw new Error(`prepare: el argumento ${slot.index} no llega a la consulta como valor (${sql})`);
  }
  return (...args) => ({ sql, parameters: from.map((at, i) => (at < 0 ? parameters[i] : args[at])) });
}

/** A query compiled now (its shape depends on its values, e.g. which filters a search has). */
export function compiled<B extends Compilable<unknown>>(builder: B): Query<RowsOf<B>> {
  const { sql, parameters } = builder.compile();
  return { sql, parameters };
}

/**
 * The numbers of a JSON list (one parameter) as a subquery: `where('propertyId', 'in', jsonList(ids))`
 * is one prepared statement whatever the list's length.
 */
export const jsonList = (json: string): RawBuilder<number> => sql<number>`(select value from json_each(${json}))`;
