import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import type { DB } from './schema';

/** What a prepared statement's arguments may be: values that become one parameter each (a list, one array parameter). */
type Scalar = string | number | boolean | Date | null | readonly string[];

/** Builds queries for `prepared` only: PostgreSQL's compiler (PostgreSQL's and PGlite's), no connection. */
const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Stands in for argument `index` while the statement is built once. */
class Placeholder {
  constructor(readonly index: number) {}
  // `${arg}%`, arg + 1, …: the statement would keep this call's value as a constant.
  [Symbol.toPrimitive](): never {
    throw new Error(
      `prepared: argument ${this.index + 1} is used in an expression; only a value sent as a parameter can be prepared`,
    );
  }
}

/**
 * A statement whose shape never depends on its arguments, built and compiled by Kysely once.
 *
 * Building a query (immutable nodes, copied at each step) and compiling it costs about as much CPU
 * as PostgreSQL spends running a short one. For the statements every command runs, `prepared`
 * builds the query the first time with placeholders for its arguments, keeps the SQL, and from
 * then on only puts each call's arguments where their placeholders were. `build` must use each
 * argument as a value (a parameter), never to choose the query's shape, and must not transform it;
 * an argument that does not reach the parameters is refused on the first call. Run the result with
 * `trx.executeQuery(...)` or a pipeline.
 */
export function prepared<A extends Scalar[], O>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<O> | RawBuilder<O>,
): (...args: A) => CompiledQuery<O> {
  let shape: { sql: string; slots: (Placeholder | { value: unknown })[] } | undefined;
  return (...args) => {
    shape ??= compileShape(build, args.length);
    const parameters = shape.slots.map((slot) => (slot instanceof Placeholder ? args[slot.index] : slot.value));
    return CompiledQuery.raw(shape.sql, parameters) as CompiledQuery<O>;
  };
}

function compileShape<A extends Scalar[], O>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<O> | RawBuilder<O>,
  arity: number,
) {
  const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
  // A raw `sql` statement compiles with an executor; a query builder ignores the argument.
  const compiled = (build(builder, ...(placeholders as unknown as A)) as RawBuilder<O>).compile(builder);
  const slots = compiled.parameters.map((p) => (p instanceof Placeholder ? p : { value: p }));
  const missing = placeholders.find((p) => !slots.includes(p));
  if (missing)
    throw new Error(`prepared: argument ${missing.index + 1} is not a parameter of the statement (${compiled.sql})`);
  return { sql: compiled.sql, slots };
}
