import { sql } from 'kysely';
import { permissionsOf } from '@ros/db';
import { allows } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

/** A member who can chat: active, with an account. */
export interface ChatPerson {
  memberId: string;
  userId: string;
  name: string;
  departmentId: string | null;
  /** May view orders or the kitchen: a member of the pass. */
  worksThePass: boolean;
}

/** The restaurant's active members with an account, with what decides their channels. */
export async function loadRoster(ctx: RepoContext): Promise<ChatPerson[]> {
  const rows = await ctx.trx
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').onRef('r.restaurant_id', '=', 'm.restaurant_id'))
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'm.department_id',
      'r.system_key',
      'r.permissions',
      'r.is_disabled',
      sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name'),
    ])
    .where('m.restaurant_id', '=', ctx.restaurantId)
    .where('m.status', '=', 'active')
    .orderBy('name')
    .execute();
  return rows.map((r) => {
    const permissions = permissionsOf({ roleDisabled: r.is_disabled, permissions: r.permissions });
    const isOwner = r.system_key === 'owner';
    return {
      memberId: r.id,
      userId: r.user_id!,
      name: r.name,
      departmentId: r.department_id,
      worksThePass: allows(permissions, isOwner, 'view', 'orders') || allows(permissions, isOwner, 'view', 'kitchen'),
    };
  });
}

const CHANNEL_COLUMNS = [
  'c.id',
  'c.kind',
  'c.department_id',
  'c.member_a_id',
  'c.member_b_id',
  'd.name as department_name',
  'd.manager_member_id',
] as const;

function selectChannels(ctx: RepoContext) {
  return ctx.trx
    .selectFrom('chat_channels as c')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.id', '=', 'c.department_id').onRef('d.restaurant_id', '=', 'c.restaurant_id'),
    )
    .select(CHANNEL_COLUMNS)
    .where('c.restaurant_id', '=', ctx.restaurantId);
}
/** A channel row with what decides its audience. */
export type ChannelRow = Awaited<ReturnType<typeof findChannel>> & {};

export function findChannel(ctx: RepoContext, channelId: string) {
  return selectChannels(ctx).where('c.id', '=', channelId).executeTakeFirst();
}

/** Every shared channel, and the direct ones `memberId` is in. */
export function listChannelsOf(ctx: RepoContext, memberId: string) {
  return selectChannels(ctx)
    .where((eb) =>
      eb.or([eb('c.kind', '!=', 'direct'), eb('c.member_a_id', '=', memberId), eb('c.member_b_id', '=', memberId)]),
    )
    .orderBy('c.created_at')
    .execute();
}

