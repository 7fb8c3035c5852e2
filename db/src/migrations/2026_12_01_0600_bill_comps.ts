import { sql, type Kysely } from 'kysely';

/**
 * A bill given away (a comp, or a staff meal) says why and who allowed it: the kind, the reason and
 * the approver (the member who comped it, or the manager who approved at the terminal).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bills')
    .addColumn('comp_kind', 'text', (c) => c.check(sql`comp_kind in ('comp', 'staff_meal')`))
    .addColumn('comp_reason', 'text')
    .addColumn('comp_approved_by', 'jsonb')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bills')
    .dropColumn('comp_approved_by')
    .dropColumn('comp_reason')
    .dropColumn('comp_kind')
    .execute();
}
