import { z } from 'zod';
import { ZList, ZPage } from './common';

/** Reply shapes of the checklists operations (see common.ts). */

/** What a checklist is for, as the role editor's hint names them. */
export const CHECKLIST_CATEGORIES = ['opening', 'closing', 'prep', 'cleaning'] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

/** What doing an item takes: a tick, a reading with a unit and an allowed range, a line of text, a photo. */
export const CHECKLIST_ITEM_KINDS = ['tick', 'number', 'text', 'photo'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

/** Who does a template's lists: everyone of a role, of a department, or one member. */
export const CHECKLIST_ASSIGNEE_KINDS = ['role', 'department', 'member'] as const;

/** When a template's list is made: every business day, one weekday, or each day its assignees have a published shift. */
export const CHECKLIST_RECURRENCES = ['daily', 'weekly', 'shift'] as const;

/** One item of a template (copied into each day's list). */
export const ZChecklistTemplateItem = z.object({
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  label: z.string(),
  /** A reading's unit (°C, %) and allowed range, inclusive; null ends are open. */
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type ChecklistTemplateItem = z.infer<typeof ZChecklistTemplateItem>;

const ZAssignee = z.object({
  kind: z.enum(CHECKLIST_ASSIGNEE_KINDS),
  /** The role's, department's or member's id and name (name null when it was removed since). */
  id: z.string().nullable(),
  name: z.string().nullable(),
});

export const ZChecklistTemplate = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(CHECKLIST_CATEGORIES),
  items: z.array(ZChecklistTemplateItem),
  assignee: ZAssignee,
  recurrence: z.enum(CHECKLIST_RECURRENCES),
  /** 0 = Sunday … 6 = Saturday, for a weekly template. */
  weekday: z.number().nullable(),
  /** HH:MM of the restaurant's day the list is due by (null: no deadline). */
  dueTime: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistTemplate = z.infer<typeof ZChecklistTemplate>;
export const ZChecklistTemplateList = ZList(ZChecklistTemplate);

/** One item of a day's list, as done (or not yet). */
export const ZChecklistItem = ZChecklistTemplateItem.extend({
  id: z.string(),
  position: z.number(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** A reading outside [min, max]: it needs a corrective action note. */
  outOfRange: z.boolean(),
  correctiveNote: z.string().nullable(),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZChecklist = z.object({
  id: z.string(),
  templateId: z.string().nullable(),
  businessDay: z.string(),
  name: z.string(),
  category: z.enum(CHECKLIST_CATEGORIES),
  assignee: ZAssignee,
  dueAt: z.string().nullable(),
  /** Past its due time and not complete. */
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
  done: z.number(),
  total: z.number(),
  items: z.array(ZChecklistItem),
});
export type Checklist = z.infer<typeof ZChecklist>;
export const ZChecklistList = ZList(ZChecklist);

/** One reading of the food-safety log: a number item of a day's list. */
export const ZFoodSafetyReading = z.object({
  businessDay: z.string(),
  checklist: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  outOfRange: z.boolean(),
  correctiveNote: z.string().nullable(),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type FoodSafetyReading = z.infer<typeof ZFoodSafetyReading>;
export const ZFoodSafetyLog = ZPage(ZFoodSafetyReading);