/** The direct channel of two members (`a` sorts before `b`), created the first time. */
export async function openDirect(ctx: RepoContext, a: string, b: string): Promise<string> {
  await ctx.trx
    .insertInto('chat_channels')
    .values({ restaurant_id: ctx.restaurantId, kind: 'direct', member_a_id: a, member_b_id: b })
    .onConflict((oc) =>
      oc.expression(sql.raw('restaurant_id, member_a_id, member_b_id')).where('kind', '=', 'direct').doNothing(),
    )
    .execute();
  const row = await ctx.trx
    .selectFrom('chat_channels')
    .select('id')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('kind', '=', 'direct')
    .where('member_a_id', '=', a)
    .where('member_b_id', '=', b)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A department's channel (idempotent). */
export async function insertDepartmentChannel(ctx: RepoContext, departmentId: string): Promise<void> {
  await ctx.trx
    .insertInto('chat_channels')
    .values({ restaurant_id: ctx.restaurantId, kind: 'department', department_id: departmentId })
    .onConflict((oc) =>
      oc.expression(sql.raw('restaurant_id, department_id')).where('department_id', 'is not', null).doNothing(),
    )
    .execute();
}

/** Per channel of `memberId`: messages of others after their read cursor, and the channel's last position. */
export function unreadCounts(ctx: RepoContext, memberId: string) {
  return ctx.trx
    .selectFrom('chat_messages as m')
    .leftJoin('chat_reads as r', (j) =>
      j
        .onRef('r.channel_id', '=', 'm.channel_id')
        .onRef('r.restaurant_id', '=', 'm.restaurant_id')
        .on('r.member_id', '=', memberId),
    )
    .select([
      'm.channel_id',
      sql<number>`count(*) filter (where m.position > coalesce(r.last_position, 0) and m.author_member_id <> ${memberId} and m.deleted_at is null)::int`.as(
        'unread',
      ),
      sql<number>`max(m.position)::int8`.as('last_position'),
    ])
    .where('m.restaurant_id', '=', ctx.restaurantId)
    .groupBy('m.channel_id')
    .execute();
}

const MESSAGE_COLUMNS = [
  'm.id',
  'm.channel_id',
  'm.position',
  'm.author_member_id',
  'm.body',
  'm.image_url',
  'm.order_id',
  'm.mentions',
  'm.created_at',
  'm.edited_at',
  'm.deleted_at',
  'o.display_no',
  'a.user_id as author_user_id',
] as const;

function selectMessages(ctx: RepoContext) {
  return ctx.trx
    .selectFrom('chat_messages as m')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'm.order_id').onRef('o.restaurant_id', '=', 'm.restaurant_id'))
    .innerJoin('members as a', (j) =>
      j.onRef('a.id', '=', 'm.author_member_id').onRef('a.restaurant_id', '=', 'm.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      ...MESSAGE_COLUMNS,
      sql<string>`coalesce(a.full_name, u.full_name, u.username, a.email)`.as('author_name'),
    ])
    .where('m.restaurant_id', '=', ctx.restaurantId);
}
/** A message row with its author's name and its order's number. */
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export function findMessage(ctx: RepoContext, messageId: string) {
  return selectMessages(ctx).where('m.id', '=', messageId).executeTakeFirst();
}

/** A channel's messages before `before` (newest first), one more than `limit` to tell whether more remain. */
export function messagesBefore(ctx: RepoContext, channelId: string, before: number | undefined, limit: number) {
  let q = selectMessages(ctx).where('m.channel_id', '=', channelId);
  if (before !== undefined) q = q.where('m.position', '<', before);
  return q
    .orderBy('m.position', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function insertMessage(
  ctx: RepoContext,
  values: {
    channelId: string;
    authorMemberId: string;
    body: string;
    imageUrl: string | null;
    orderId: string | null;
    mentions: string[];
  },
): Promise<string> {
  const row = await ctx.trx
    .insertInto('chat_messages')
    .values({
      restaurant_id: ctx.restaurantId,
      channel_id: values.channelId,
      author_member_id: values.authorMemberId,
      body: values.body,
      image_url: values.imageUrl,
      order_id: values.orderId,
      mentions: values.mentions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMessage(ctx: RepoContext, messageId: string, change: { body: string } | { deleted: true }) {
  await ctx.trx
    .updateTable('chat_messages')
    .set(
      'deleted' in change
        ? { body: '', image_url: null, mentions: [], deleted_at: sql<Date>`now()` }
        : { body: change.body, edited_at: sql<Date>`now()` },
    )
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', messageId)
    .execute();
}

/** Whether the restaurant has this order (a message links one). */
export async function orderExists(ctx: RepoContext, orderId: string): Promise<boolean> {
  const row = await ctx.trx
    .selectFrom('orders')
    .select('id')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return !!row;
}

/** Moves a member's read cursor forward (never back); returns where it stands. */
export async function markRead(ctx: RepoContext, channelId: string, memberId: string, position: number) {
  const row = await ctx.trx
    .insertInto('chat_reads')
    .values({ restaurant_id: ctx.restaurantId, channel_id: channelId, member_id: memberId, last_position: position })
    .onConflict((oc) =>
      oc
        .columns(['restaurant_id', 'channel_id', 'member_id'])
        .doUpdateSet({ last_position: sql<number>`greatest(chat_reads.last_position, excluded.last_position)` }),
    )
    .returning('last_position')
    .executeTakeFirstOrThrow();
  return Number(row.last_position);
}
