import type { ChecklistListQuery, EventPayload, EventType, RecordChecklistItemBody } from '@ros/shared-events';
import { forbidden, invalidInput, notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { businessDate } from '../../identity/restaurants';
import { notify, type NotifyContext } from '../../messaging/notifications';
import * as repo from './checklists.repo';
import { snapshotOf, toChecklist } from './checklist-view';

/** Who the caller is for the lists: their member, role and department. */
async function meOf(ctx: TenantContext) {
  return {
    memberId: ctx.member.memberId,
    roleId: ctx.member.roleId,
    departmentId: await repo.departmentOf(ctx, ctx.member.memberId),
  };
}

/** Whether a list is the caller's: assigned to them, their role or their department. */
const isMine = (c: repo.Assignment, me: Awaited<ReturnType<typeof meOf>>) =>
  c.member_id === me.memberId ||
  c.role_id === me.roleId ||
  (me.departmentId !== null && c.department_id === me.departmentId);

/**
 * A business day's lists (today by default): the caller's own with `mine`, any member's; every
 * list (the manager's board) with "Manage Others' Tasks".
 */
export async function listChecklists(ctx: TenantContext, query: ChecklistListQuery) {
  const day = query.day ?? businessDate(ctx.restaurant);
  if (!query.mine) ctx.authorize('view', 'tasks');
  const rows = await repo.listChecklists(ctx, day, query.mine ? await meOf(ctx) : undefined);
  const items = await repo.itemsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) =>
      toChecklist(
        r,
        items.filter((i) => i.checklist_id === r.id),
      ),
    ),
  };
}

/** One list: the caller's own, or anyone's with "Manage Others' Tasks" (404 for anyone else: no probing). */
async function loadVisible(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findChecklist(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Checklist');
  if (!ctx.can('edit', 'tasks') && !isMine(row, await meOf(ctx))) throw notFound('Checklist');
  return row;
}

export async function getChecklist(ctx: TenantContext, id: string) {
  const row = await loadVisible(ctx, id);
  return toChecklist(row, await repo.itemsOf(ctx, [id]));
}

/** `/uploads/<this restaurant>/<uuid>.webp`: a photo the uploads module stored for this restaurant. */
const isOwnPhoto = (ctx: TenantContext, url: string) =>
  new RegExp(`^/uploads/${ctx.restaurantId}/[0-9a-f-]{36}\\.webp$`).test(url);

const rangeText = (i: repo.ItemRow) => {
  const unit = i.unit ? ` ${i.unit}` : '';
  if (i.min_value !== null && i.max_value !== null) return `${Number(i.min_value)}–${Number(i.max_value)}${unit}`;
  if (i.min_value !== null) return `at least ${Number(i.min_value)}${unit}`;
  return `at most ${Number(i.max_value)}${unit}`;
};

/** What doing an item writes, by its kind; refuses what is missing (400, nothing written). */
function valuesFor(ctx: TenantContext, item: repo.ItemRow, body: RecordChecklistItemBody) {
  const who = { done_by_member_id: ctx.member.memberId || null, done_by_name: ctx.member.displayName };
  const base = { value_number: null, value_text: null, photo_url: null, out_of_range: false, corrective_note: null };
  if (item.kind === 'number') {
    if (body.value === null || body.value === undefined) throw invalidInput('value', 'Enter the reading.');
    const low = item.min_value !== null && body.value < Number(item.min_value);
    const high = item.max_value !== null && body.value > Number(item.max_value);
    const note = body.correctiveNote?.trim() || null;
    if ((low || high) && !note)
      throw invalidInput(
        'correctiveNote',
        `${body.value}${item.unit ? ` ${item.unit}` : ''} is outside ${rangeText(item)}: write the corrective action taken.`,
      );
    return { ...base, ...who, value_number: body.value, out_of_range: low || high, corrective_note: note };
  }
  if (item.kind === 'text') {
    if (!body.text) throw invalidInput('text', 'Write something.');
    return { ...base, ...who, value_text: body.text };
  }
  if (item.kind === 'photo') {
    if (!body.photoUrl || !isOwnPhoto(ctx, body.photoUrl)) throw invalidInput('photoUrl', 'Upload a photo.');
    return { ...base, ...who, photo_url: body.photoUrl };
  }
  return { ...base, ...who };
}

/**
 * Does (or undoes) one item of a list: records who and when, and a reading's value. A reading out
 * of its range needs a corrective action note, and tells the managers (`tasks`) once per reading.
 * Only today's lists change: the past days are the food-safety log. The list completes when its
 * last item is done; the list's people and the manager's board see it live.
 */
export async function recordItem(
  ctx: TenantContext,
  checklistId: string,
  itemId: string,
  body: RecordChecklistItemBody,
) {
  const row = await loadVisible(ctx, checklistId, true);
  const items = await repo.itemsOf(ctx, [checklistId]);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Checklist item');
  if (row.business_day !== businessDate(ctx.restaurant))
    throw ruleViolation("Only today's checklists can be changed: past days are the food-safety log.");
  const values = body.done
    ? valuesFor(ctx, item, body)
    : {
        value_number: null,
        value_text: null,
        photo_url: null,
        out_of_range: false,
        corrective_note: null,
        done_by_member_id: null,
        done_by_name: null,
      };
  await repo.updateItem(ctx, itemId, { ...values, done_at: body.done ? new Date() : null });
  const after = await repo.itemsOf(ctx, [checklistId]);
  const complete = after.every((i) => i.done_at !== null);
  await repo.setCompleted(ctx, checklistId, complete);
  const checklist = toChecklist({ ...row, completed_at: complete ? (row.completed_at ?? new Date()) : null }, after);
  const checklistSnapshot = snapshotOf(checklist, await repo.assigneeUserIds(ctx, row));
  ctx.emit('checklist.item_recorded', {
    checklist: checklistSnapshot,
    item: { id: item.id, label: item.label },
    done: body.done,
    outOfRange: values.out_of_range,
  });
  if (complete && row.completed_at === null) ctx.emit('checklist.completed', { checklist: checklistSnapshot });
  if (values.out_of_range) {
    await notify(notifyContextOf(ctx), {
      kind: 'checklist_out_of_range',
      to: { permission: 'tasks' },
      title: `${item.label}: ${body.value}${item.unit ? ` ${item.unit}` : ''} (${rangeText(item)})`,
      body: `${row.name}, by ${ctx.member.displayName}. Corrective action: ${values.corrective_note}`,
      link: '/apps/checklists',
      relatedId: checklistId,
      dedupeKey: `checklist_out_of_range:${item.id}:${body.value}`,
    });
  }
  return checklist;
}

/** A command context as `notify` takes it: its events go to the command's own restaurant. */
export const notifyContextOf = (ctx: TenantContext): NotifyContext => ({
  trx: ctx.trx,
  restaurantId: ctx.restaurantId,
  emitIn: <T extends EventType>(_restaurantId: string, type: T, payload: EventPayload<T>) => ctx.emit(type, payload),
});

/** Refuses a caller who may not manage others' lists (403). */
export function authorizeManage(ctx: TenantContext) {
  if (!ctx.can('edit', 'tasks')) throw forbidden("You need the Manage Others' Tasks permission.");
}
