import type { Checklist, ChecklistCategory, ChecklistItem, ChecklistItemKind } from '@ros/shared-events';
import type { ChecklistRow, ItemRow } from './checklists.repo';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

/** An item as the API returns it. */
export const toItem = (r: ItemRow): ChecklistItem => ({
  id: r.id,
  position: r.position,
  kind: r.kind as ChecklistItemKind,
  label: r.label,
  unit: r.unit,
  min: num(r.min_value),
  max: num(r.max_value),
  value: num(r.value_number),
  text: r.value_text,
  photoUrl: r.photo_url,
  outOfRange: r.out_of_range,
  correctiveNote: r.corrective_note,
  doneBy: r.done_by_name,
  doneAt: iso(r.done_at),
});

/** A day's list with its items, as the API returns it. */
export function toChecklist(r: ChecklistRow, items: ItemRow[], now = new Date()): Checklist {
  const done = items.filter((i) => i.done_at !== null).length;
  return {
    id: r.id,
    templateId: r.template_id,
    businessDay: r.business_day,
    name: r.name,
    category: r.category as ChecklistCategory,
    assignee: {
      kind: r.assignee_kind as Checklist['assignee']['kind'],
      id: r.role_id ?? r.department_id ?? r.member_id,
      name: r.assignee_name,
    },
    dueAt: iso(r.due_at),
    isOverdue: r.completed_at === null && r.due_at !== null && new Date(r.due_at) < now,
    completedAt: iso(r.completed_at),
    done,
    total: items.length,
    items: items.map(toItem),
  };
}

/** What the events say of a list: its progress and who follows it. */
export const snapshotOf = (c: Checklist, userIds: string[]) => ({
  id: c.id,
  name: c.name,
  businessDay: c.businessDay,
  done: c.done,
  total: c.total,
  userIds,
});
