import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';

/**
 * The pages (shared buffers) a statement touches when it runs, from its `explain (analyze,
 * buffers)`, with planner settings of the transaction (`enable_nestloop: 'off'`…). For tests of
 * reads whose cost must not grow with a restaurant's history. Runs in a transaction of its own.
 */
export async function pagesTouched(
  db: Kysely<any>,
  query: Compilable<unknown>,
  settings: Record<string, string> = {},
): Promise<number> {
  const compiled = query.compile();
  return db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(settings))
      await sql`select set_config(${name}, ${value}, true)`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    return plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!;
  });
}
