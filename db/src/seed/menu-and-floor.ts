import { jsonb } from '../jsonb';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DemoSeedContext, DemoSeedStep } from './step';

/** jsonb from a value, stored as an object by both postgres.js and PGlite. */

const variant = (name: string, price: number, isDefault = false) => ({
  id: randomUUID(),
  name,
  price,
  isDefault,
  discount: { amount: 0, bp: 0 },
  isAvailable: true,
  countdown: null,
});
const option = (name: string, priceDelta = 0) => ({
  id: randomUUID(),
  name,
  priceDelta,
  isAvailable: true,
  countdown: null,
});
const group = (name: string, min: number, max: number, options: ReturnType<typeof option>[]) => ({
  id: randomUUID(),
  name,
  minSelections: min,
  maxSelections: max,
  options,
});

interface SeedDish {
  displayId: string;
  name: string;
  description: string;
  category: 'Starters' | 'Mains' | 'Desserts' | 'Drinks';
  variants: ReturnType<typeof variant>[];
  groups?: ReturnType<typeof group>[];
  minutes: number;
  allergens?: string[];
  tags?: string[];
  station?: 'Grill' | 'Fry' | 'Bar' | 'Pastry';
}

const doneness = () => group('Doneness', 1, 1, [option('Rare'), option('Medium'), option('Well done')]);
const sides = () => group('Extras', 0, 2, [option('Cheese', 150), option('Bacon', 200), option('Avocado', 250)]);
const milk = () => group('Milk', 0, 1, [option('Oat milk', 60), option('Almond milk', 60)]);

const DISHES: SeedDish[] = [
  {
    displayId: 'S-01',
    name: 'Crispy calamari',
    description: 'Lemon aioli',
    category: 'Starters',
    variants: [variant('Regular', 950, true)],
    minutes: 8,
    allergens: ['molluscs', 'egg'],
  },
  {
    displayId: 'S-02',
    name: 'Tomato bruschetta',
    description: 'Basil, garlic, olive oil',
    category: 'Starters',
    variants: [variant('Regular', 750, true)],
    minutes: 6,
    allergens: ['gluten'],
    tags: ['vegan'],
    station: 'Grill',
  },
  {
    displayId: 'S-03',
    name: 'Chicken wings',
    description: 'Smoky BBQ glaze',
    category: 'Starters',
    variants: [variant('6 pieces', 890, true), variant('12 pieces', 1590)],
    groups: [group('Sauce', 1, 1, [option('BBQ'), option('Buffalo'), option('Honey garlic')])],
    minutes: 12,
  },
  {
    displayId: 'M-01',
    name: 'Classic burger',
    description: 'Beef, cheddar, pickles, brioche',
    category: 'Mains',
    variants: [variant('Single', 1290, true), variant('Double', 1690)],
    groups: [doneness(), sides()],
    minutes: 14,
    allergens: ['gluten', 'milk'],
  },
  {
    displayId: 'M-02',
    name: 'Ribeye steak',
    description: '300 g, herb butter, fries',
    category: 'Mains',
    variants: [variant('300 g', 2890, true), variant('450 g', 3790)],
    groups: [doneness()],
    minutes: 18,
    allergens: ['milk'],
  },
  {
    displayId: 'M-03',
    name: 'Fish and chips',
    description: 'Beer-battered cod, tartare sauce',
    category: 'Mains',
    variants: [variant('Regular', 1490, true)],
    minutes: 13,
    allergens: ['fish', 'gluten', 'egg'],
    station: 'Fry',
  },
  {
    displayId: 'M-04',
    name: 'Mushroom risotto',
    description: 'Parmesan, truffle oil',
    category: 'Mains',
    variants: [variant('Regular', 1390, true)],
    minutes: 20,
    allergens: ['milk'],
    tags: ['vegetarian'],
  },
  {
    displayId: 'D-01',
    name: 'Chocolate lava cake',
    description: 'Vanilla ice cream',
    category: 'Desserts',
    variants: [variant('Regular', 750, true)],
    minutes: 10,
    allergens: ['gluten', 'egg', 'milk'],
  },
  {
    displayId: 'D-02',
    name: 'Lemon tart',
    description: 'Torched meringue',
    category: 'Desserts',
    variants: [variant('Slice', 650, true)],
    minutes: 3,
    allergens: ['gluten', 'egg'],
  },
  {
    displayId: 'B-01',
    name: 'Lemonade',
    description: 'Fresh, mint',
    category: 'Drinks',
    variants: [variant('Glass', 450, true), variant('Jug', 1200)],
    minutes: 2,
    tags: ['vegan'],
  },
  {
    displayId: 'B-02',
    name: 'Flat white',
    description: 'Double shot',
    category: 'Drinks',
    variants: [variant('Regular', 380, true)],
    groups: [milk()],
    minutes: 3,
    allergens: ['milk'],
  },
  {
    displayId: 'B-03',
    name: 'House red wine',
    description: 'Tempranillo',
    category: 'Drinks',
    variants: [variant('Glass', 750, true), variant('Bottle', 2900)],
    minutes: 1,
  },
];

