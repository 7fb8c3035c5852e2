import type { ChecklistTemplateItem } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { businessDate } from '../../identity/restaurants';
import { notify } from '../../messaging/notifications';
import * as repo from './checklists.repo';
import { notifyContextOf } from './checklists.service';
import { snapshotOf, toChecklist } from './checklist-view';
import * as schedule from './schedule.repo';

/** A list as its events name it, read back with its items and who follows it. */
async function snapshot(ctx: TenantContext, id: string) {
  const row = (await repo.findChecklist(ctx, id))!;
  const checklist = toChecklist(row, await repo.itemsOf(ctx, [id]));
  return { row, checklist, snapshot: snapshotOf(checklist, await repo.assigneeUserIds(ctx, row)) };
}

/**
 * Makes the lists due today (the restaurant's business day) of its active templates, once each:
 * a template with a list of the day is skipped, and a second worker's insert does nothing.
 */
export async function makeDueChecklists(ctx: TenantContext): Promise<number> {
  const day: schedule.BusinessDay = {
    day: businessDate(ctx.restaurant),
    timeZone: ctx.restaurant.timeZone,
    dayStartHour: ctx.restaurant.dayStartHour,
  };
  let made = 0;
  for (const template of await schedule.dueTemplates(ctx, day)) {
    const id = await schedule.insertChecklist(ctx, template, day);
    if (!id) continue;
    await schedule.insertItems(ctx, id, template.items as ChecklistTemplateItem[]);
    ctx.emit('checklist.created', { checklist: (await snapshot(ctx, id)).snapshot });
    made++;
  }
  return made;
}

/** Tells the people of each list past its due time, and the managers, once per list. */
export async function announceOverdue(ctx: TenantContext): Promise<number> {
  const overdue = await schedule.markOverdue(ctx);
  for (const { id } of overdue) {
    const { checklist, snapshot: s } = await snapshot(ctx, id);
    ctx.emit('checklist.overdue', { checklist: s });
    await notify(notifyContextOf(ctx), {
      kind: 'checklist_overdue',
      to: { userIds: s.userIds, permission: 'tasks' },
      title: `${checklist.name} is overdue`,
      body: `${checklist.done} of ${checklist.total} done`,
      link: '/apps/checklists',
      relatedId: id,
      dedupeKey: `checklist_overdue:${id}`,
    });
  }
  return overdue.length;
}
