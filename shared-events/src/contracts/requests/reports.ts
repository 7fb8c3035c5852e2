import { z } from 'zod';
import { ZQueryBool } from './page-query';

/** A report's period (`from`..`to`, business days). */
const day = z.iso.date('Use a date (YYYY-MM-DD).');
export const ZReportPeriodQuery = z
  .object({ from: day, to: day, compare: ZQueryBool.optional() })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
export const ZReportSalesQuery = z
  .object({
    from: day,
    to: day,
    compare: ZQueryBool.optional(),
    groupBy: z.enum(['hour', 'day', 'week', 'month', 'weekdayHour']).default('day'),
  })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
export const ZReportMixQuery = z
  .object({ from: day, to: day, by: z.enum(['dish', 'category']).default('dish') })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
