import { z } from 'zod';
import { defineEvent } from './define';

const ZPurchaseRef = z.object({
  purchaseOrderId: z.string().uuid(),
  poNo: z.number().int(),
  supplierName: z.string(),
  status: z.enum(['draft', 'ordered', 'partly_received', 'received', 'cancelled']),
});
const po = (p: { poNo: number; supplierName: string }) => ({ values: { no: p.poNo, supplier: p.supplierName } });

/** A purchase order was drafted or changed. */
export const purchaseSaved = defineEvent('purchase.saved', ZPurchaseRef, { read: 'inventory', describe: po });
/** A purchase order was sent to the supplier. */
export const purchaseOrdered = defineEvent('purchase.ordered', ZPurchaseRef, { read: 'inventory', describe: po });
/** Goods of a purchase order were received (all or part). */
export const purchaseReceived = defineEvent('purchase.received', ZPurchaseRef, {
  read: 'inventory',
  describe: (p) => ({ context: p.status, ...po(p) }),
});
/** A purchase order was cancelled. */
export const purchaseCancelled = defineEvent('purchase.cancelled', ZPurchaseRef, { read: 'inventory', describe: po });
