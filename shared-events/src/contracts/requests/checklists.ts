import { z } from 'zod';
import {
  CHECKLIST_ASSIGNEE_KINDS,
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_RECURRENCES,
} from '../checklists';
import { ZPageQuery, ZQueryBool } from './page-query';
import { ZClockTime } from './primitives';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
/** Readings: fridge temperatures, oil quality (a finite number, not a money amount). */
const reading = z.number().finite().min(-1_000_000).max(1_000_000);

const ZItemBody = z.object({
  kind: z.enum(CHECKLIST_ITEM_KINDS, { error: 'Choose tick, number, text or photo.' }),
  label: z.string({ error: 'Each item needs a label.' }).trim().min(1, 'Each item needs a label.').max(120),
  unit: z.string().trim().max(12, 'At most 12 characters.').nullable().optional(),
  min: reading.nullable().optional(),
  max: reading.nullable().optional(),
});

const fields = {
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(80, 'At most 80 characters.'),
  category: z.enum(CHECKLIST_CATEGORIES, { error: 'Choose opening, closing, prep or cleaning.' }),
  items: z.array(ZItemBody).min(1, 'Add at least one item.').max(60, 'At most 60 items.'),
  assigneeKind: z.enum(CHECKLIST_ASSIGNEE_KINDS, { error: 'Assign it to a role, a department or a member.' }),
  /** The role's, department's or member's id, as `assigneeKind` says. */
  assigneeId: z.string({ error: 'Choose who does it.' }).uuid('Choose who does it.'),
  recurrence: z.enum(CHECKLIST_RECURRENCES, { error: 'Choose daily, weekly or by shift.' }),
  weekday: z.number().int().min(0, 'Choose a weekday.').max(6, 'Choose a weekday.').nullable().optional(),
  dueTime: ZClockTime.nullable().optional(),
  isActive: z.boolean().optional(),
};

export const ZCreateChecklistTemplateBody = z.object(fields);
export type CreateChecklistTemplateBody = z.infer<typeof ZCreateChecklistTemplateBody>;

/** A change replaces what it names; the lists already made keep their items. */
export const ZUpdateChecklistTemplateBody = z.object(fields).partial();
export type UpdateChecklistTemplateBody = z.infer<typeof ZUpdateChecklistTemplateBody>;

/** A business day's lists: the caller's own (`mine`), or every list (the manager's board). */
export const ZChecklistListQuery = z.object({ day: day.optional(), mine: ZQueryBool.optional() });
export type ChecklistListQuery = z.infer<typeof ZChecklistListQuery>;

/** Doing an item (or undoing it: `done: false`); what it takes depends on its kind. */
export const ZRecordChecklistItemBody = z.object({
  done: z.boolean().default(true),
  value: reading.nullable().optional(),
  text: z.string().trim().max(2000, 'At most 2000 characters.').nullable().optional(),
  photoUrl: z.string().max(200).nullable().optional(),
  correctiveNote: z.string().trim().max(2000, 'At most 2000 characters.').nullable().optional(),
});
export type RecordChecklistItemBody = z.infer<typeof ZRecordChecklistItemBody>;

/** The food-safety log of a range of business days (at most a year). */
export const ZFoodSafetyLogQuery = ZPageQuery(50).extend({ from: day, to: day });
export type FoodSafetyLogQuery = z.infer<typeof ZFoodSafetyLogQuery>;

export const ZFoodSafetyPdfQuery = z.object({ from: day, to: day });
export type FoodSafetyPdfQuery = z.infer<typeof ZFoodSafetyPdfQuery>;
