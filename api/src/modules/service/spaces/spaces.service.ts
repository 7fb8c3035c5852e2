import type { Space } from '@ros/shared-events';
import { BASIC_LIMITS } from '@ros/shared-events';
import { AppError, notFound, duplicate } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { nextSortOrder } from '../../../kernel/sort-order';
import * as repo from './spaces.repo';
import type { CreateSpaceBody, SpaceListQuery, UpdateSpaceBody } from '@ros/shared-events';

type SpaceRow = NonNullable<Awaited<ReturnType<typeof repo.findSpace>>>;

/** A floor space as the API returns it. */
export const toSpace = (r: SpaceRow): Space => ({
  id: r.id,
  name: r.name,
  sortOrder: r.sort_order,
  tableCount: Number(r.table_count),
});

const nameTaken = () => duplicate('A space with this name already exists.', 'name');

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findSpace(ctx, id) : undefined;
  if (!row) throw notFound('Space');
  return row;
}

/** Read by those who see the tables, and by those who take orders: the POS floor groups tables by space. */
export async function listSpaces(ctx: TenantContext, query: SpaceListQuery) {
  authorizeAny(ctx, 'view', ['tables', 'orders']);
  const { rows, total } = await repo.listSpaces(ctx, query);
  return { data: rows.map(toSpace), total };
}

export async function getSpace(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'view', ['tables', 'orders']);
  return toSpace(await load(ctx, id));
}

export async function createSpace(ctx: TenantContext, body: CreateSpaceBody) {
  ctx.authorize('edit', 'tables');
  if ((await repo.countSpaces(ctx)) >= BASIC_LIMITS.spaces) {
    ctx.requirePlan(
      'unlimitedSpaces',
      `The Basic plan includes ${BASIC_LIMITS.spaces} spaces. Upgrade to Premium for unlimited spaces.`,
    );
  }
  const sortOrder = body.sortOrder ?? (await nextSortOrder(ctx.trx, 'spaces', ctx.restaurant.id));
  try {
    const { id } = await repo.insertSpace(ctx, { name: body.name, sort_order: sortOrder });
    const space = toSpace(await load(ctx, id));
    ctx.emit('space.created', { spaceId: space.id, name: space.name, sortOrder: space.sortOrder });
    return space;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateSpace(ctx: TenantContext, id: string, body: UpdateSpaceBody) {
  ctx.authorize('edit', 'tables');
  await load(ctx, id);
  try {
    await repo.updateSpace(ctx, id, { name: body.name, sort_order: body.sortOrder });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  const space = toSpace(await load(ctx, id));
  ctx.emit('space.updated', { spaceId: space.id, name: space.name, sortOrder: space.sortOrder });
  return space;
}

export async function deleteSpace(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'tables');
  const space = await load(ctx, id);
  if (Number(space.table_count) > 0) {
    throw new AppError('conflict', 'Move or delete the tables of this space before deleting it.');
  }
  await repo.deleteSpace(ctx, id);
  ctx.emit('space.deleted', { spaceId: space.id, name: space.name });
}
