import { jsonb } from './jsonb';
import { hash } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLES, type SystemRoleKey } from '@ros/shared-events';
import type { DB } from './schema';
import { withTenant } from './tenant';
import type { DemoSeedContext, DemoSeedStep } from './seed/step';
import { menuAndFloorStep } from './seed/menu-and-floor';
import { ordersStep } from './seed/orders';
import { reservationsStep } from './seed/reservations';
import { inventoryStep } from './seed/inventory';
import { accountsStep } from './seed/accounts';

/** The demo login printed by `npm run db:seed` and by the embedded server on first start. */
export const DEMO_LOGIN = { email: 'demo@restaurant-os.app', password: 'Demo1234!' } as const;

/** What every seed step can build on: the demo restaurant, its owner, roles and staff. */
/**
 * The extension point: later features append their step here (e.g. `{ name: 'menu', run: seedMenu }`),
 * in dependency order. Steps run once, inside the same transaction as the restaurant.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  menuAndFloorStep,
  ordersStep,
  reservationsStep,
  inventoryStep,
  accountsStep,
];

const STAFF: { key: Exclude<SystemRoleKey, 'owner'>; email: string; username: string; fullName: string }[] = [
  { key: 'manager', email: 'manager@demo.restaurant-os.app', username: 'demo-manager', fullName: 'Maya Manager' },
  { key: 'cashier', email: 'cashier@demo.restaurant-os.app', username: 'demo-cashier', fullName: 'Carl Cashier' },
  { key: 'waiter', email: 'waiter@demo.restaurant-os.app', username: 'demo-waiter', fullName: 'Wendy Waiter' },
  { key: 'chef', email: 'chef@demo.restaurant-os.app', username: 'demo-chef', fullName: 'Chen Chef' },
  { key: 'delivery', email: 'driver@demo.restaurant-os.app', username: 'demo-driver', fullName: 'Dario Driver' },
];

/** jsonb from a value, stored as an object by both postgres.js and PGlite. */

/**
 * Creates the demo owner, "Demo Bistro" (Premium, USD, 10% service, 8% tax), its roles and one
 * active member of each other role, then runs `demoSeedSteps`. Does nothing when the demo owner
 * exists. All demo accounts use the password `Demo1234!`.
 */
export async function seedDemo(
  db: Kysely<DB>,
): Promise<{ created: boolean; email: string; password: string; restaurantId: string }> {
  const existing = await db
    .selectFrom('users as u')
    .leftJoin('restaurants as r', (j) => j.onRef('r.owner_id', '=', 'u.id').on('r.name', '=', 'Demo Bistro'))
    .select('r.id')
    .where(sql<string>`lower(u.email)`, '=', DEMO_LOGIN.email)
    .orderBy('r.created_at')
    .executeTakeFirst();
  if (existing) return { created: false, ...DEMO_LOGIN, restaurantId: existing.id ?? '' };

  const passwordHash = await hash(DEMO_LOGIN.password);
  const restaurantId = crypto.randomUUID();
  await withTenant(db, restaurantId, async (trx) => {
    const accounts = [
      { key: 'owner' as const, email: DEMO_LOGIN.email, username: 'demo', fullName: 'Demo Owner' },
      ...STAFF,
    ];
    const users = {} as Record<SystemRoleKey, string>;
    for (const a of accounts) {
      const row = await trx
        .insertInto('users')
        // The demo's own addresses: confirmed, like accounts that opened their link.
        .values({
          email: a.email,
          username: a.username,
          full_name: a.fullName,
          password_hash: passwordHash,
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      users[a.key] = row.id;
    }
    await trx
      .insertInto('restaurants')
      .values({
        id: restaurantId,
        name: 'Demo Bistro',
        type: 'Bistro',
        plan: 'premium',
        currency: 'USD',
        service_charge_bp: 1000,
        tax_bp: 800,
        owner_id: users.owner,
        email: 'hello@demo.restaurant-os.app',
        address: '1 Market Street',
        // The demo takes guest orders at any hour (no opening hours set = always open).
        settings: jsonb({ guestOrdering: { online: true, qr: true } }),
      })
      .execute();
    const roleRows = await trx
      .insertInto('roles')
      .values(
        Object.entries(SYSTEM_ROLES).map(([key, role]) => ({
          restaurant_id: restaurantId,
          name: role.name,
          icon: role.icon,
          system_key: key,
          permissions: jsonb(role.permissions),
        })),
      )
      .returning(['id', 'system_key'])
      .execute();
    const roles = Object.fromEntries(roleRows.map((r) => [r.system_key, r.id])) as Record<SystemRoleKey, string>;
    await trx
      .insertInto('members')
      .values(
        accounts.map((a) => ({
          restaurant_id: restaurantId,
          user_id: users[a.key],
          email: a.email,
          role_id: roles[a.key],
          status: 'active',
          full_name: a.fullName,
          joined_at: new Date(),
          invited_by: a.key === 'owner' ? null : users.owner,
        })),
      )
      .execute();
    const ctx: DemoSeedContext = { trx, restaurantId, ownerId: users.owner, roles, users };
    for (const step of demoSeedSteps) await step.run(ctx);
  });
  return { created: true, ...DEMO_LOGIN, restaurantId };
}
