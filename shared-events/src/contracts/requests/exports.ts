import { z } from 'zod';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
export const ZExportBody = z
  .object({
    kind: z.enum(['sales', 'product-mix', 'bills'], { error: 'Choose sales, product mix or bills.' }),
    format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'Choose CSV, XLSX or PDF.' }),
    from: day,
    to: day,
  })
  .refine((b) => b.from <= b.to, { message: 'The end is before the start.', path: ['to'] });
export type ExportBody = z.infer<typeof ZExportBody>;
