import { z } from 'zod';
import { ZPageQuery } from './page-query';
import { money, ZMoney } from './primitives';

export const ZOpenSessionBody = z.object({
  openingFloat: ZMoney,
  name: z.string().trim().min(1).max(60).default('Main'),
});
export const ZMovementBody = z.object({
  kind: z.enum(['pay_in', 'pay_out']),
  amount: money({ min: 1 }),
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
});
/** Opening the drawer without a sale: why (change for a customer, a count, a jammed till). */
export const ZNoSaleBody = z.object({ reason: z.string().trim().min(1, 'A reason is required.').max(500) });
export const ZCloseSessionBody = z.object({ counted: ZMoney, notes: z.string().trim().max(1000).nullish() });
export const ZCurrentQuery = z.object({ name: z.string().trim().min(1).max(60).default('Main') });
export const ZSessionListQuery = z.object({
  status: z.enum(['open', 'closed']).optional(),
  ...ZPageQuery(20, 100).shape,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Which receipt printer prints the Z report: the one named, else the terminal's, else a shared one. */
export const ZPrintZReportBody = z.object({
  printerId: z.string().uuid('Unknown printer.').optional(),
  terminalSessionId: z.string().uuid('Unknown terminal.').optional(),
});
export type PrintZReportBody = z.infer<typeof ZPrintZReportBody>;
