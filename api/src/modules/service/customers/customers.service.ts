import type { Selectable } from 'kysely';
import type { Customers } from '@ros/db';
import type { Customer, CustomerAddress, CustomerBill } from '@ros/shared-events';
import { notFound, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { changedKeys } from '../../../kernel/patch';
import { jsonb } from '../../../kernel/jsonb';
import { billsOfCustomer } from '../bills';
import * as repo from './customers.repo';
import type {
  CreateCustomerBody,
  CustomerHistoryQuery,
  CustomerListQuery,
  MergeCustomersBody,
  UpdateCustomerBody,
} from '@ros/shared-events';

/** A customer as the API returns it. */
export const toCustomer = (r: Selectable<Customers>): Customer => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  addresses: r.addresses as CustomerAddress[],
  company: r.company,
  country: r.country,
  notes: r.notes,
  tags: r.tags as string[],
  visits: r.visits,
  totalSpent: Number(r.total_spent),
  hasCreditAccount: r.has_credit_account,
  creditLimit: r.credit_limit == null ? null : Number(r.credit_limit),
  paymentTermsDays: r.payment_terms_days,
  lastVisitAt: r.last_visit_at ? new Date(r.last_visit_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Reading: `customers` view, or POS staff picking a customer for an order (`orders` edit). */
function authorizeRead(ctx: TenantContext) {
  if (!ctx.can('view', 'customers') && !ctx.can('edit', 'orders')) authorizeAny(ctx, 'view', ['customers']);
}

async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const [row] = isUuid(id) ? await repo.findCustomers(ctx, [id], forUpdate) : [];
  if (!row) throw notFound('Customer');
  return row;
}

export async function listCustomers(ctx: TenantContext, query: CustomerListQuery) {
  authorizeRead(ctx);
  const { rows, total } = await repo.listCustomers(ctx, query);
  return { data: rows.map(toCustomer), total };
}

export async function getCustomer(ctx: TenantContext, id: string) {
  authorizeRead(ctx);
  return toCustomer(await load(ctx, id));
}

/** From the customers page (`customers` edit) or the POS while taking an order (`orders` edit). */
/** Granting credit (a limit, payment terms) is the accounts' call, not the floor's. */
function authorizeCredit(
  ctx: TenantContext,
  body: { hasCreditAccount?: boolean; creditLimit?: number | null; paymentTermsDays?: number },
) {
  if (body.hasCreditAccount !== undefined || body.creditLimit !== undefined || body.paymentTermsDays !== undefined)
    ctx.authorize('edit', 'income');
}

/**
 * The account columns a body asks for: closing the account drops its limit; a limit without the flag
 * opens it (clients from before the flag sent only the limit, null meaning "not on account").
 */
function creditColumns(body: { hasCreditAccount?: boolean; creditLimit?: number | null }) {
  if (body.hasCreditAccount === false) return { has_credit_account: false, credit_limit: null };
  if (body.hasCreditAccount === true) return { has_credit_account: true, credit_limit: body.creditLimit };
  if (body.creditLimit === undefined) return {};
  return { has_credit_account: body.creditLimit !== null, credit_limit: body.creditLimit };
}

export async function createCustomer(ctx: TenantContext, body: CreateCustomerBody) {
  authorizeAny(ctx, 'edit', ['customers', 'orders']);
  authorizeCredit(ctx, body);
  const row = await repo.insertCustomer(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    name: body.name,
    phone: body.phone || null,
    email: body.email || null,
    addresses: jsonb(body.addresses ?? []),
    company: body.company || null,
    country: body.country || null,
    notes: body.notes ?? null,
    tags: jsonb([...new Set(body.tags ?? [])]),
    has_credit_account: false,
    credit_limit: null,
    ...creditColumns(body),
    payment_terms_days: body.paymentTermsDays ?? 30,
  });
  ctx.emit('customer.created', { customerId: row.id, name: row.name });
  return toCustomer(row);
}

export async function updateCustomer(ctx: TenantContext, id: string, body: UpdateCustomerBody) {
  ctx.authorize('edit', 'customers');
  authorizeCredit(ctx, body);
  const before = await load(ctx, id);
  const changes = changedKeys(body);
  if (!changes.length) return toCustomer(before);
  const row = await repo.updateCustomer(ctx, id, {
    name: body.name,
    phone: body.phone === undefined ? undefined : body.phone || null,
    email: body.email === undefined ? undefined : body.email || null,
    addresses: body.addresses ? jsonb(body.addresses) : undefined,
    company: body.company === undefined ? undefined : body.company || null,
    country: body.country === undefined ? undefined : body.country || null,
    notes: body.notes,
    tags: body.tags ? jsonb([...new Set(body.tags)]) : undefined,
    ...creditColumns(body),
    payment_terms_days: body.paymentTermsDays,
  });
  ctx.emit('customer.updated', { customerId: id, name: row!.name, changes });
  return toCustomer(row!);
}

