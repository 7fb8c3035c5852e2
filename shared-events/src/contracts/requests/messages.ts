import { z } from 'zod';
import { MESSAGE_STATUSES } from '../messages';
import { ZListQuery } from './page-query';

/** The restaurant's sent messages: searched by recipient, kind or subject, newest first by default. */
export const ZMessageListQuery = ZListQuery(['createdAt', 'to', 'kind', 'subject', 'status'], 25).extend({
  sort: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(MESSAGE_STATUSES, { error: 'Choose queued, sent, failed or kept.' }).optional(),
});
export type MessageListQuery = z.infer<typeof ZMessageListQuery>;
