import type { PersonRef, StockCount } from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { isForeignKeyViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './counts.repo';
import { authorizeInventory, loadItems } from './inventory.service';
import type { CountLinesBody } from '@ros/shared-events';
import { postMovements } from './stock.service';
import { round3 } from './units';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toCount(c: repo.CountRow, lines?: Awaited<ReturnType<typeof repo.countLines>>): StockCount {
  return {
    id: c.id,
    groupId: c.group_id,
    groupName: c.group_name,
    location: c.location,
    status: c.status as StockCount['status'],
    notes: c.notes,
    createdBy: c.created_by as PersonRef,
    createdAt: iso(c.created_at)!,
    postedAt: iso(c.posted_at),
    varianceValue: Math.round(Number(c.variance_value ?? 0)),
    lines: (lines ?? []).map((l) => {
      // An open sheet compares with on-hand now; a posted one with on-hand when it was posted.
      const expected = Number(c.status === 'open' ? l.on_hand : l.expected);
      const variance = l.counted == null ? null : round3(Number(l.counted) - expected);
      return {
        itemId: l.item_id,
        itemName: l.item_name,
        unit: l.unit,
        expected,
        counted: l.counted == null ? null : Number(l.counted),
        variance,
        varianceValue: variance == null ? null : Math.round(variance * Number(l.average_cost)),
      };
    }),
  };
}

async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findCount(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Stock count');
  return row;
}

async function reply(ctx: TenantContext, id: string) {
  const count = await load(ctx, id);
  const lines = await repo.countLines(ctx, id);
  const out = toCount(count, lines);
  if (count.status === 'open') out.varianceValue = out.lines.reduce((s, l) => s + (l.varianceValue ?? 0), 0);
  return out;
}

export async function listCounts(ctx: TenantContext) {
  authorizeInventory(ctx, 'view');
  return {
    data: (await repo.listCounts(ctx)).map((c) => {
      const { lines: _l, ...rest } = toCount(c);
      return rest;
    }),
  };
}

export async function getCount(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'view');
  return reply(ctx, id);
}

/** Opens a count sheet for a group, a storage location, or every item. */
export async function createCount(
  ctx: TenantContext,
  body: { groupId?: string | null; location: string | null; notes: string | null },
) {
  authorizeInventory(ctx, 'edit');
  const rid = ctx.restaurant.id;
  const row = await repo
    .insertCount(ctx.trx, {
      restaurant_id: rid,
      group_id: body.groupId ?? null,
      location: body.location,
      notes: body.notes,
      created_by: jsonb(ctx.actor),
    })
    .catch((e) => {
      if (isForeignKeyViolation(e))
        throw new AppError('invalid_input', 'Choose one of your groups.', { groupId: 'Unknown group.' });
      throw e;
    });
  const filled = await repo.fillCountSheet(ctx, row.id, body.groupId ?? null, body.location);
  if (!filled.reduce((n, r) => n + Number(r.numInsertedOrUpdatedRows ?? 0), 0))
    throw ruleViolation('No active item is in this group or location.', body.groupId ? 'groupId' : 'location');
  return reply(ctx, row.id);
}

/** Records counted quantities (null clears one); items not on the sheet are refused. */
export async function saveCountLines(ctx: TenantContext, id: string, body: CountLinesBody) {
  authorizeInventory(ctx, 'edit');
  const count = await load(ctx, id, true);
  if (count.status !== 'open') throw ruleViolation('This count is posted; start a new one.');
  const changed = await repo.setCounted(ctx, id, body.lines);
  if (changed !== body.lines.length)
    throw new AppError('invalid_input', 'An item is not on this count sheet.', { lines: 'Not on this sheet.' });
  return reply(ctx, id);
}

/**
 * Posts the count: each counted item gets a count adjustment of (counted − on-hand now), so
 * on-hand becomes what was counted; the variance is kept on the sheet in units and money.
 */
export async function postCount(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  const count = await load(ctx, id, true);
  if (count.status !== 'open') throw ruleViolation('This count is already posted.');
  const lines = (await repo.countLines(ctx, id)).filter((l) => l.counted != null);
  if (!lines.length) throw ruleViolation('Enter at least one counted quantity before posting.', 'lines');
  const items = await loadItems(
    ctx,
    lines.map((l) => l.item_id),
    true,
  );
  await postMovements(
    ctx,
    lines.map((l) => ({
      itemId: l.item_id,
      kind: 'count_adjustment' as const,
      quantity: round3(Number(l.counted) - Number(items.get(l.item_id)!.on_hand)),
      reason: `Stock count${count.group_name ? ` (${count.group_name})` : ''}`,
      sourceType: 'stock_count',
      sourceId: id,
      sourceKey: `count:${id}:${l.item_id}`,
    })),
  );
  await repo.markPosted(
    ctx,
    id,
    lines.map((l) => ({ itemId: l.item_id, onHand: Number(items.get(l.item_id)!.on_hand) })),
  );
  return reply(ctx, id);
}
