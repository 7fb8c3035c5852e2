import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
const ZStockLevel = z.object({
  itemId: id,
  name: z.string(),
  onHand: z.number(),
  reorderPoint: z.number(),
  parLevel: z.number(),
  unit: z.string(),
});
const level = (p: { name: string; onHand: number; unit: string }) => ({
  values: { name: p.name, onHand: p.onHand, unit: p.unit },
});

/** Movements were written to the stock ledger (a sale, a receipt, waste, a count…): each item's new on-hand. */
export const stockMoved = defineEvent(
  'stock.moved',
  z.object({
    kind: z.enum(['receipt', 'sale', 'void_return', 'waste', 'count_adjustment', 'transfer']),
    items: z.array(z.object({ itemId: id, name: z.string(), onHand: z.number(), unit: z.string() })),
  }),
  {
    read: 'inventory',
    describe: (p) => ({ context: p.kind, values: { items: p.items.map((i) => i.name).join(', ') } }),
  },
);
/** An item fell to or under its reorder point: time to order. */
export const stockLow = defineEvent('stock.low', ZStockLevel, { read: 'inventory', describe: level });
/** An item ran out (on-hand reached zero or below). */
export const stockOut = defineEvent('stock.out', ZStockLevel, { read: 'inventory', describe: level });
