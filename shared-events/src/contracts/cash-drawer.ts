import { z } from 'zod';
import { ZPage, ZPersonRef } from './common';

/** Reply shapes of the cash-drawer operations (see common.ts). */

export const ZDrawerSession = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  openingFloat: z.number(),
  cashSales: z.number(),
  cashRefunds: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  expected: z.number(),
  counted: z.number().nullable(),
  overShort: z.number().nullable(),
  notes: z.string().nullable(),
  openedBy: ZPersonRef,
  openedAt: z.string(),
  closedBy: ZPersonRef.nullable(),
  closedAt: z.string().nullable(),
  movements: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['pay_in', 'pay_out']),
      amount: z.number(),
      reason: z.string(),
      createdBy: ZPersonRef,
      createdAt: z.string(),
    }),
  ),
});
export type DrawerSession = z.infer<typeof ZDrawerSession>;

export const ZDrawerSessionSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  openingFloat: z.number(),
  expected: z.number().nullable(),
  counted: z.number().nullable(),
  overShort: z.number().nullable(),
  openedBy: ZPersonRef,
  openedAt: z.string(),
  closedBy: ZPersonRef.nullable(),
  closedAt: z.string().nullable(),
});
export type DrawerSessionSummary = z.infer<typeof ZDrawerSessionSummary>;

export const ZDrawerSessionPage = ZPage(ZDrawerSessionSummary);

export const ZDrawerReport = z.object({
  session: ZDrawerSession,
  from: z.string(),
  to: z.string(),
  salesByMethod: z.record(z.string(), z.number()),
  bills: z.number(),
  paidBillsTotal: z.number(),
  voids: z.object({
    items: z.number(),
    itemsAmount: z.number(),
    payments: z.number(),
    paymentsAmount: z.number(),
  }),
  discounts: z.number(),
  refunds: z.number(),
  tips: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  expectedCash: z.number(),
  counted: z.number().nullable(),
  overShort: z.number().nullable(),
});
export type DrawerReport = z.infer<typeof ZDrawerReport>;
