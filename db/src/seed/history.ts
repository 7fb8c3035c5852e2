import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../schema';
import { jsonb } from '../jsonb';
import { withTenant, type TenantTx } from '../tenant';
import { writeSales, type Sale, type SaleLine } from './sales';

/** A small deterministic generator (mulberry32), so a history is the same for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** The menu a history sells from: the restaurant's dishes, topped up to 60 with these. */
const MENU_SIZE = 60;
const EXTRA_DISHES: [string, number][] = [
  ['Caesar salad', 1150],
  ['Greek salad', 1050],
  ['French onion soup', 850],
  ['Minestrone', 800],
  ['Garlic bread', 550],
  ['Nachos', 990],
  ['Spring rolls', 850],
  ['Prawn cocktail', 1250],
  ['Beef carpaccio', 1450],
  ['Burrata', 1350],
  ['Margherita pizza', 1300],
  ['Pepperoni pizza', 1450],
  ['Four cheese pizza', 1500],
  ['Spaghetti carbonara', 1400],
  ['Penne arrabbiata', 1200],
  ['Lasagne', 1550],
  ['Chicken parmigiana', 1690],
  ['Lamb shank', 2290],
  ['Pork belly', 1890],
  ['Roast chicken', 1750],
  ['Salmon fillet', 2150],
  ['Sea bass', 2250],
  ['Veggie burger', 1250],
  ['Chicken burger', 1350],
  ['Club sandwich', 1150],
  ['Steak frites', 2450],
  ['Beef stroganoff', 1790],
  ['Thai green curry', 1590],
  ['Pad thai', 1490],
  ['Falafel wrap', 1090],
  ['Halloumi skewers', 1190],
  ['Fries', 450],
  ['Sweet potato fries', 550],
  ['Onion rings', 500],
  ['Side salad', 450],
  ['Mashed potatoes', 450],
  ['Tiramisu', 750],
  ['Cheesecake', 750],
  ['Apple crumble', 700],
  ['Ice cream', 550],
  ['Panna cotta', 700],
  ['Espresso', 300],
  ['Cappuccino', 400],
  ['Latte', 420],
  ['Tea', 300],
  ['Orange juice', 450],
  ['Sparkling water', 350],
  ['Still water', 300],
  ['Cola', 350],
  ['IPA', 650],
  ['Lager', 600],
  ['House white wine', 750],
  ['Prosecco', 850],
  ['Mojito', 1050],
  ['Negroni', 1100],
  ['Old fashioned', 1150],
  ['Gin and tonic', 950],
  ['Margarita', 1050],
  ['Hot chocolate', 450],
];

/** The one variant a generated dish is sold as, shaped as the dishes module stores it. */
const regularVariant = (price: number) => ({
  id: randomUUID(),
  name: 'Regular',
  price,
  isDefault: true,
  discount: { amount: 0, bp: 0 },
  isAvailable: true,
  countdown: null,
});

/** Ingredients a generated dish uses from the demo's stock (item name, quantity in the item's unit). */
const RECIPES: Record<string, [string, number][]> = {
  'Veggie burger': [
    ['Brioche bun', 1],
    ['Cheddar', 30],
  ],
  'Chicken burger': [['Brioche bun', 1]],
  'Four cheese pizza': [['Cheddar', 60]],
  'Club sandwich': [['Cheddar', 20]],
};

