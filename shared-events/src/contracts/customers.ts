import { z } from 'zod';
import { ZId, ZMinor, ZPage, ZTimestamp } from './common';

/** A postal address a customer uses (delivery). */
export const ZCustomerAddress = z.object({ label: z.string().nullable(), address: z.string() });

/** A guest the restaurant knows: contact, notes, visits and spend. */
export const ZCustomer = z.object({
  id: ZId,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  addresses: z.array(ZCustomerAddress),
  /** For an invoice's bill-to: the client's company and country. */
  company: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  visits: z.number().int(),
  totalSpent: ZMinor,
  /** Whether bills can be charged to the customer's account. */
  hasCreditAccount: z.boolean(),
  /** A credit customer's limit (null: no limit, or not on account) and the days a charged bill is due in. */
  creditLimit: ZMinor.nullable(),
  paymentTermsDays: z.number().int(),
  lastVisitAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export const ZCustomerPage = ZPage(ZCustomer);

/** One bill of a customer, newest first (GET …/customers/:id/history). */
export const ZCustomerBill = z.object({
  id: ZId,
  billNo: z.number().int(),
  orderId: ZId,
  orderDisplayNo: z.number().int(),
  createdAt: ZTimestamp,
  orderType: z.string(),
  /** "Table 4", "Takeaway"…: what the order was for. */
  target: z.string(),
  grandTotal: ZMinor,
  status: z.string(),
  statusLabel: z.string(),
  /** Units on the bill (sum of line quantities). */
  itemCount: z.number().int(),
});
export const ZCustomerHistory = ZPage(ZCustomerBill);

export type CustomerAddress = z.infer<typeof ZCustomerAddress>;
export type Customer = z.infer<typeof ZCustomer>;
export type CustomerBill = z.infer<typeof ZCustomerBill>;
