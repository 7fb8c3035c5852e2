import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { counterStore, tooManyAttempts } from '../../identity/auth';
import { unsubscribe, unsubscribeView, UNKNOWN_LINK } from './unsubscribe.service';

/** Unsubscribe link reads and clicks per client address per 10 minutes (a person clicks a few; a guesser is cut off). */
const UNSUBSCRIBES_PER_ADDRESS = 60;

/** The unsubscribe link of guests' emails: public, by token. */
export const unsubscribeRoutes = defineRoutes('unsubscribe', (r, deps) => {
  const perAddress = counterStore(deps.config.redisUrl).counter('unsubscribe_address', UNSUBSCRIBES_PER_ADDRESS, 600);
  const limit = async (ip: string) => {
    const wait = await perAddress.blockedForMs(ip);
    if (wait > 0) throw tooManyAttempts('unsubscribe requests', wait);
    await perAddress.fail(ip);
  };
  const notFound = UNKNOWN_LINK;

  r.open(op.getUnsubscribe, { summary: 'What an unsubscribe link would stop', notFound }, async (ctx, { params }) => {
    await limit(ctx.ip);
    return unsubscribeView(ctx, params.unsubscribeToken);
  });
  r.open(
    op.postUnsubscribe,
    { summary: "Stop a restaurant's marketing to an address (also the one-click List-Unsubscribe POST)", notFound },
    async (ctx, { params }) => {
      await limit(ctx.ip);
      return unsubscribe(ctx, params.unsubscribeToken);
    },
  );
});