/** Recipes for the generated dishes whose ingredients the restaurant stocks; others stay without one. */
async function addRecipes(trx: TenantTx, restaurantId: string, dishes: { id: string; name: string }[]) {
  const stock = await trx
    .selectFrom('inventory_items')
    .select(['id', 'name', 'unit_id'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const byName = new Map(stock.map((i) => [i.name, i]));
  const lines = dishes.flatMap((d) =>
    (RECIPES[d.name] ?? []).flatMap(([item, quantity]) => {
      const i = byName.get(item);
      return i ? [{ restaurant_id: restaurantId, dish_id: d.id, item_id: i.id, quantity, unit_id: i.unit_id }] : [];
    }),
  );
  if (lines.length) await trx.insertInto('recipe_lines').values(lines).execute();
}

interface MenuDish {
  id: string;
  name: string;
  price: number;
  variantId: string | null;
  variantName: string | null;
  stationId: string | null;
}

async function menuOf(trx: TenantTx, restaurantId: string): Promise<MenuDish[]> {
  const load = () =>
    trx
      .selectFrom('dishes as d')
      .select(['d.id', 'd.name', 'd.price', 'd.variants', 'd.station_id'])
      .where('d.restaurant_id', '=', restaurantId)
      .orderBy('d.name')
      .execute();
  let dishes = await load();
  // Histories written before generated dishes had a variant left them unsellable: give them one now.
  const generated = new Set(EXTRA_DISHES.map(([n]) => n));
  for (const d of dishes.filter((x) => generated.has(x.name) && !(x.variants as unknown[] | null)?.length)) {
    await trx
      .updateTable('dishes')
      .set({ variants: jsonb([regularVariant(d.price)]) })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', d.id)
      .execute();
  }
  if (dishes.length < MENU_SIZE) {
    const have = new Set(dishes.map((d) => d.name.toLowerCase()));
    const missing = EXTRA_DISHES.filter(([n]) => !have.has(n.toLowerCase())).slice(0, MENU_SIZE - dishes.length);
    const menu =
      (await trx
        .selectFrom('menus')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .orderBy('created_at')
        .executeTakeFirst()) ??
      (await trx
        .insertInto('menus')
        .values({ restaurant_id: restaurantId, name: 'All day' })
        .returning('id')
        .executeTakeFirstOrThrow());
    const category = await trx
      .insertInto('categories')
      .values({ restaurant_id: restaurantId, menu_id: menu.id, name: 'House favourites' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A dish is sold by its variant: without one the POS refuses it and the guest menu shows it sold out.
    const added = await trx
      .insertInto('dishes')
      .values(
        missing.map(([name, price]) => ({
          restaurant_id: restaurantId,
          name,
          price,
          variants: jsonb([regularVariant(price)]),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    await trx
      .insertInto('dish_categories')
      .values(
        added.map((d, i) => ({ restaurant_id: restaurantId, dish_id: d.id, category_id: category.id, sort_order: i })),
      )
      .execute();
    await addRecipes(trx, restaurantId, added);
    dishes = await load();
  }
  return dishes.map((d) => {
    const v = ((d.variants ?? []) as { id: string; name: string; price: number; isDefault?: boolean }[]).find(
      (x) => x.isDefault,
    );
    return {
      id: d.id,
      name: d.name,
      price: v?.price ?? d.price,
      variantId: v?.id ?? null,
      variantName: v?.name ?? null,
      stationId: d.station_id,
    };
  });
}

/** Orders in an hour of a weekday: lunch and dinner peaks, busier Fridays and Saturdays. */
function ordersIn(hour: number, weekday: number, rnd: ReturnType<typeof random>) {
  const curve: Record<number, number> = {
    11: 3,
    12: 9,
    13: 9,
    14: 4,
    15: 2,
    16: 2,
    17: 4,
    18: 9,
    19: 12,
    20: 11,
    21: 6,
    22: 2,
  };
  const weekend = weekday === 5 || weekday === 6 ? 1.5 : weekday === 0 ? 1.2 : 1;
  const mean = (curve[hour] ?? 0) * weekend;
  return Math.max(0, Math.round(mean * (0.7 + rnd.next() * 0.6)));
}

/** The UTC instant of a local wall-clock time in a time zone (good to the minute around DST changes). */
function atLocal(day: string, hour: number, minute: number, timeZone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utcShown = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utcShown.getTime()));
}

export interface HistoryOptions {
  days: number;
  /** The last day written (default: the restaurant's yesterday), so today stays the live day. */
  until?: string;
  seed?: number;
  onDay?: (done: number, total: number) => void;
}

/**
 * Writes `days` of realistic past service for a restaurant, one transaction per day: busy lunches
 * and dinners, weekends, dine-in at its tables, takeaway and delivery, card and cash, tips, from a
 * menu of 60 dishes (topped up when it has fewer). Through `writeSales`, the same rows and events
 * the POS commands write. Returns the number of sales written.
 */
export async function writeHistory(db: Kysely<DB>, restaurantId: string, options: HistoryOptions): Promise<number> {
  const r = await db
    .selectFrom('restaurants')
    .select([
      'time_zone',
      'service_charge_bp',
      'tax_bp',
      'tax_inclusive',
      sql<string>`to_char(timezone(time_zone, now()) - interval '1 day', 'YYYY-MM-DD')`.as('yesterday'),
    ])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  const rnd = random(options.seed ?? 7);
  const menu = await withTenant(db, restaurantId, (trx) => menuOf(trx, restaurantId));
  const { tables, staff } = await withTenant(db, restaurantId, async (trx) => ({
    tables: await trx
      .selectFrom('dining_tables')
      .select(['id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    staff: (
      await trx
        .selectFrom('members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name')])
        .where('m.restaurant_id', '=', restaurantId)
        .where('m.status', '=', 'active')
        .execute()
    ).map((s) => ({ userId: s.id, name: s.name })),
  }));
  const until = options.until ?? r.yesterday;
  let written = 0;
  for (let d = options.days - 1; d >= 0; d--) {
    const day = new Date(Date.parse(`${until}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const sales: Sale[] = [];
    for (let hour = 11; hour <= 22; hour++) {
      for (let n = ordersIn(hour, weekday, rnd); n > 0; n--) {
        const placedAt = atLocal(day, hour, rnd.int(0, 59), r.time_zone);
        const roll = rnd.next();
        const type =
          roll < 0.7 || !tables.length
            ? tables.length
              ? 'dine_in'
              : 'takeaway'
            : roll < 0.88
              ? 'takeaway'
              : 'delivery';
        const table = type === 'dine_in' ? rnd.pick(tables) : null;
        const guests = type === 'dine_in' ? rnd.int(1, 6) : 1;
        const lines = new Map<string, SaleLine>();
        for (let k = rnd.int(Math.max(1, guests), guests + 3); k > 0; k--) {
          const dish = rnd.pick(menu);
          const line = lines.get(dish.id);
          if (line) line.quantity += 1;
          else
            lines.set(dish.id, {
              dishId: dish.id,
              name: dish.name,
              variantId: dish.variantId,
              variantName: dish.variantName,
              unitPrice: dish.price,
              quantity: 1,
              stationId: dish.stationId,
            });
        }
        const card = rnd.next() < 0.75;
        const waiter = rnd.pick(staff);
        sales.push({
          businessDate: day,
          placedAt,
          paidAt: new Date(
            placedAt.getTime() + rnd.int(type === 'dine_in' ? 35 : 10, type === 'dine_in' ? 95 : 30) * 60_000,
          ),
          type,
          tableId: table?.id ?? null,
          tableName: table?.name ?? null,
          guests,
          lines: [...lines.values()],
          method: card ? 'card' : 'cash',
          tip: card && rnd.next() < 0.5 ? rnd.int(1, 6) * 100 : 0,
          waiter,
          cashier: rnd.pick(staff),
        });
      }
    }
    await withTenant(db, restaurantId, (trx) => writeSales(trx, restaurantId, r, sales, { asHistory: true }));
    written += sales.length;
    options.onDay?.(options.days - d, options.days);
  }
  return written;
}
