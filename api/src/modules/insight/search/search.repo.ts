import { sql, type Kysely } from 'kysely';
import type { DB } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

export const listBookmarks = async (db: Kysely<DB>, userId: string) =>
  new Set(
    (await db.selectFrom('bookmarks').select('target').where('user_id', '=', userId).execute()).map((b) => b.target),
  );

/** Adds the bookmark, or removes it when present; returns whether it is now bookmarked. */
export async function toggleBookmark(db: Kysely<DB>, userId: string, target: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('target', '=', target)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, target })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

const FEW = 5;

/** Dishes by name or display id. */
export const dishesMatching = ({ trx, restaurantId }: RepoContext, like: string) =>
  trx
    .selectFrom('dishes')
    .select(['id', 'name', 'price'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('name', 'ilike', like), eb('display_id', 'ilike', like)]))
    .orderBy('name')
    .limit(FEW)
    .execute();

/** Tables by name, with their space. */
export const tablesMatching = ({ trx, restaurantId }: RepoContext, like: string) =>
  trx
    .selectFrom('dining_tables as t')
    .innerJoin('spaces as s', 's.id', 't.space_id')
    .select(['t.id', 't.name', 's.name as space'])
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.name', 'ilike', like)
    .orderBy('t.name')
    .limit(FEW)
    .execute();

/** Customers by name, phone or email. */
export const customersMatching = ({ trx, restaurantId }: RepoContext, like: string) =>
  trx
    .selectFrom('customers')
    .select(['id', 'name', 'phone'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('name', 'ilike', like), eb('phone', 'ilike', like), eb('email', 'ilike', like)]))
    .orderBy('name')
    .limit(FEW)
    .execute();

/** Orders by number (today's and open ones first), customer or table name; the latest first. */
export const ordersMatching = ({ trx, restaurantId }: RepoContext, like: string, number: number | null) =>
  trx
    .selectFrom('orders as o')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .select(['o.id', 'o.display_no', 'o.type', 'o.status', 'o.customer_name', 't.name as table_name'])
    .where('o.restaurant_id', '=', restaurantId)
    .where('o.status', '!=', 'draft')
    .where((eb) =>
      eb.or([
        ...(number !== null ? [eb('o.display_no', '=', number)] : []),
        eb('o.customer_name', 'ilike', like),
        eb('t.name', 'ilike', like),
      ]),
    )
    .orderBy(sql`o.status = 'open'`, 'desc')
    .orderBy('o.created_at', 'desc')
    .limit(FEW)
    .execute();

/** A bill number as typed: its own number ("12") or a split part's, after the order ("7-2"). */
export type BillNumber = { billNo: number } | { displayNo: number; splitIndex: number };

/** Bills by number; the latest first. */
export const billsMatching = ({ trx, restaurantId }: RepoContext, number: BillNumber) =>
  trx
    .selectFrom('bills as b')
    .innerJoin('orders as o', (j) =>
      j.onRef('o.id', '=', 'b.order_id').onRef('o.restaurant_id', '=', 'b.restaurant_id'),
    )
    .select([
      'b.id',
      'b.bill_no',
      'b.order_id',
      'b.status',
      'b.grand_total',
      'b.parent_bill_id',
      'b.split_index',
      'o.display_no',
    ])
    .where('b.restaurant_id', '=', restaurantId)
    .where((eb) =>
      'billNo' in number
        ? eb('b.bill_no', '=', number.billNo)
        : eb.and([
            eb('o.display_no', '=', number.displayNo),
            eb('b.split_index', '=', number.splitIndex),
            eb('b.parent_bill_id', 'is not', null),
          ]),
    )
    .orderBy('b.created_at', 'desc')
    .limit(FEW)
    .execute();

/** Suppliers by name, contact, phone or email. */
export const suppliersMatching = ({ trx, restaurantId }: RepoContext, like: string) =>
  trx
    .selectFrom('suppliers')
    .select(['id', 'name', 'phone'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('contact_name', 'ilike', like),
        eb('phone', 'ilike', like),
        eb('email', 'ilike', like),
      ]),
    )
    .orderBy('name')
    .limit(FEW)
    .execute();

/** Stock items by name, SKU or barcode. */
export const stockItemsMatching = ({ trx, restaurantId }: RepoContext, like: string) =>
  trx
    .selectFrom('inventory_items')
    .select(['id', 'name', 'sku'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('name', 'ilike', like), eb('sku', 'ilike', like), eb('barcode', 'ilike', like)]))
    .orderBy('name')
    .limit(FEW)
    .execute();
