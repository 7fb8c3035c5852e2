import type { SetupChecklist } from '@ros/shared-events';
import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';
import type { TenantContext } from '../../../kernel/tenant';

/** One row of facts: does the restaurant have a dish, a table, a printer, a second person, and is it taking guest orders. */
function checklistFacts({ trx, restaurantId }: RepoContext) {
  const exists = (table: 'dishes' | 'dining_tables' | 'printers') =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} where restaurant_id = ${restaurantId})`;
  return trx
    .selectFrom('restaurants')
    .where('id', '=', restaurantId)
    .select([
      exists('dishes').as('has_menu'),
      exists('dining_tables').as('has_tables'),
      exists('printers').as('has_printers'),
      sql<boolean>`exists (select 1 from members where restaurant_id = ${restaurantId} and user_id is distinct from restaurants.owner_id and status <> 'inactive')`.as(
        'has_staff',
      ),
      sql<boolean>`coalesce((settings->'guestOrdering'->>'online')::boolean, false) or coalesce((settings->'guestOrdering'->>'qr')::boolean, false)`.as(
        'is_live',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** The dashboard's setup checklist: menu, tables, printers, staff, going live (for those who set the restaurant up). */
export async function setupChecklist(ctx: TenantContext): Promise<SetupChecklist> {
  ctx.authorize('edit', 'restaurant');
  const f = await checklistFacts(ctx);
  return {
    steps: [
      { key: 'menu', done: f.has_menu },
      { key: 'tables', done: f.has_tables },
      { key: 'printers', done: f.has_printers },
      { key: 'staff', done: f.has_staff },
      { key: 'live', done: f.is_live },
    ],
  };
}
