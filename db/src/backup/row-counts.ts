/** Rows per table of the `public` schema, by table name. */
export type RowCounts = Record<string, number>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * Counts the rows of every table in `public` with the statements `query` runs (PostgreSQL or
 * PGlite alike): one catalogue read, then one statement for all the counts.
 */
export async function countRows(query: (sql: string) => Promise<unknown[]>): Promise<RowCounts> {
  const tables = (await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as Array<{ tablename: string }>;
  if (!tables.length) return {};
  const counts = (await query(
    tables
      .map(
        (t) => `select ${quoteLiteral(t.tablename)} as name, count(*)::int as n from public.${quoteIdent(t.tablename)}`,
      )
      .join(' union all '),
  )) as Array<{ name: string; n: number }>;
  return Object.fromEntries(counts.map((c) => [c.name, Number(c.n)]));
}

/** The tables whose counts differ between two row counts, as `table: expected → found` lines. */
export function rowCountDifferences(expected: RowCounts, found: RowCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'no table'} in the backup, ${found[name] ?? 'no table'} restored`);
}
