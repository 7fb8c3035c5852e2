import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as sent from './sent-messages.service';

/** The outbox read back: a restaurant's sent messages, and each person's own account messages. */
export const sentMessagesRoutes = defineRoutes('sent-messages', (r, deps) => {
  const settings: sent.OutboxSettings = { linkBase: deps.config.linkBase, smtpUrl: deps.config.delivery.smtpUrl };
  r.tenant(
    op.listMessages,
    { summary: 'Messages the restaurant sent, with their status', floor: false },
    (ctx, { query }) => sent.listMessages(ctx, query),
  );
  r.tenant(op.getMessage, { summary: 'One sent message with its text and HTML', floor: false }, (ctx, { params }) =>
    sent.getMessage(ctx, params.messageId, settings),
  );
  r.user(op.listMyMessages, { summary: 'My account messages (links shown while no mail provider is set)' }, (ctx) =>
    sent.listMyMessages(ctx, settings),
  );
});
