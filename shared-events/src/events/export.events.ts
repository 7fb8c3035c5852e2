import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
/** Only the member who asked for the export reads its events (everyone else gets them hidden). */
const requester = (p: unknown) => (p as { requestedBy?: string } | null)?.requestedBy ?? null;

/** An export was asked for; the workers build it. */
export const exportRequested = defineEvent(
  'export.requested',
  z.object({ exportId: id, requestedBy: id, kind: z.string(), format: z.string() }),
  { privateTo: requester, describe: (p) => ({ values: { kind: p.kind, format: p.format.toUpperCase() } }) },
);
/** How far an export got (0–100), and when it is done or failed. */
export const exportProgress = defineEvent(
  'export.progress',
  z.object({
    exportId: id,
    requestedBy: id,
    progress: z.number().int().min(0).max(100),
    status: z.enum(['queued', 'running', 'done', 'failed']),
  }),
  { privateTo: requester, describe: (p) => ({ context: p.status, values: { progress: p.progress } }) },
);
