import type { CreateGuestPostBody, GuestPost, GuestPostListQuery, UpdateGuestPostBody } from '@ros/shared-events';
import type { OpenContext } from '../../../kernel/account';
import { invalidInput, notFound } from '../../../kernel/errors';
import { changedKeys } from '../../../kernel/patch';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './guest-posts.repo';

const toGuestPost = (r: repo.GuestPostRow): GuestPost => ({
  id: r.id,
  kind: r.kind as GuestPost['kind'],
  title: r.title,
  body: r.body,
  imageUrl: r.image_url,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** A picture is one this restaurant uploaded: a post never shows another restaurant's files. */
function checkImage(ctx: TenantContext, url: string | null | undefined) {
  if (url && !url.startsWith(`/uploads/${ctx.restaurantId}/`))
    throw invalidInput('imageUrl', 'Upload the picture first.');
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findGuestPost(ctx, id) : undefined;
  if (!row) throw notFound('Post');
  return row;
}

/** Posts on the guest menu are part of the menu: those who may see the menu see them, its editors write them. */
export async function listGuestPosts(ctx: TenantContext, query: GuestPostListQuery) {
  ctx.authorize('view', 'menu');
  const { rows, total } = await repo.listGuestPosts(ctx, query);
  return { data: rows.map(toGuestPost), total };
}

export async function createGuestPost(ctx: TenantContext, body: CreateGuestPostBody) {
  ctx.authorize('edit', 'menu');
  checkImage(ctx, body.imageUrl);
  const row = await repo.insertGuestPost(ctx, {
    restaurant_id: ctx.restaurantId,
    kind: body.kind,
    title: body.title,
    body: body.body ?? '',
    image_url: body.imageUrl ?? null,
    starts_on: body.startsOn,
    ends_on: body.endsOn,
    created_by: ctx.user.id,
  });
  ctx.emit('guest_post.created', { guestPostId: row.id, title: row.title });
  return toGuestPost(row);
}

export async function updateGuestPost(ctx: TenantContext, id: string, body: UpdateGuestPostBody) {
  ctx.authorize('edit', 'menu');
  checkImage(ctx, body.imageUrl);
  const before = await load(ctx, id);
  const startsOn = body.startsOn ?? before.starts_on;
  const endsOn = body.endsOn ?? before.ends_on;
  if (endsOn < startsOn) throw invalidInput('endsOn', 'The last day cannot be before the first.');
  const changes = changedKeys(body);
  if (!changes.length) return toGuestPost(before);
  const row = await repo.updateGuestPost(ctx, id, {
    kind: body.kind,
    title: body.title,
    body: body.body,
    image_url: body.imageUrl,
    starts_on: body.startsOn,
    ends_on: body.endsOn,
  });
  ctx.emit('guest_post.updated', { guestPostId: id, title: row.title, changes });
  return toGuestPost(row);
}

export async function deleteGuestPost(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const gone = isUuid(id) ? await repo.deleteGuestPost(ctx, id) : undefined;
  if (!gone) throw notFound('Post');
  ctx.emit('guest_post.deleted', { guestPostId: gone.id, title: gone.title });
}

/**
 * What a guest's phone shows: the restaurant's posts of today, nothing else (no upcoming or past
 * ones, no author). An unknown restaurant reads as an empty list, like one with no posts: the
 * public menu's own reads already answer whether it exists.
 */
export function publicGuestPosts(ctx: OpenContext, restaurantId: string) {
  return ctx.transaction(
    async ({ trx }) => {
      const rows = await repo.currentGuestPosts({ trx, restaurantId });
      return {
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind as GuestPost['kind'],
          title: r.title,
          body: r.body,
          imageUrl: r.image_url,
          startsOn: r.starts_on,
          endsOn: r.ends_on,
        })),
      };
    },
    { restaurantId },
  );
}
