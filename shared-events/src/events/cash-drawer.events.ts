import { z } from 'zod';
import { defineEvent } from './define';

/** A cash drawer session with its running amounts. */
const ZDrawerSessionSnapshot = z.looseObject({
  id: z.string().uuid(),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  openingFloat: z.number().int(),
});

const ZSessionOnly = z.object({ session: ZDrawerSessionSnapshot });

const drawer = (p: { session: { name: string; openingFloat: number } }) => ({
  values: { name: p.session.name, amount: (p.session.openingFloat / 100).toFixed(2) },
});

/** A drawer was opened with a float. */
export const cashDrawerOpened = defineEvent('cash_drawer.opened', ZSessionOnly, {
  read: 'cashDrawer',
  describe: drawer,
});
/** Cash was paid in or out of the drawer with a reason. */
export const cashDrawerMovementAdded = defineEvent(
  'cash_drawer.movement_added',
  ZSessionOnly.extend({
    movement: z.object({
      id: z.string().uuid(),
      kind: z.enum(['pay_in', 'pay_out']),
      amount: z.number().int(),
      reason: z.string(),
    }),
  }),
  {
    read: 'cashDrawer',
    describe: (p) => ({
      context: p.movement.kind,
      values: { name: p.session.name, amount: (p.movement.amount / 100).toFixed(2), reason: p.movement.reason },
    }),
  },
);
/** The drawer was opened without a sale ("no sale"), with a reason: recorded as every cash movement is. */
export const cashDrawerNoSale = defineEvent('cash_drawer.no_sale', ZSessionOnly.extend({ reason: z.string() }), {
  read: 'cashDrawer',
  describe: (p) => ({ values: { name: p.session.name, reason: p.reason } }),
});
/** The drawer was counted and closed (over/short known). */
export const cashDrawerClosed = defineEvent('cash_drawer.closed', ZSessionOnly, {
  read: 'cashDrawer',
  describe: drawer,
});
