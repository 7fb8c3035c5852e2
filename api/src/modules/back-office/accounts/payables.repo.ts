import { sql, type InsertObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { SupplierBillQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

function billsQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('supplier_bills as b')
    .innerJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'b.supplier_id').onRef('s.restaurant_id', '=', 'b.restaurant_id'),
    )
    .leftJoin('purchase_orders as p', (j) =>
      j.onRef('p.id', '=', 'b.purchase_order_id').onRef('p.restaurant_id', '=', 'b.restaurant_id'),
    )
    .selectAll('b')
    .select([
      's.name as supplier_name',
      'p.po_no',
      sql<string>`to_char(b.issued_on, 'YYYY-MM-DD')`.as('issued_day'),
      sql<string>`to_char(b.due_on, 'YYYY-MM-DD')`.as('due_day'),
    ])
    .where('b.restaurant_id', '=', restaurantId);
}
export type BillRow = Awaited<ReturnType<ReturnType<typeof billsQuery>['executeTakeFirstOrThrow']>>;

const SORT = { dueOn: sql`b.due_on`, issuedOn: sql`b.issued_on`, amount: sql`b.amount` } as const;

export function listBills(ctx: RepoContext, query: SupplierBillQuery, today: string) {
  const { trx, restaurantId } = ctx;
  let q = billsQuery(trx, restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', like),
        eb('b.reference', 'ilike', like),
        eb(sql<string>`p.po_no::text`, 'like', like),
      ]),
    );
  }
  if (query.supplierId) q = q.where('b.supplier_id', '=', query.supplierId);
  if (query.status === 'paid') q = q.where(sql<boolean>`b.paid >= b.amount`);
  if (query.status === 'unpaid') q = q.where(sql<boolean>`b.paid < b.amount`);
  if (query.status === 'overdue') q = q.where(sql<boolean>`b.paid < b.amount and b.due_on < cast(${today} as date)`);
  return paged(trx, q.orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`).orderBy('b.id'), query);
}

export function billsOf(ctx: RepoContext, supplierId: string | null, onlyOpen = false) {
  const { trx, restaurantId } = ctx;
  let q = billsQuery(trx, restaurantId);
  if (supplierId) q = q.where('b.supplier_id', '=', supplierId);
  if (onlyOpen) q = q.where(sql<boolean>`b.paid < b.amount`);
  return q.orderBy('b.issued_on').orderBy('b.created_at').execute();
}

export function findBill(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = billsQuery(trx, restaurantId).where('b.id', '=', id);
  if (forUpdate) q = q.forUpdate('b');
  return q.executeTakeFirst();
}

export function insertBill(trx: TenantTx, values: InsertObject<DB, 'supplier_bills'>) {
  return trx.insertInto('supplier_bills').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The bill of a purchase order: created at its first receipt, its amount following what was received. */
export function upsertPurchaseBill(
  trx: TenantTx,
  values: {
    restaurant_id: string;
    supplier_id: string;
    purchase_order_id: string;
    reference: string;
    issued_on: string;
    due_on: string;
    amount: number;
  },
) {
  return trx
    .insertInto('supplier_bills')
    .values(values)
    .onConflict((oc) => oc.constraint('supplier_bills_purchase_order_key').doUpdateSet({ amount: values.amount }))
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function addPaid(ctx: RepoContext, billId: string, amount: number) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('supplier_bills')
    .set((eb) => ({ paid: eb('paid', '+', amount) }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', billId)
    .execute();
}

export function insertPayment(trx: TenantTx, values: InsertObject<DB, 'supplier_payments'>) {
  return trx.insertInto('supplier_payments').values(values).returning('id').executeTakeFirstOrThrow();
}

export function paymentsOf(ctx: RepoContext, supplierId: string | null, ids?: string[]) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('supplier_payments as p')
    .innerJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'p.supplier_id').onRef('s.restaurant_id', '=', 'p.restaurant_id'),
    )
    .selectAll('p')
    .select(['s.name as supplier_name', sql<string>`to_char(p.paid_on, 'YYYY-MM-DD')`.as('paid_day')])
    .where('p.restaurant_id', '=', restaurantId);
  if (supplierId) q = q.where('p.supplier_id', '=', supplierId);
  if (ids) q = q.where('p.id', 'in', ids);
  return q.orderBy('p.paid_on').orderBy('p.created_at').execute();
}
export type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];
