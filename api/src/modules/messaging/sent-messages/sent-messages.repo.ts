import { sql, type Kysely } from 'kysely';
import type { DB } from '@ros/db';
import type { MessageListQuery } from '@ros/shared-events';
import { COUNT_CAP, likePattern, paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

const COLUMNS = [
  'id',
  'channel',
  'to',
  'kind',
  'subject',
  'status',
  'last_error',
  'attempts',
  'created_at',
  'sent_at',
  'failed_at',
] as const;

const SORT = {
  createdAt: sql`created_at`,
  to: sql`lower("to")`,
  kind: sql`kind`,
  subject: sql`lower(subject)`,
  status: sql`status`,
} as const;

/** The restaurant's messages (row-level security keeps them to it), searched, sorted and paged. */
export function listMessages(ctx: RepoContext, q: MessageListQuery) {
  let query = ctx.trx.selectFrom('messages').select(COLUMNS).where('restaurant_id', '=', ctx.restaurantId);
  if (q.q) {
    const like = likePattern(q.q);
    query = query.where((eb) =>
      eb.or([eb('to', 'ilike', like), eb('kind', 'ilike', like), eb('subject', 'ilike', like)]),
    );
  }
  if (q.status) query = query.where('status', '=', q.status);
  const direction = q.sort === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return paged(ctx.trx, query.orderBy(sql`${SORT[q.sortColumn]} ${direction}`).orderBy('id'), q, { cap: COUNT_CAP });
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

/** One message of the restaurant with what it says. */
export const findMessage = (ctx: RepoContext, id: string) =>
  ctx.trx
    .selectFrom('messages')
    .select([...COLUMNS, 'body', 'html'])
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * A person's own account messages, newest first: those written to their account (verification,
 * reset), and the invitations sent to their address once they confirmed they hold it.
 */
export const listAccountMessages = (db: Kysely<DB>, userId: string, limit: number) =>
  db
    .selectFrom('messages as m')
    .select(['m.id', 'm.kind', 'm.to', 'm.subject', 'm.status', 'm.created_at', 'm.body'])
    .where((eb) =>
      eb.or([
        eb('m.user_id', '=', userId),
        eb.and([
          eb('m.kind', '=', 'staff_invitation'),
          eb(
            sql<string>`lower(m."to")`,
            '=',
            eb
              .selectFrom('users as u')
              .select(sql<string>`lower(u.email)`.as('email'))
              .where('u.id', '=', userId)
              .where('u.email_verified_at', 'is not', null),
          ),
        ]),
      ]),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .limit(limit)
    .execute();
