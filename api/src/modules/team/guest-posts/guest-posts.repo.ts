import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import type { GuestPostListQuery } from '@ros/shared-events';
import { likePattern, paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

/** Today in the restaurant's time zone (a guest in another zone sees the restaurant's day). */
const today = sql<Date>`(select (now() at time zone r.time_zone)::date from restaurants r where r.id = guest_posts.restaurant_id)`;

const columns = [
  'id',
  'kind',
  'title',
  'body',
  'image_url',
  sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
  sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
  sql<
    'current' | 'upcoming' | 'past'
  >`case when ends_on < ${today} then 'past' when starts_on > ${today} then 'upcoming' else 'current' end`.as('status'),
  'created_at',
  'updated_at',
] as const;

export type GuestPostRow = Awaited<ReturnType<typeof findGuestPost>> & object;

const SORT = { startsOn: 'starts_on', endsOn: 'ends_on', title: 'title' } as const;

export function listGuestPosts(ctx: RepoContext, query: GuestPostListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('guest_posts').where('restaurant_id', '=', restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) => eb.or([eb('title', 'ilike', like), eb('body', 'ilike', like)]));
  }
  if (query.status === 'past') q = q.where('ends_on', '<', today);
  if (query.status === 'upcoming') q = q.where('starts_on', '>', today);
  if (query.status === 'current') q = q.where('starts_on', '<=', today).where('ends_on', '>=', today);
  return paged(
    trx,
    q
      .select(columns)
      .orderBy(sql`${sql.ref(SORT[query.sortColumn])} ${sql.raw(query.sort)}`)
      .orderBy('id'),
    query,
  );
}

export function findGuestPost(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('guest_posts')
    .select(columns)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The posts showing today, soonest to end first (what the guest pages show). */
export function currentGuestPosts(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('guest_posts')
    .select(columns)
    .where('restaurant_id', '=', restaurantId)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('ends_on')
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

export async function insertGuestPost(ctx: RepoContext, values: InsertObject<DB, 'guest_posts'>) {
  const { id } = await ctx.trx.insertInto('guest_posts').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findGuestPost(ctx, id))!;
}

export async function updateGuestPost(ctx: RepoContext, id: string, values: UpdateObject<DB, 'guest_posts'>) {
  await ctx.trx
    .updateTable('guest_posts')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .execute();
  return (await findGuestPost(ctx, id))!;
}

export function deleteGuestPost({ trx, restaurantId }: RepoContext, id: string) {
  return trx
    .deleteFrom('guest_posts')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'title'])
    .executeTakeFirst();
}
