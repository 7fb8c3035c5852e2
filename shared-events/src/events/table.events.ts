import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { table: { name: string } }) => ({ values: { name: p.table.name } });

/** A table as the floor plan draws it; sent whole so every terminal can replace its copy. */
const ZTableSnapshot = z.object({
  id: z.string().uuid(),
  spaceId: z.string().uuid(),
  name: z.string(),
  capacity: z.number().int(),
  shape: z.enum(['round', 'square', 'rectangle']),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.number().int(),
  status: z.enum(['free', 'occupied', 'reserved', 'needs_cleaning']),
  isOpen: z.boolean(),
  version: z.number().int(),
});

/** A table was added to a space. */
export const tableCreated = defineEvent('table.created', z.object({ table: ZTableSnapshot }), { describe: named });
/** A table's name, capacity, shape or space changed; `changes` lists the fields. */
export const tableUpdated = defineEvent(
  'table.updated',
  z.object({ table: ZTableSnapshot, changes: z.array(z.string()) }),
  { describe: named },
);
/** A table was moved, resized or rotated on the floor plan. */
export const tableMoved = defineEvent('table.moved', z.object({ table: ZTableSnapshot }), { describe: named });
/** A table's status (free, occupied, reserved, needs cleaning) or open flag changed. */
export const tableStatusChanged = defineEvent(
  'table.status_changed',
  z.object({
    table: ZTableSnapshot,
    previousStatus: z.enum(['free', 'occupied', 'reserved', 'needs_cleaning']),
    previousIsOpen: z.boolean(),
  }),
  {
    // Opening or closing the table is its own sentence; otherwise the new status picks it.
    describe: (p) => ({
      context: p.table.isOpen !== p.previousIsOpen ? (p.table.isOpen ? 'opened' : 'closed') : p.table.status,
      values: { name: p.table.name },
    }),
  },
);
/** A table was deleted. */
export const tableDeleted = defineEvent(
  'table.deleted',
  z.object({ tableId: z.string().uuid(), spaceId: z.string().uuid(), name: z.string() }),
  {
    describe: (p) => ({ values: { name: p.name } }),
  },
);
