import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZDishRef = z.object({ dishId: z.string().uuid(), name: z.string() });

/** A dish was created. */
export const dishCreated = defineEvent('dish.created', ZDishRef.extend({ categoryIds: z.array(z.string().uuid()) }), {
  describe: named,
});
/** A price that changed: a variant's price or a modifier option's extra, from and to (minor units). */
const ZPriceChange = z.object({
  part: z.enum(['variant', 'option']),
  id: z.string(),
  name: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});

/**
 * A dish's fields, variants or modifiers changed; `changes` lists the fields, `prices` the amounts
 * that changed (the audit trail's price changes: absent in events written before it).
 */
export const dishUpdated = defineEvent(
  'dish.updated',
  ZDishRef.extend({ changes: z.array(z.string()), prices: z.array(ZPriceChange).optional() }),
  { describe: named },
);
/** A dish was deleted. */
export const dishDeleted = defineEvent('dish.deleted', ZDishRef, { describe: named });
/**
 * A dish, one of its variants or one modifier option was 86'd (out of stock now) or is back.
 * `variantId`/`optionId` say which part; both null means the whole dish. `countdown` is the
 * remaining "only N left" quantity of that part (null when not counted).
 */
export const dishAvailabilityChanged = defineEvent(
  'dish.availability_changed',
  ZDishRef.extend({
    variantId: z.string().nullable(),
    optionId: z.string().nullable(),
    isAvailable: z.boolean(),
    countdown: z.number().int().nullable(),
    reason: z.enum(['manual', 'sold_out', 'out_of_stock']),
  }),
  {
    // A variant or option is "part of" the dish; the whole dish otherwise.
    describe: (p) => ({
      context: `${p.isAvailable ? 'available' : 'soldOut'}${p.variantId || p.optionId ? 'Part' : ''}`,
      values: { name: p.name },
    }),
  },
);