export async function deleteCustomer(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'customers');
  const row = await load(ctx, id);
  await repo.deleteCustomers(ctx, [id]);
  ctx.emit('customer.deleted', { customerId: id, name: row.name });
}

/**
 * Merges duplicates into `id`: visits and totals are summed, the latest visit kept, addresses and
 * tags united, empty contact fields and notes filled from the sources; the sources are deleted.
 */
export async function mergeCustomers(ctx: TenantContext, id: string, body: MergeCustomersBody) {
  ctx.authorize('edit', 'customers');
  const sourceIds = [...new Set(body.sourceIds)];
  if (sourceIds.includes(id)) throw invalidInput('sourceIds', 'A customer cannot be merged into itself.');
  const rows = await repo.findCustomers(ctx, [id, ...sourceIds], true);
  const target = rows.find((r) => r.id === id);
  if (!target) throw notFound('Customer');
  const sources = rows.filter((r) => r.id !== id);
  if (sources.length !== sourceIds.length) throw invalidInput('sourceIds', 'Unknown customer.');

  const all = [target, ...sources];
  const addresses: CustomerAddress[] = [];
  for (const a of all.flatMap((r) => r.addresses as CustomerAddress[])) {
    if (!addresses.some((x) => x.address.toLowerCase() === a.address.toLowerCase())) addresses.push(a);
  }
  const lastVisits = all
    .map((r) => r.last_visit_at)
    .filter((d): d is Date => d !== null)
    .map((d) => new Date(d).getTime());
  const notes =
    all
      .map((r) => r.notes?.trim())
      .filter(Boolean)
      .join('\n\n') || null;
  // Before the sources go (their FKs would null out): their orders, bills and reservations now belong to `id`.
  await repo.reassignReferences(ctx, sourceIds, id);
  await repo.deleteCustomers(ctx, sourceIds);
  const row = await repo.updateCustomer(ctx, id, {
    phone: target.phone ?? sources.find((s) => s.phone)?.phone ?? null,
    email: target.email ?? sources.find((s) => s.email)?.email ?? null,
    company: target.company ?? sources.find((s) => s.company)?.company ?? null,
    country: target.country ?? sources.find((s) => s.country)?.country ?? null,
    addresses: jsonb(addresses),
    notes,
    tags: jsonb([...new Set(all.flatMap((r) => r.tags as string[]))]),
    visits: all.reduce((n, r) => n + r.visits, 0),
    total_spent: all.reduce((n, r) => n + Number(r.total_spent), 0),
    last_visit_at: lastVisits.length ? new Date(Math.max(...lastVisits)) : null,
  });
  const customer = toCustomer(row!);
  ctx.emit('customer.merged', {
    customerId: id,
    name: customer.name,
    sourceIds,
    visits: customer.visits,
    totalSpent: customer.totalSpent,
  });
  return customer;
}

/**
 * The customer's bills, newest first (split parents left out; their parts are listed). `itemCount`
 * is the number of units on the bill (sum of line quantities); `status` is the effective one (Past Due).
 */
export async function customerHistory(ctx: TenantContext, id: string, query: CustomerHistoryQuery) {
  ctx.authorize('view', 'customers');
  await load(ctx, id);
  const { bills, total } = await billsOfCustomer(ctx, id, query);
  const data = bills.map((b): CustomerBill => ({
    id: b.id,
    billNo: b.billNo,
    orderId: b.orderId,
    orderDisplayNo: b.orderDisplayNo,
    createdAt: b.createdAt,
    orderType: b.orderType,
    target: b.target,
    grandTotal: b.totals.grandTotal,
    status: b.status,
    statusLabel: b.statusLabel,
    itemCount: b.lines.reduce((n, l) => n + l.qty, 0),
  }));
  return { data, total };
}

/**
 * For the orders module: a paid bill counts as a visit and adds its total (minor units) to the
 * customer's spend. Runs in the caller's transaction; no permission check (the payment had one).
 */
export async function recordCustomerVisit(ctx: TenantContext, customerId: string, amount: number, at = new Date()) {
  const row = await repo.addVisit(ctx, customerId, amount, at);
  if (!row) throw notFound('Customer');
  ctx.emit('customer.updated', { customerId, name: row.name, changes: ['visits', 'totalSpent', 'lastVisitAt'] });
  return toCustomer(row);
}
