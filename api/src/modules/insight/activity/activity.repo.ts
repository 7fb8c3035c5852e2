import { COUNT_CAP, paged } from '../../../kernel/list-query';
import { sql } from 'kysely';
import type { StoredEvent } from '@ros/db';
import { toStoredEvent, verifyChain } from '@ros/db';
import type { ActivityQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

/** A page of the restaurant's events, newest first, without the types the caller may not read. */
export async function listEvents(
  ctx: RepoContext,
  query: ActivityQuery,
  unreadableTypes: string[],
): Promise<{ data: StoredEvent[]; total: number; capped: boolean }> {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('events').where('restaurant_id', '=', restaurantId);
  if (query.type) q = q.where('type', '=', query.type);
  if (query.actorId)
    q = q.where(
      sql<string>`(case when jsonb_typeof(actor) = 'string' then (actor #>> '{}')::jsonb else actor end)->>'userId'`,
      '=',
      query.actorId,
    );
  if (unreadableTypes.length) q = q.where('type', 'not in', unreadableTypes);
  const { rows, total, capped } = await paged(
    trx,
    q
      .select(['id', 'restaurant_id', 'seq', 'type', 'version', 'occurred_at', 'actor', 'payload'])
      .orderBy('seq', 'desc'),
    query,
    { cap: COUNT_CAP },
  );
  return { data: rows.map(toStoredEvent), total, capped };
}

/** A stretch of the restaurant's hash chain, walked in the tenant transaction (see `verifyChain`). */
export function verifyEvents(ctx: RepoContext, afterSeq: number, maxEntries: number) {
  return verifyChain(ctx.trx, ctx.restaurantId, { afterSeq, maxEntries });
}
