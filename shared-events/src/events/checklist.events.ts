import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();

/** A day's list as its events name it, with its progress (the whole list is read again over HTTP). */
const ZChecklistSnapshot = z.object({
  id,
  name: z.string(),
  businessDay: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  /** The users the list is assigned to (its role's, department's or member's): they read its events too. */
  userIds: z.array(id),
});
const ZTemplateRef = z.object({ id, name: z.string() });

/** Managers (`tasks`) follow every list; the people a list is assigned to follow theirs. */
const board = {
  read: 'tasks',
  visibleTo: (p: unknown, userId: string) =>
    ((p as { checklist?: { userIds?: string[] } } | null)?.checklist?.userIds ?? []).includes(userId),
} as const;
const named = (p: { checklist: { name: string } }) => ({ values: { name: p.checklist.name } });

/** The workers' clock made a template's list for a business day. */
export const checklistCreated = defineEvent('checklist.created', z.object({ checklist: ZChecklistSnapshot }), {
  ...board,
  describe: named,
});
/**
 * An item was done (or undone, `done: false`). `outOfRange`: a reading outside its allowed range,
 * recorded with its corrective action. Words: `…_out_of_range`, `…_undone`.
 */
export const checklistItemRecorded = defineEvent(
  'checklist.item_recorded',
  z.object({
    checklist: ZChecklistSnapshot,
    item: z.object({ id, label: z.string() }),
    done: z.boolean(),
    outOfRange: z.boolean(),
  }),
  {
    ...board,
    describe: (p) => ({
      context: !p.done ? 'undone' : p.outOfRange ? 'out_of_range' : undefined,
      values: { name: p.checklist.name, item: p.item.label },
    }),
  },
);
/** Every item of a list is done. */
export const checklistCompleted = defineEvent('checklist.completed', z.object({ checklist: ZChecklistSnapshot }), {
  ...board,
  describe: named,
});
/** A list passed its due time unfinished (once per list). */
export const checklistOverdue = defineEvent('checklist.overdue', z.object({ checklist: ZChecklistSnapshot }), {
  ...board,
  describe: named,
});

const templateNamed = (p: { template: { name: string } }) => ({ values: { name: p.template.name } });
/** A checklist template was added. */
export const checklistTemplateCreated = defineEvent(
  'checklist_template.created',
  z.object({ template: ZTemplateRef }),
  { read: 'tasks', describe: templateNamed },
);
/** A checklist template changed (`changes`: the API names of the fields). */
export const checklistTemplateUpdated = defineEvent(
  'checklist_template.updated',
  z.object({ template: ZTemplateRef, changes: z.array(z.string()) }),
  { read: 'tasks', describe: templateNamed },
);
/** A checklist template was removed (the lists it made stay in the log). */
export const checklistTemplateDeleted = defineEvent(
  'checklist_template.deleted',
  z.object({ template: ZTemplateRef }),
  { read: 'tasks', describe: templateNamed },
);
