import type { EmailQueued } from '@ros/shared-events';
import { invalidInput, ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { authorizeInventory } from '../inventory';
import { queueMessage } from '../../messaging/outbox';
import { messageLanguageOf } from '../../messaging/templates';
import { loadSupplier } from '../suppliers';
import { purchaseOrderPdf } from './purchase-order-pdf';
import { load as loadOrder, toOrder } from './purchases.service';
import * as repo from './purchases.repo';

/** Statuses whose order the supplier is to fill: a draft is not approved yet, the rest are done with. */
const EMAILABLE = ['ordered', 'partly_received'];

/**
 * Emails a placed purchase order to its supplier with the order as a PDF attached, in the
 * restaurant's language and currency; replies go to the restaurant's address. Each call queues
 * one email (sending it again is on purpose: the supplier lost it). A supplier without an email
 * address is a 400 on `to`, nothing queued.
 */
export async function emailPurchase(ctx: TenantContext, id: string, linkBase: string): Promise<EmailQueued> {
  authorizeInventory(ctx, 'edit');
  const p = await loadOrder(ctx, id);
  if (!EMAILABLE.includes(p.status))
    throw ruleViolation(`Purchase order ${p.po_no} is ${p.status.replace('_', ' ')}; place it before emailing it.`);
  const supplier = await loadSupplier(ctx, p.supplier_id);
  if (!supplier.email)
    throw invalidInput('to', `${supplier.name} has no email address; add one to the supplier first.`);
  const restaurant = await repo.restaurantLetterhead(ctx);
  const order = toOrder(p, await repo.orderLines(ctx, id));
  const lines = order.lines.map((l) => ({
    itemName: l.itemName,
    unit: l.unit,
    quantity: l.quantity,
    unitCost: l.unitCost,
    total: l.total,
  }));
  const pdf = purchaseOrderPdf({
    language: messageLanguageOf(restaurant.language),
    currency: restaurant.currency,
    restaurant,
    supplier: {
      name: supplier.name,
      contactName: supplier.contact_name,
      address: supplier.address,
      email: supplier.email,
    },
    poNo: order.poNo,
    orderedOn: order.orderedAt?.slice(0, 10) ?? null,
    expectedOn: order.expectedOn,
    notes: order.notes,
    lines,
    total: order.total,
  });
  const queued = await queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'purchase_order',
    to: supplier.email,
    relatedId: p.id,
    headers: restaurant.email ? { 'Reply-To': restaurant.email } : {},
    data: {
      poNo: order.poNo,
      supplierName: supplier.name,
      contactName: supplier.contact_name,
      expectedOn: order.expectedOn,
      notes: order.notes,
      currency: restaurant.currency,
      lines,
      total: order.total,
      pdfBase64: pdf.toString('base64'),
    },
  });
  return { messageId: queued!.id, to: supplier.email };
}
