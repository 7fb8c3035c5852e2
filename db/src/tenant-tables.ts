import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** A table that holds restaurants' rows (it has `restaurant_id`): its columns in order and its primary key. */
export interface TenantTable {
  name: string;
  columns: string[];
  /** The primary key's columns with their SQL types (to page through the table in key order). */
  key: { column: string; type: string }[];
}

/**
 * Every base table with a `restaurant_id` column, read from the database's own catalogue: a table a
 * new migration adds is found without anyone listing it (the restaurant's export and its deletion).
 */
export async function tenantTables(db: Kysely<DB>): Promise<TenantTable[]> {
  const { rows } = await sql<TenantTable>`
    select c.relname as name,
      (select json_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      coalesce((select json_agg(json_build_object('column', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
          order by array_position(i.indkey::int2[], a.attnum))
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = c.oid and i.indisprimary), '[]'::json) as key
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped)
    order by c.relname`.execute(db);
  return rows;
}
