import { sql, type InsertObject, type RawBuilder, type UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import type { AnnouncementListQuery } from '@ros/shared-events';
import { likePattern, paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

/**
 * Whether the member aliased `m` is in the audience of the announcement aliased `a`: everyone, its
 * department or its role. A post whose department or role was deleted is everyone's again.
 */
const inAudience = (m: string): RawBuilder<boolean> => sql<boolean>`(a.audience = 'all'
  or (a.audience = 'department' and (a.department_id is null or a.department_id = ${sql.ref(`${m}.department_id`)}))
  or (a.audience = 'role' and (a.role_id is null or a.role_id = ${sql.ref(`${m}.role_id`)})))`;

/** The members a post counts in "read by X of Y": joined, active, in its audience today. */
const audienceMembers = sql`members m2 where m2.restaurant_id = a.restaurant_id and m2.status = 'active'
  and m2.user_id is not null and ${inAudience('m2')}`;

/** Who is reading: their member id, and whether the list is kept to their audience (writers see every post). */
export interface Reader {
  memberId: string;
  userId: string;
  seesAll: boolean;
}

function feed(ctx: RepoContext, reader: Reader) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('announcements as a')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.id', '=', 'a.department_id').onRef('d.restaurant_id', '=', 'a.restaurant_id'),
    )
    .leftJoin('roles as r', (j) => j.onRef('r.id', '=', 'a.role_id').onRef('r.restaurant_id', '=', 'a.restaurant_id'))
    .leftJoin('announcement_reads as ar', (j) =>
      j
        .onRef('ar.announcement_id', '=', 'a.id')
        .onRef('ar.restaurant_id', '=', 'a.restaurant_id')
        .on('ar.member_id', '=', reader.memberId),
    )
    .selectAll('a')
    .select(['d.name as department_name', 'r.name as role_name', 'ar.read_at'])
    .select(
      reader.seesAll
        ? sql<string>`(select count(*) from announcement_reads ar2 join members m2 on m2.id = ar2.member_id
            and m2.restaurant_id = ar2.restaurant_id where ar2.announcement_id = a.id
            and ar2.restaurant_id = a.restaurant_id and m2.status = 'active' and ${inAudience('m2')})`.as('read_count')
        : sql<null>`null`.as('read_count'),
    )
    .select(
      reader.seesAll
        ? sql<string>`(select count(*) from ${audienceMembers})`.as('audience_count')
        : sql<null>`null`.as('audience_count'),
    )
    .where('a.restaurant_id', '=', restaurantId)
    .$if(!reader.seesAll, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('members as me')
            .select('me.id')
            .where('me.id', '=', reader.memberId)
            .whereRef('me.restaurant_id', '=', 'a.restaurant_id')
            .where(inAudience('me')),
        ),
      ),
    );
}

export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

const SORT = { publishedAt: 'a.published_at', title: 'a.title' } as const;

/** Pinned posts first, then by the chosen column. */
export function listAnnouncements(ctx: RepoContext, reader: Reader, query: AnnouncementListQuery) {
  let q = feed(ctx, reader);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) => eb.or([eb('a.title', 'ilike', like), eb('a.body_markdown', 'ilike', like)]));
  }
  if (query.category) q = q.where('a.category', '=', query.category);
  // Unread: not opened yet, and not one's own post (its author knows what it says).
  if (query.unread)
    q = q
      .where('ar.member_id', 'is', null)
      .where((eb) => eb.or([eb('a.author_id', 'is', null), eb('a.author_id', '!=', reader.userId)]));
  return paged(
    ctx.trx,
    q
      .orderBy('a.pinned', 'desc')
      .orderBy(sql`${sql.ref(SORT[query.sortColumn])} ${sql.raw(query.sort)}`)
      .orderBy('a.id'),
    query,
  );
}

export function findAnnouncement(ctx: RepoContext, reader: Reader, id: string) {
  return feed(ctx, reader).where('a.id', '=', id).executeTakeFirst();
}

export function insertAnnouncement(ctx: RepoContext, values: InsertObject<DB, 'announcements'>) {
  return ctx.trx.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateAnnouncement(ctx: RepoContext, id: string, values: UpdateObject<DB, 'announcements'>) {
  return ctx.trx
    .updateTable('announcements')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteAnnouncement(ctx: RepoContext, id: string) {
  return ctx.trx
    .deleteFrom('announcements')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .returning(['id', 'title'])
    .executeTakeFirst();
}

/** Records that the member opened the post; true the first time only (the key counts a reader once). */
export async function recordRead(ctx: RepoContext, announcementId: string, memberId: string) {
  const inserted = await ctx.trx
    .insertInto('announcement_reads')
    .values({ restaurant_id: ctx.restaurantId, announcement_id: announcementId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return !!inserted;
}

/** The active, joined members of a post's audience (aliased `m2`, the post `a`). */
function audienceOf(ctx: RepoContext, announcementId: string) {
  return ctx.trx
    .selectFrom('announcements as a')
    .innerJoin('members as m2', (j) => j.onRef('m2.restaurant_id', '=', 'a.restaurant_id'))
    .where('a.restaurant_id', '=', ctx.restaurantId)
    .where('a.id', '=', announcementId)
    .where('m2.status', '=', 'active')
    .where('m2.user_id', 'is not', null)
    .where(inAudience('m2'));
}

/** The members of a post's audience with when each read it: readers first (earliest first), then the rest by name. */
export function audienceReaders(ctx: RepoContext, announcementId: string) {
  return audienceOf(ctx, announcementId)
    .leftJoin('users as u', 'u.id', 'm2.user_id')
    .leftJoin('announcement_reads as ar', (j) =>
      j
        .onRef('ar.announcement_id', '=', 'a.id')
        .onRef('ar.restaurant_id', '=', 'a.restaurant_id')
        .onRef('ar.member_id', '=', 'm2.id'),
    )
    .select(['m2.id as member_id', 'ar.read_at'])
    .select(sql<string>`coalesce(m2.full_name, u.full_name, u.username, m2.email)`.as('name'))
    .orderBy(sql`ar.read_at asc nulls last`)
    .orderBy('name')
    .limit(1000)
    .execute();
}

/** The accounts of a post's audience (whom its publication notifies). */
export async function audienceUserIds(ctx: RepoContext, announcementId: string): Promise<string[]> {
  const rows = await audienceOf(ctx, announcementId).select('m2.user_id').execute();
  return rows.map((r) => r.user_id!);
}

/** Whether a department or role of this restaurant exists (an audience must name a real one). */
export async function audienceExists(ctx: RepoContext, table: 'departments' | 'roles', id: string) {
  const row = await ctx.trx
    .selectFrom(table)
    .select('id')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}
