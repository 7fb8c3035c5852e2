import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZCategoryRef = z.object({ categoryId: z.string().uuid(), menuId: z.string().uuid(), name: z.string() });

/** A category was added to a menu. */
export const categoryCreated = defineEvent('category.created', ZCategoryRef, { describe: named });
/** A category's fields changed; `changes` lists them. */
export const categoryUpdated = defineEvent('category.updated', ZCategoryRef.extend({ changes: z.array(z.string()) }), {
  describe: named,
});
/** A category was deleted (its dishes stay, unlinked from it). */
export const categoryDeleted = defineEvent('category.deleted', ZCategoryRef, { describe: named });
/** The categories of a menu were reordered (drag and drop); `categoryIds` in the new order. */
export const categoryReordered = defineEvent(
  'category.reordered',
  z.object({ menuId: z.string().uuid(), categoryIds: z.array(z.string().uuid()) }),
);
