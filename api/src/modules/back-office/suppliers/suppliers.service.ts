import type { Supplier } from '@ros/shared-events';
import { duplicate, notFound, ruleViolation } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { changedKeys } from '../../../kernel/patch';
import { isForeignKeyViolation, isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './suppliers.repo';
import type { CreateSupplierBody, SupplierListQuery, UpdateSupplierBody } from '@ros/shared-events';

/** Suppliers serve the inventory (what they supply) and the accounts (what is owed to them). */
const authorize = (ctx: TenantContext, action: 'view' | 'edit') => authorizeAny(ctx, action, ['inventory', 'expenses']);

export const toSupplier = (s: repo.SupplierRow): Supplier => ({
  id: s.id,
  name: s.name,
  contactName: s.contact_name,
  phone: s.phone,
  email: s.email,
  address: s.address,
  taxId: s.tax_id,
  paymentTermsDays: s.payment_terms_days,
  notes: s.notes,
  itemCount: Number(s.item_count ?? 0),
  createdAt: new Date(s.created_at).toISOString(),
});

/** One of the restaurant's suppliers, or 404. */
export async function loadSupplier(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findSupplier(ctx, id) : undefined;
  if (!row) throw notFound('Supplier');
  return row;
}

const duplicateName = (err: unknown) =>
  isUniqueViolation(err, 'suppliers_name_key') ? duplicate('A supplier with this name exists.', 'name') : err;

export async function listSuppliers(ctx: TenantContext, query: SupplierListQuery) {
  authorize(ctx, 'view');
  const { rows, total } = await repo.listSuppliers(ctx, query);
  return { data: rows.map(toSupplier), total };
}

export async function getSupplier(ctx: TenantContext, id: string) {
  authorize(ctx, 'view');
  return toSupplier(await loadSupplier(ctx, id));
}

export async function createSupplier(ctx: TenantContext, body: CreateSupplierBody) {
  authorize(ctx, 'edit');
  const row = await repo
    .insertSupplier(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      contact_name: body.contactName,
      phone: body.phone,
      email: body.email,
      address: body.address,
      tax_id: body.taxId,
      payment_terms_days: body.paymentTermsDays,
      notes: body.notes,
    })
    .catch((e) => {
      throw duplicateName(e);
    });
  ctx.emit('inventory.changed', { what: 'supplier', action: 'created', id: row.id, name: body.name });
  return getSupplier(ctx, row.id);
}

export async function updateSupplier(ctx: TenantContext, id: string, body: UpdateSupplierBody) {
  authorize(ctx, 'edit');
  const before = await loadSupplier(ctx, id);
  if (!changedKeys(body).length) return toSupplier(before);
  await repo
    .updateSupplier(ctx, id, {
      name: body.name,
      contact_name: body.contactName,
      phone: body.phone,
      email: body.email,
      address: body.address,
      tax_id: body.taxId,
      payment_terms_days: body.paymentTermsDays,
      notes: body.notes,
    })
    .catch((e) => {
      throw duplicateName(e);
    });
  ctx.emit('inventory.changed', { what: 'supplier', action: 'updated', id, name: body.name ?? before.name });
  return getSupplier(ctx, id);
}

/** A supplier with purchase orders stays (their history); one without goes, with the prices listed on items. */
export async function deleteSupplier(ctx: TenantContext, id: string) {
  authorize(ctx, 'edit');
  const s = await loadSupplier(ctx, id);
  await repo.deleteSupplier(ctx, id).catch((e) => {
    if (isForeignKeyViolation(e)) throw ruleViolation(`${s.name} has purchase orders and cannot be deleted.`);
    throw e;
  });
  ctx.emit('inventory.changed', { what: 'supplier', action: 'deleted', id, name: s.name });
}
