import type {
  ChecklistCategory,
  ChecklistTemplate,
  ChecklistTemplateItem,
  CreateChecklistTemplateBody,
  UpdateChecklistTemplateBody,
} from '@ros/shared-events';
import { invalidInput, notFound } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { changedKeys } from '../../../kernel/patch';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './checklists.repo';
import { authorizeManage } from './checklists.service';

/** A template as the API returns it. */
const toTemplate = (r: repo.TemplateRow): ChecklistTemplate => ({
  id: r.id,
  name: r.name,
  category: r.category as ChecklistCategory,
  items: r.items as ChecklistTemplateItem[],
  assignee: {
    kind: r.assignee_kind as ChecklistTemplate['assignee']['kind'],
    id: r.role_id ?? r.department_id ?? r.member_id,
    name: r.assignee_name,
  },
  recurrence: r.recurrence as ChecklistTemplate['recurrence'],
  weekday: r.weekday,
  dueTime: r.due_time,
  isActive: r.is_active,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Items as stored: only a reading keeps a unit and a range, and its range is not upside down. */
function itemsOf(items: CreateChecklistTemplateBody['items']): ChecklistTemplateItem[] {
  return items.map((item, i) => {
    const isNumber = item.kind === 'number';
    const min = isNumber ? (item.min ?? null) : null;
    const max = isNumber ? (item.max ?? null) : null;
    if (min !== null && max !== null && min > max)
      throw invalidInput(`items.${i}.max`, 'The highest allowed value is below the lowest.');
    return { kind: item.kind, label: item.label, unit: isNumber ? item.unit || null : null, min, max };
  });
}

/** The columns of a complete template body, checked: its assignee exists here, a weekly one has its weekday. */
async function columnsOf(ctx: TenantContext, body: CreateChecklistTemplateBody) {
  if (!(await repo.assigneeExists(ctx, body.assigneeKind, body.assigneeId)))
    throw invalidInput('assigneeId', `Unknown ${body.assigneeKind}.`);
  const weekday = body.weekday ?? null;
  if (body.recurrence === 'weekly' && weekday === null) throw invalidInput('weekday', 'Choose a weekday.');
  return {
    name: body.name,
    category: body.category,
    items: jsonb(itemsOf(body.items)),
    assignee_kind: body.assigneeKind,
    role_id: body.assigneeKind === 'role' ? body.assigneeId : null,
    department_id: body.assigneeKind === 'department' ? body.assigneeId : null,
    member_id: body.assigneeKind === 'member' ? body.assigneeId : null,
    recurrence: body.recurrence,
    weekday: body.recurrence === 'weekly' ? weekday : null,
    due_time: body.dueTime ?? null,
    is_active: body.isActive ?? true,
  };
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findTemplate(ctx, id) : undefined;
  if (!row) throw notFound('Checklist template');
  return row;
}

/** The templates: what managers (`tasks`) set up; the lists themselves are read by their people. */
export async function listTemplates(ctx: TenantContext) {
  authorizeManage(ctx);
  return { data: (await repo.listTemplates(ctx)).map(toTemplate) };
}

export async function createTemplate(ctx: TenantContext, body: CreateChecklistTemplateBody) {
  authorizeManage(ctx);
  const { id } = await repo.insertTemplate(ctx, await columnsOf(ctx, body));
  ctx.emit('checklist_template.created', { template: { id, name: body.name } });
  return toTemplate(await load(ctx, id));
}

/** A change applies to the lists made from now on; the lists already made keep their items. */
export async function updateTemplate(ctx: TenantContext, id: string, patch: UpdateChecklistTemplateBody) {
  authorizeManage(ctx);
  const current = toTemplate(await load(ctx, id));
  const merged: CreateChecklistTemplateBody = {
    name: patch.name ?? current.name,
    category: patch.category ?? current.category,
    items: patch.items ?? current.items,
    assigneeKind: patch.assigneeKind ?? current.assignee.kind,
    assigneeId: patch.assigneeId ?? current.assignee.id ?? '',
    recurrence: patch.recurrence ?? current.recurrence,
    weekday: patch.weekday !== undefined ? patch.weekday : current.weekday,
    dueTime: patch.dueTime !== undefined ? patch.dueTime : current.dueTime,
    isActive: patch.isActive ?? current.isActive,
  };
  if (!isUuid(merged.assigneeId)) throw invalidInput('assigneeId', 'Choose who does it.');
  await repo.updateTemplate(ctx, id, await columnsOf(ctx, merged));
  ctx.emit('checklist_template.updated', { template: { id, name: merged.name }, changes: changedKeys(patch) });
  return toTemplate(await load(ctx, id));
}

export async function deleteTemplate(ctx: TenantContext, id: string) {
  authorizeManage(ctx);
  const row = await load(ctx, id);
  await repo.deleteTemplate(ctx, id);
  ctx.emit('checklist_template.deleted', { template: { id, name: row.name } });
}
