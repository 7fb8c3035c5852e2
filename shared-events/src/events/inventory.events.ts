import { z } from 'zod';
import { defineEvent } from './define';

/**
 * The inventory catalogue changed: a measuring unit, a group, an item, a supplier or a dish's
 * recipe was created, changed or deleted. One event for all, so every list refreshes.
 */
export const inventoryChanged = defineEvent(
  'inventory.changed',
  z.object({
    what: z.enum(['unit', 'group', 'item', 'supplier', 'recipe']),
    action: z.enum(['created', 'updated', 'deleted']),
    id: z.string().uuid(),
    name: z.string(),
  }),
  { read: 'inventory', describe: (p) => ({ context: `${p.what}_${p.action}`, values: { name: p.name } }) },
);
