import { sql, type RawBuilder } from 'kysely';
import type { DemoSeedContext, DemoSeedStep } from './step';
import type { Json } from '../schema';

/** jsonb from a value, stored as an object by both postgres.js and PGlite. */
const jsonb = (value: unknown): RawBuilder<Json> => sql<Json>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
const pct = (a: number, bp: number) => Math.floor((2 * a * bp + 10_000) / 20_000);

interface Line { dish: string; quantity: number; remarks?: string }

/**
 * Demo POS data for today: two dine-in orders already paid (so the dashboard shows revenue and
 * the invoices list is not empty) and one open order in the kitchen. Runs after the menu step;
 * skips quietly when its dishes or tables are missing.
 */
async function seedOrders({ trx, restaurantId, users }: DemoSeedContext): Promise<void> {
  const r = await trx
    .selectFrom('restaurants')
    .select([
      'service_charge_bp', 'tax_bp', 'tax_inclusive', sql<string>`to_char(timezone(time_zone, now()), 'YYYY-MM-DD')`.as('day'),
      sql<number>`extract(epoch from timezone(time_zone, now()) - date_trunc('day', timezone(time_zone, now())))::float8`.as('sinceMidnightS'),
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
      sql<string | null>`coalesce(d.station_id, (select c.station_id from dish_categories dc join categories c on c.id = dc.category_id
        where dc.dish_id = d.id and c.station_id is not null order by dc.sort_order limit 1))`.as('station_id'),
    )
    .where('d.restaurant_id', '=', restaurantId)
    .execute();
  const tables = await trx.selectFrom('dining_tables').select(['id', 'name']).where('restaurant_id', '=', restaurantId).execute();
  const customer = await trx.selectFrom('customers').select(['id', 'name']).where('restaurant_id', '=', restaurantId).orderBy('created_at').executeTakeFirst();
  const dish = (name: string) => dishes.find((d) => d.name === name);
  const table = (name: string) => tables.find((t) => t.name === name);
  if (!dish('Classic burger') || !dish('Lemonade') || !table('T1') || !table('T2') || !table('T3')) return;
  const defaultStation = (await trx.selectFrom('stations').select('id').where('restaurant_id', '=', restaurantId).where('is_default', '=', true).executeTakeFirst())?.id ?? null;

  let orderNo = 0;
  let billNo = 0;
  const actor = { userId: users.cashier, name: 'Carl Cashier' };

  async function order(tableName: string, guests: number, lines: Line[], status: 'open' | 'completed', placedMinutesAgo: number) {
    const placedAt = new Date(Date.now() - minutes(placedMinutesAgo));
    const o = await trx
      .insertInto('orders')
      .values({
        restaurant_id: restaurantId, display_no: ++orderNo, business_date: r.day, type: 'dine_in', status, table_id: table(tableName)!.id, guests,
        customer_id: status === 'open' ? (customer?.id ?? null) : null, customer_name: status === 'open' ? (customer?.name ?? null) : null,
        staff_user_id: users.waiter, created_by: users.waiter, fire_count: 1, placed_at: placedAt, created_at: placedAt,
        completed_at: status === 'completed' ? new Date(placedAt.getTime() + minutes(45)) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = lines.map((l, i) => {
      const d = dish(l.dish)!;
      const v = (d.variants as { id: string; name: string; price: number; isDefault: boolean }[]).find((x) => x.isDefault) ?? { id: null, name: null, price: d.price };
      return { l, d, v, sort: i + 1 };
    });
    const stations = [...new Set(items.map((i) => i.d.station_id ?? defaultStation))];
    const tickets = new Map<string | null, string>();
    for (const stationId of stations) {
      const t = await trx
        .insertInto('kitchen_tickets')
        .values({
          restaurant_id: restaurantId, order_id: o.id, station_id: stationId, fire_no: 1, status: status === 'open' ? 'new' : 'bumped', created_at: placedAt,
          station_name: stationId ? ((await trx.selectFrom('stations').select('name').where('id', '=', stationId).executeTakeFirst())?.name ?? null) : null,
          bumped_at: status === 'open' ? null : new Date(placedAt.getTime() + minutes(20)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tickets.set(stationId, t.id);
    }
    const inserted = await trx
      .insertInto('order_items')
      .values(items.map(({ l, d, v, sort }) => ({
        restaurant_id: restaurantId, order_id: o.id, dish_id: d.id, variant_id: v.id, name: d.name, variant_name: v.name, quantity: l.quantity,
        remarks: l.remarks ?? null, unit_price: v.price, unit_discount: 0, station_id: d.station_id ?? defaultStation, sort, fire_no: 1,
        ticket_id: tickets.get(d.station_id ?? defaultStation) ?? null, status: status === 'open' ? 'fired' : 'served', added_by: users.waiter, created_at: placedAt,
      })))
      .returning('id')
      .execute();
    if (status === 'open') return;

    const billLines = items.map(({ l, d, v }, i) => ({ orderItemId: inserted[i]!.id, particular: d.name, rate: v.price, qty: l.quantity, subTotal: v.price * l.quantity, seat: null }));
    const subtotal = billLines.reduce((s, b) => s + b.subTotal, 0);
    const service = pct(subtotal, r.service_charge_bp);
    const taxable = subtotal + service;
    const tax = r.tax_inclusive ? taxable - Math.floor((2 * taxable * 10_000 + 10_000 + r.tax_bp) / (2 * (10_000 + r.tax_bp))) : pct(taxable, r.tax_bp);
    const grand = taxable + (r.tax_inclusive ? 0 : tax);
    const paidAt = new Date(placedAt.getTime() + minutes(50));
    const b = await trx
      .insertInto('bills')
      .values({
        restaurant_id: restaurantId, bill_no: ++billNo, order_id: o.id, status: 'paid', lines: jsonb(billLines), service_charge_bp: r.service_charge_bp,
        tax_bp: r.tax_bp, tax_inclusive: r.tax_inclusive, subtotal, service_charge: service, tax, grand_total: grand, paid_total: grand,
        created_by: jsonb(actor), business_date: r.day, paid_at: paidAt, created_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payments')
      .values({ restaurant_id: restaurantId, bill_id: b.id, method: billNo === 1 ? 'card' : 'cash', amount: grand, tendered: billNo === 1 ? null : grand, change_due: billNo === 1 ? null : 0, created_by: jsonb(actor), created_at: paidAt })
      .execute();
  }

  await order('T1', 2, [{ dish: 'Classic burger', quantity: 2 }, { dish: 'Lemonade', quantity: 2 }], 'completed', 150);
  await order('T2', 3, [{ dish: 'Ribeye steak', quantity: 1 }, { dish: 'Fish and chips', quantity: 2 }, { dish: 'House red wine', quantity: 3 }].filter((l) => dish(l.dish)), 'completed', 90);
  await order('T3', 2, [{ dish: 'Classic burger', quantity: 1, remarks: 'no pickles' }, { dish: 'Lemonade', quantity: 2 }], 'open', 6);
  await trx.updateTable('dining_tables').set({ status: 'occupied' }).where('restaurant_id', '=', restaurantId).where('id', '=', table('T3')!.id).execute();
  await trx
    .insertInto('document_counters')
    .values([
      { restaurant_id: restaurantId, kind: 'order', scope: r.day, last_no: orderNo },
      { restaurant_id: restaurantId, kind: 'bill', scope: 'all', last_no: billNo },
    ])
    .execute();
}

/** Seed step: today's demo orders and paid bills. */
export const ordersStep: DemoSeedStep = { name: 'orders', run: seedOrders };
