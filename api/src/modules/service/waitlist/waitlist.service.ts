import type { WaitlistEntry, WaitlistStatusChange } from '@ros/shared-events';
import { notFound, ruleViolation, staleVersion } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { queueMessage } from '../../messaging/outbox';
import { smsNumberOf } from '../../messaging/guest-recipients';
import * as repo from './waitlist.repo';
import type { AddWaitlistBody, WaitlistQuery, WaitlistStatusBody } from '@ros/shared-events';

type Status = 'waiting' | 'notified' | 'seated' | 'left';

export const toEntry = (r: repo.EntryRow): WaitlistEntry => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  partySize: r.party_size,
  quotedWaitMinutes: r.quoted_wait_minutes,
  status: r.status as Status,
  notes: r.notes,
  tableId: r.table_id,
  notifiedAt: r.notified_at ? new Date(r.notified_at).toISOString() : null,
  version: r.version,
  createdAt: new Date(r.created_at).toISOString(),
});
const snapshot = (e: ReturnType<typeof toEntry>) => ({
  id: e.id,
  name: e.name,
  phone: e.phone,
  partySize: e.partySize,
  quotedWaitMinutes: e.quotedWaitMinutes,
  status: e.status,
  tableId: e.tableId,
  version: e.version,
});

function premium(ctx: TenantContext, action: 'view' | 'edit') {
  // On Basic the data stays readable (a lapsed subscription keeps it); only changes need the plan.
  if (action === 'edit') ctx.requirePlan('reservations', 'The waitlist needs the Premium plan.');
  if (action === 'view') authorizeAny(ctx, 'view', ['reservations', 'orders']);
  else ctx.authorize('edit', 'reservations');
}

export async function listWaitlist(ctx: TenantContext, query: WaitlistQuery) {
  premium(ctx, 'view');
  const rows = await repo.listEntries(ctx, query);
  return { data: rows.map(toEntry), total: rows.length };
}

export async function addToWaitlist(ctx: TenantContext, body: AddWaitlistBody) {
  premium(ctx, 'edit');
  const row = await repo.insertEntry(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    name: body.name,
    phone: body.phone ?? null,
    party_size: body.partySize,
    quoted_wait_minutes: body.quotedWaitMinutes,
    notes: body.notes ?? null,
  });
  const entry = toEntry(row);
  ctx.emit('waitlist.entry_added', { entry: snapshot(entry) });
  return entry;
}

/**
 * Notified ("your table is ready": an SMS in the restaurant's language, to a number in international
 * form), seated, left, or back to waiting.
 */
export async function setWaitlistStatus(
  ctx: TenantContext,
  id: string,
  body: WaitlistStatusBody,
  linkBase: string,
): Promise<WaitlistStatusChange> {
  premium(ctx, 'edit');
  const before = isUuid(id) ? await repo.findEntry(ctx, id, true) : undefined;
  if (!before) throw notFound('Waitlist entry');
  if (body.version !== undefined && body.version !== before.version) {
    throw staleVersion('entry', { entry: toEntry(before) });
  }
  if (before.status === body.status) return toEntry(before);
  if (before.status === 'seated' || before.status === 'left')
    throw ruleViolation(`This party has ${before.status === 'seated' ? 'been seated' : 'left'}.`);
  let messageId: string | null = null;
  if (body.status === 'notified') {
    if (!before.phone) throw ruleViolation('Add a phone number to notify this party.', 'phone');
    const to = smsNumberOf(before.phone);
    if (!to) throw ruleViolation('Enter the phone number with its country code, such as +34600123456.', 'phone');
    const message = await queueMessage(ctx.trx, linkBase, {
      restaurantId: ctx.restaurant.id,
      kind: 'waitlist_table_ready',
      to,
      data: { guestName: before.name },
      relatedId: before.id,
    });
    messageId = message?.id ?? null;
  }
  const now = new Date();
  const row = await repo.updateEntry(ctx, id, {
    status: body.status,
    table_id: body.tableId ?? undefined,
    notified_at: body.status === 'notified' ? now : undefined,
    seated_at: body.status === 'seated' ? now : undefined,
  });
  const entry = toEntry(row);
  ctx.emit('waitlist.entry_updated', { entry: snapshot(entry), previousStatus: before.status as Status });
  return { ...entry, messageId };
}
