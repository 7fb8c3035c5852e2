import { sql } from 'kysely';
import type { DemoSeedContext, DemoSeedStep } from './step';
import { writeSales, type Sale, type SaleLine } from './sales';

interface Line {
  dish: string;
  quantity: number;
  remarks?: string;
}

/**
 * Demo POS data for today: two dine-in orders already paid (so the dashboard shows revenue and
 * the invoices list is not empty) and one open order in the kitchen. Runs after the menu step;
 * skips quietly when its dishes or tables are missing.
 */
async function seedOrders({ trx, restaurantId, users }: DemoSeedContext): Promise<void> {
  const r = await trx
    .selectFrom('restaurants')
    .select([
      'service_charge_bp',
      'tax_bp',
      'tax_inclusive',
      sql<string>`to_char(timezone(time_zone, now()), 'YYYY-MM-DD')`.as('day'),
      sql<number>`extract(epoch from timezone(time_zone, now()) - date_trunc('day', timezone(time_zone, now())))::float8`.as(
        'sinceMidnightS',
      ),
    ])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  // The story spans the last ~2.7 h; just after the restaurant's midnight it is squeezed into the
  // minutes since, so the paid bills and the open order are all "today" on the dashboard.
  const scale = Math.min(1, (Number(r.sinceMidnightS) * 1000) / (160 * 60_000));
  const minutes = (n: number) => n * 60_000 * scale;
  // Route like the POS does: the dish's station, else its category's, else the restaurant default.
  const dishes = await trx
    .selectFrom('dishes as d')
    .select(['d.id', 'd.name', 'd.price', 'd.variants'])
    .select(
      sql<
        string | null
      >`coalesce(d.station_id, (select c.station_id from dish_categories dc join categories c on c.id = dc.category_id
        where dc.dish_id = d.id and c.station_id is not null order by dc.sort_order limit 1))`.as('station_id'),
    )
    .where('d.restaurant_id', '=', restaurantId)
    .execute();
  const tables = await trx
    .selectFrom('dining_tables')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const customer = await trx
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at')
    .executeTakeFirst();
  const dish = (name: string) => dishes.find((d) => d.name === name);
  const table = (name: string) => tables.find((t) => t.name === name);
  if (!dish('Classic burger') || !dish('Lemonade') || !table('T1') || !table('T2') || !table('T3')) return;
  const defaultStation =
    (
      await trx
        .selectFrom('stations')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('is_default', '=', true)
        .executeTakeFirst()
    )?.id ?? null;

  const waiter = { userId: users.waiter, name: 'Wendy Waiter' };
  const cashier = { userId: users.cashier, name: 'Carl Cashier' };
  const lineOf = (l: Line): SaleLine => {
    const d = dish(l.dish)!;
    const v = (d.variants as { id: string; name: string; price: number; isDefault: boolean }[]).find(
      (x) => x.isDefault,
    );
    return {
      dishId: d.id,
      name: d.name,
      variantId: v?.id ?? null,
      variantName: v?.name ?? null,
      unitPrice: v?.price ?? d.price,
      quantity: l.quantity,
      stationId: d.station_id ?? defaultStation,
      remarks: l.remarks ?? null,
    };
  };
  /** A dine-in order placed `placedMinutesAgo` and paid 50 minutes later, as the POS leaves it (with its events). */
  const paid = (
    tableName: string,
    guests: number,
    lines: Line[],
    placedMinutesAgo: number,
    method: 'card' | 'cash',
  ): Sale => {
    const placedAt = new Date(Date.now() - minutes(placedMinutesAgo));
    return {
      businessDate: r.day,
      placedAt,
      paidAt: new Date(placedAt.getTime() + minutes(50)),
      type: 'dine_in',
      tableId: table(tableName)!.id,
      tableName,
      guests,
      lines: lines.filter((l) => dish(l.dish)).map(lineOf),
      method,
      tip: 0,
      waiter,
      cashier,
    };
  };
  await writeSales(
    trx,
    restaurantId,
    r,
    [
      paid(
        'T1',
        2,
        [
          { dish: 'Classic burger', quantity: 2 },
          { dish: 'Lemonade', quantity: 2 },
        ],
        150,
        'card',
      ),
      paid(
        'T2',
        3,
        [
          { dish: 'Ribeye steak', quantity: 1 },
          { dish: 'Fish and chips', quantity: 2 },
          { dish: 'House red wine', quantity: 3 },
        ],
        90,
        'cash',
      ),
    ],
    { asHistory: false },
  );

  // The order still at table T3, in the kitchen.
  const placedAt = new Date(Date.now() - minutes(6));
  const counter = await trx
    .insertInto('document_counters')
    .values({ restaurant_id: restaurantId, kind: 'order', scope: r.day, last_no: 1 })
    .onConflict((oc) =>
      oc.columns(['restaurant_id', 'kind', 'scope']).doUpdateSet({ last_no: sql`document_counters.last_no + 1` }),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  const o = await trx
    .insertInto('orders')
    .values({
      restaurant_id: restaurantId,
      display_no: counter.last_no,
      business_date: r.day,
      type: 'dine_in',
      status: 'open',
      table_id: table('T3')!.id,
      guests: 2,
      customer_id: customer?.id ?? null,
      customer_name: customer?.name ?? null,
      staff_user_id: users.waiter,
      created_by: users.waiter,
      fire_count: 1,
      placed_at: placedAt,
      created_at: placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = [
    lineOf({ dish: 'Classic burger', quantity: 1, remarks: 'no pickles' }),
    lineOf({ dish: 'Lemonade', quantity: 2 }),
  ];
  const tickets = new Map<string | null, string>();
  for (const stationId of new Set(lines.map((l) => l.stationId))) {
    const station = stationId
      ? await trx.selectFrom('stations').select('name').where('id', '=', stationId).executeTakeFirst()
      : undefined;
    const t = await trx
      .insertInto('kitchen_tickets')
      .values({
        restaurant_id: restaurantId,
        order_id: o.id,
        station_id: stationId,
        fire_no: 1,
        status: 'new',
        created_at: placedAt,
        station_name: station?.name ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tickets.set(stationId, t.id);
  }
  await trx
    .insertInto('order_items')
    .values(
      lines.map((l, i) => ({
        restaurant_id: restaurantId,
        order_id: o.id,
        dish_id: l.dishId,
        variant_id: l.variantId,
        name: l.name,
        variant_name: l.variantName,
        quantity: l.quantity,
        remarks: l.remarks ?? null,
        unit_price: l.unitPrice,
        unit_discount: 0,
        station_id: l.stationId,
        sort: i + 1,
        fire_no: 1,
        ticket_id: tickets.get(l.stationId) ?? null,
        status: 'fired',
        added_by: users.waiter,
        created_at: placedAt,
      })),
    )
    .execute();
  await trx
    .updateTable('dining_tables')
    .set({ status: 'occupied' })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', table('T3')!.id)
    .execute();
}

/** Seed step: today's demo orders and paid bills. */
export const ordersStep: DemoSeedStep = { name: 'orders', run: seedOrders };
