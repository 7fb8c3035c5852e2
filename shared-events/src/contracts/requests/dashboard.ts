import { z } from 'zod';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
/** The dashboard's period (today when absent). */
export const ZDashboardQuery = z.object({ from: day.optional(), to: day.optional() });