const TABLES: {
  space: 'Main hall' | 'Terrace';
  name: string;
  capacity: number;
  shape: 'round' | 'square' | 'rectangle';
  x: number;
  y: number;
}[] = [
  { space: 'Main hall', name: 'T1', capacity: 2, shape: 'square', x: 40, y: 40 },
  { space: 'Main hall', name: 'T2', capacity: 2, shape: 'square', x: 160, y: 40 },
  { space: 'Main hall', name: 'T3', capacity: 4, shape: 'round', x: 280, y: 40 },
  { space: 'Main hall', name: 'T4', capacity: 4, shape: 'round', x: 40, y: 180 },
  { space: 'Main hall', name: 'T5', capacity: 6, shape: 'rectangle', x: 160, y: 180 },
  { space: 'Main hall', name: 'T6', capacity: 8, shape: 'rectangle', x: 320, y: 180 },
  { space: 'Terrace', name: 'P1', capacity: 2, shape: 'round', x: 40, y: 40 },
  { space: 'Terrace', name: 'P2', capacity: 2, shape: 'round', x: 160, y: 40 },
  { space: 'Terrace', name: 'P3', capacity: 4, shape: 'square', x: 40, y: 160 },
  { space: 'Terrace', name: 'P4', capacity: 4, shape: 'square', x: 160, y: 160 },
];

/** Demo kitchen stations, the active "Main menu" with 12 dishes, two spaces with 10 tables, and customers. */
async function seedMenuAndFloor({ trx, restaurantId }: DemoSeedContext): Promise<void> {
  const stationNames = ['Grill', 'Fry', 'Bar', 'Pastry'] as const;
  const stations = await trx
    .insertInto('stations')
    .values(
      stationNames.map((name, i) => ({
        restaurant_id: restaurantId,
        name,
        sort_order: i,
        is_default: name === 'Grill',
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const stationId = (name: string) => stations.find((s) => s.name === name)!.id;

  const menu = await trx
    .insertInto('menus')
    .values({
      restaurant_id: restaurantId,
      name: 'Main menu',
      color: '#ff9f43',
      description: 'Served all day',
      is_active: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categorySpecs = [
    { name: 'Starters', station: 'Fry', description: 'To share, or not' },
    { name: 'Mains', station: 'Grill', description: 'From the grill and the pans' },
    { name: 'Desserts', station: 'Pastry', description: 'Baked in house' },
    { name: 'Drinks', station: 'Bar', description: 'Soft drinks, coffee and wine' },
  ];
  const categories = await trx
    .insertInto('categories')
    .values(
      categorySpecs.map((c, i) => ({
        restaurant_id: restaurantId,
        menu_id: menu.id,
        name: c.name,
        description: c.description,
        station_id: stationId(c.station),
        sort_order: i,
      })),
    )
    .returning(['id', 'name'])
    .execute();

  for (const [i, d] of DISHES.entries()) {
    const dish = await trx
      .insertInto('dishes')
      .values({
        restaurant_id: restaurantId,
        display_id: d.displayId,
        name: d.name,
        description: d.description,
        variants: jsonb(d.variants),
        modifier_groups: jsonb(d.groups ?? []),
        price: d.variants.find((v) => v.isDefault)!.price,
        preparation_minutes: d.minutes,
        allergens: jsonb(d.allergens ?? []),
        dietary_tags: jsonb(d.tags ?? []),
        station_id: d.station ? stationId(d.station) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('dish_categories')
      .values({
        restaurant_id: restaurantId,
        dish_id: dish.id,
        category_id: categories.find((c) => c.name === d.category)!.id,
        sort_order: i,
      })
      .execute();
  }

  const spaces = await trx
    .insertInto('spaces')
    .values([
      { restaurant_id: restaurantId, name: 'Main hall', sort_order: 0 },
      { restaurant_id: restaurantId, name: 'Terrace', sort_order: 1 },
    ])
    .returning(['id', 'name'])
    .execute();
  await trx
    .insertInto('dining_tables')
    .values(
      TABLES.map((t) => ({
        restaurant_id: restaurantId,
        space_id: spaces.find((s) => s.name === t.space)!.id,
        name: t.name,
        capacity: t.capacity,
        shape: t.shape,
        pos_x: t.x,
        pos_y: t.y,
        width: t.shape === 'rectangle' ? 140 : 80,
        height: 80,
        qr_token: randomBytes(16).toString('base64url'),
      })),
    )
    .execute();

  await trx
    .insertInto('customers')
    .values([
      {
        restaurant_id: restaurantId,
        name: 'Ada Lovelace',
        phone: '+44 20 7946 0018',
        email: 'ada@example.com',
        addresses: jsonb([{ label: 'Home', address: '12 St James’s Square, London' }]),
        tags: jsonb(['vip']),
        notes: 'Prefers a window table',
        visits: 7,
        total_spent: 41250,
        last_visit_at: new Date(Date.now() - 3 * 86_400_000),
      },
      {
        restaurant_id: restaurantId,
        name: 'Grace Hopper',
        phone: '+1 555 0100',
        email: 'grace@example.com',
        addresses: jsonb([]),
        tags: jsonb(['regular']),
        visits: 3,
        total_spent: 9870,
        last_visit_at: new Date(Date.now() - 10 * 86_400_000),
      },
      {
        restaurant_id: restaurantId,
        name: 'Alan Turing',
        phone: '+44 161 496 0000',
        addresses: jsonb([]),
        tags: jsonb([]),
      },
    ])
    .execute();
}

/** The seed step registered in `demoSeedSteps`. */
export const menuAndFloorStep: DemoSeedStep = { name: 'menu-and-floor', run: seedMenuAndFloor };
