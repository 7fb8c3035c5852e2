import type { RestaurantAbility } from '@ros/shared-events';
import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { DB, Restaurants, TenantTx } from '@ros/db';
import { seedAccountsDefaults, seedChatChannels, seedInventoryDefaults } from '@ros/db';
import { abilityRules, BASIC_LIMITS, SYSTEM_ROLES } from '@ros/shared-events';
import type { AuthUser } from '../../../kernel/auth';
import { AppError, notFound } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { rebuildRollups } from '../../insight/reports';
import * as repo from './restaurants.repo';
import { RESTAURANT_COLUMNS, toBasisPoints, toRestaurant } from './restaurant-view';
import type { CreateRestaurantBody, UpdateRestaurantBody } from '@ros/shared-events';

/** Column values of the API fields present in `body`. */
function toColumns(body: Omit<UpdateRestaurantBody, 'settings'>): Updateable<Restaurants> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || !(key in RESTAURANT_COLUMNS)) continue;
    const column = RESTAURANT_COLUMNS[key as keyof typeof RESTAURANT_COLUMNS];
    values[column] =
      key === 'serviceChargePercent' || key === 'taxPercent'
        ? toBasisPoints(value as number)
        : value === ''
          ? null
          : value;
  }
  return values as Updateable<Restaurants>;
}

/**
 * Creates a restaurant with its system roles; the creator becomes its active Owner. A Basic owner
 * (no Premium or Enterprise restaurant) cannot own a second one.
 */
export async function createRestaurant(trx: TenantTx, authUser: AuthUser, body: CreateRestaurantBody) {
  // RLS on restaurants is keyed by id: the id is chosen first so the insert passes the policy.
  const id = randomUUID();
  // Locking the owner serialises their concurrent creations, so the plan rule cannot be raced.
  const user = await repo.lockUser(trx, authUser.id);
  if (!user) throw notFound('User');
  const owned = await repo.ownedPlans(trx, user.id);
  if (owned.length >= BASIC_LIMITS.restaurantsPerOwner && owned.every((r) => r.plan === 'basic')) {
    throw new AppError('plan_required', 'Multiple restaurants need the Premium plan', undefined, {
      feature: 'multipleRestaurants',
    });
  }
  // From here on the transaction is the new restaurant's tenant transaction (as `withTenant`).
  await repo.enterTenant(trx, id);
  const { settings, ...rest } = body;
  const row = await repo.insertRestaurant(trx, { ...toColumns(rest), name: body.name, id, owner_id: user.id });
  const saved = settings ? await repo.updateRestaurant({ trx, restaurantId: id }, {}, settings) : row;
  const roles = await repo.insertRoles(
    trx,
    Object.entries(SYSTEM_ROLES).map(([key, role]) => ({
      restaurant_id: id,
      name: role.name,
      icon: role.icon,
      system_key: key,
      permissions: role.permissions as Record<string, string>,
    })),
  );
  const ownerRole = roles.find((r) => r.system_key === 'owner')!;
  await repo.insertOwnerMember(trx, {
    restaurant_id: id,
    user_id: user.id,
    email: user.email,
    role_id: ownerRole.id,
    full_name: user.full_name,
  });
  await seedInventoryDefaults(trx, id);
  await seedAccountsDefaults(trx, id);
  await seedChatChannels(trx, id);
  return toRestaurant(saved);
}

export async function listMyRestaurants(db: Kysely<DB>, userId: string) {
  const rows = await repo.listMyRestaurants(db, userId);
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, plan: r.plan, role: { id: r.roleId, name: r.roleName } })),
  };
}

export async function getRestaurant(ctx: TenantContext) {
  return toRestaurant(await repo.findRestaurant(ctx));
}

export async function updateRestaurant(ctx: TenantContext, body: UpdateRestaurantBody) {
  ctx.authorize('edit', 'restaurant');
  const current = await repo.findRestaurant(ctx);
  const before = toRestaurant(current);
  const { settings, ...rest } = body;
  const nextSettings = settings ? { ...(current.settings as Record<string, unknown>), ...settings } : undefined;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const normalised = value === '' ? null : value;
    if (normalised !== undefined && before[key as keyof typeof before] !== normalised) changes[key] = normalised;
  }
  if (nextSettings && JSON.stringify(nextSettings) !== JSON.stringify(current.settings))
    changes.settings = nextSettings;
  if (Object.keys(changes).length === 0) return before;

  const updated = await repo.updateRestaurant(ctx, toColumns(rest), nextSettings);
  ctx.emit('restaurant.updated', { restaurantId: ctx.restaurant.id, changes });
  // Another time zone or business day puts the same sales in other days: the reports are recomputed.
  const dayStart = (s: unknown) =>
    (s as { businessDay?: { startsAtHour?: number } } | null)?.businessDay?.startsAtHour ?? 0;
  if ('timeZone' in changes || ('settings' in changes && dayStart(nextSettings) !== dayStart(current.settings)))
    await rebuildRollups(ctx, 'business day changed');
  if ('isActive' in changes) {
    ctx.emit(changes.isActive ? 'restaurant.opened' : 'restaurant.closed', { restaurantId: ctx.restaurant.id });
  }
  return toRestaurant(updated);
}

export async function getAbility(ctx: TenantContext): Promise<RestaurantAbility> {
  const { member } = ctx;
  return {
    ability: abilityRules(member.permissions, member.isOwner),
    role: { id: member.roleId, name: member.roleName, systemKey: member.roleKey },
    restaurant: toRestaurant(await repo.findRestaurant(ctx)),
  };
}
