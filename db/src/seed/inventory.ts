import { jsonb } from '../jsonb';
import type { TenantTx } from '../tenant';
import type { DemoSeedStep } from './step';

/** The units every restaurant starts with: a base unit per kind of quantity, and the usual multiples. */
const DEFAULT_UNITS: { name: string; abbreviation: string; base?: string; factor?: number }[] = [
  { name: 'Gram', abbreviation: 'g' },
  { name: 'Kilogram', abbreviation: 'kg', base: 'g', factor: 1000 },
  { name: 'Millilitre', abbreviation: 'ml' },
  { name: 'Litre', abbreviation: 'l', base: 'ml', factor: 1000 },
  { name: 'Each', abbreviation: 'ea' },
  { name: 'Dozen', abbreviation: 'dz', base: 'ea', factor: 12 },
  { name: 'Case of 24', abbreviation: 'cs24', base: 'ea', factor: 24 },
];
const DEFAULT_GROUPS = ['Dry goods', 'Dairy', 'Produce', 'Meat and fish', 'Beverages'];

/** Seeds a new restaurant's measuring units and inventory groups; returns the unit ids by abbreviation. */
export async function seedInventoryDefaults(trx: TenantTx, restaurantId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const u of DEFAULT_UNITS) {
    const row = await trx
      .insertInto('measuring_units')
      .values({
        restaurant_id: restaurantId,
        name: u.name,
        abbreviation: u.abbreviation,
        base_unit_id: u.base ? ids[u.base]! : null,
        factor: u.factor ?? 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[u.abbreviation] = row.id;
  }
  await trx
    .insertInto('inventory_groups')
    .values(DEFAULT_GROUPS.map((name) => ({ restaurant_id: restaurantId, name })))
    .execute();
  return ids;
}

/** The demo's stock: a supplier, a few ingredients received at cost, and the burger's and the lemonade's recipes. */
export const inventoryStep: DemoSeedStep = {
  name: 'inventory',
  async run({ trx, restaurantId }) {
    const units = await seedInventoryDefaults(trx, restaurantId);
    const groups = Object.fromEntries(
      (
        await trx
          .selectFrom('inventory_groups')
          .select(['id', 'name'])
          .where('restaurant_id', '=', restaurantId)
          .execute()
      ).map((g) => [g.name, g.id]),
    );
    const supplier = await trx
      .insertInto('suppliers')
      .values({
        restaurant_id: restaurantId,
        name: 'Market Wholesale',
        contact_name: 'Sam Seller',
        phone: '+1 555 0142',
        email: 'orders@market.example',
        payment_terms_days: 14,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items: {
      name: string;
      group: string;
      unit: string;
      onHand: number;
      cost: number;
      par: number;
      reorder: number;
      pack: number;
      price: number;
    }[] = [
      {
        name: 'Beef patty',
        group: 'Meat and fish',
        unit: 'ea',
        onHand: 60,
        cost: 180,
        par: 80,
        reorder: 30,
        pack: 20,
        price: 3600,
      },
      {
        name: 'Brioche bun',
        group: 'Dry goods',
        unit: 'ea',
        onHand: 48,
        cost: 45,
        par: 60,
        reorder: 24,
        pack: 12,
        price: 540,
      },
      {
        name: 'Cheddar',
        group: 'Dairy',
        unit: 'g',
        onHand: 2000,
        cost: 1.2,
        par: 3000,
        reorder: 1000,
        pack: 1000,
        price: 1200,
      },
      {
        name: 'Lemons',
        group: 'Produce',
        unit: 'ea',
        onHand: 40,
        cost: 30,
        par: 50,
        reorder: 20,
        pack: 25,
        price: 750,
      },
      {
        name: 'Sugar',
        group: 'Dry goods',
        unit: 'g',
        onHand: 5000,
        cost: 0.2,
        par: 5000,
        reorder: 2000,
        pack: 5000,
        price: 1000,
      },
    ];
    const itemIds: Record<string, string> = {};
    for (const i of items) {
      const row = await trx
        .insertInto('inventory_items')
        .values({
          restaurant_id: restaurantId,
          name: i.name,
          group_id: groups[i.group],
          unit_id: units[i.unit]!,
          par_level: i.par,
          reorder_point: i.reorder,
          average_cost: i.cost,
          location: 'Store room',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds[i.name] = row.id;
      await trx
        .insertInto('inventory_item_suppliers')
        .values({
          restaurant_id: restaurantId,
          item_id: row.id,
          supplier_id: supplier.id,
          price: i.price,
          pack_size: i.pack,
          is_preferred: true,
        })
        .execute();
      await trx
        .insertInto('stock_movements')
        .values({
          restaurant_id: restaurantId,
          item_id: row.id,
          kind: 'receipt',
          quantity: i.onHand,
          unit_cost: i.cost,
          value: Math.round(i.onHand * i.cost),
          reason: 'Opening stock',
          created_by: jsonb({ userId: null, name: 'System' }),
        })
        .execute();
    }
    const dish = async (name: string) =>
      (
        await trx
          .selectFrom('dishes')
          .select('id')
          .where('restaurant_id', '=', restaurantId)
          .where('name', '=', name)
          .executeTakeFirst()
      )?.id;
    const burger = await dish('Classic burger');
    const lemonade = await dish('Lemonade');
    const line = (dishId: string, item: string, quantity: number, unit: string) => ({
      restaurant_id: restaurantId,
      dish_id: dishId,
      item_id: itemIds[item]!,
      quantity,
      unit_id: units[unit]!,
    });
    const lines = [
      ...(burger
        ? [line(burger, 'Beef patty', 1, 'ea'), line(burger, 'Brioche bun', 1, 'ea'), line(burger, 'Cheddar', 30, 'g')]
        : []),
      ...(lemonade ? [line(lemonade, 'Lemons', 1, 'ea'), line(lemonade, 'Sugar', 20, 'g')] : []),
    ];
    if (lines.length) await trx.insertInto('recipe_lines').values(lines).execute();
  },
};
