import { z } from 'zod';

const id = z.string().uuid();

/** A guest's order as the POS's "To confirm" list shows it (sent whole: the list replaces its copy). */
export const ZGuestOrderSummary = z.object({
  id,
  channel: z.enum(['table', 'pickup', 'delivery']),
  status: z.enum(['to_confirm', 'accepted', 'rejected']),
  tableId: id.nullable(),
  tableName: z.string().nullable(),
  customerName: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      variantName: z.string().nullable(),
      modifiers: z.array(z.string()),
      quantity: z.number().int(),
      remarks: z.string().nullable(),
      lineTotal: z.number().int(),
    }),
  ),
  grandTotal: z.number().int(),
  orderId: id.nullable(),
  createdAt: z.string(),
});
export type GuestOrderSummary = z.infer<typeof ZGuestOrderSummary>;

/** "Call a waiter" / "Ask for the bill" from a table's phone, as the floor's badge shows it. */
export const ZGuestRequest = z.object({
  id,
  guestOrderId: id.nullable(),
  tableId: id,
  tableName: z.string(),
  kind: z.enum(['waiter', 'bill']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type GuestRequest = z.infer<typeof ZGuestRequest>;
