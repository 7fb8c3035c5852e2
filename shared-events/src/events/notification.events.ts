import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications';
import { defineEvent } from './define';

/** Only the person notified reads it (their bell); everyone else gets it hidden. */
const recipient = (p: unknown) => (p as { userId?: string } | null)?.userId ?? null;

/** A notification reached someone's bell. */
export const notificationCreated = defineEvent(
  'notification.created',
  z.object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    createdAt: z.string(),
  }),
  { privateTo: recipient, signal: true, describe: (p) => ({ values: { title: p.title } }) },
);
