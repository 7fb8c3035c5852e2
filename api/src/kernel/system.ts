import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { runCommand, type Command, type DB, type EventActor, type StoredEvent } from '@ros/db';
import { allows, planAllows, type Plan } from '@ros/shared-events';
import { dayStartHourSql } from './days';
import { AppError } from './errors';
import type { TenantContext } from './tenant';

/** Who the events of jobs name. */
export const SYSTEM_ACTOR: EventActor = { userId: null, name: 'System' };

/** What a job needs to run a command: the database, a logger and the relay's nudge. */
export interface SystemDeps {
  db: Kysely<DB>;
  log: Logger;
  afterCommit?: (events: StoredEvent[]) => void;
}

/** A restaurant as a system context needs it. */
type SystemRestaurant = {
  id: string;
  name: string;
  plan: string;
  owner_id: string;
  time_zone: string;
  day_start_hour: number;
};

/** The restaurants a system context is built for (those of `ids` that still exist). */
export function systemRestaurants(trx: Transaction<DB>, ids: string[]): Promise<SystemRestaurant[]> {
  if (!ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('restaurants')
    .select(['id', 'name', 'plan', 'owner_id', 'time_zone', dayStartHourSql('restaurants').as('day_start_hour')])
    .where('id', 'in', ids)
    .execute();
}

/**
 * A tenant context of restaurant `r` in an open command whose member may do everything (the
 * restaurant's own automation acts with its owner's rights, and `user` is the owner for the
 * columns that record who) and whose events name the System (or `actor`). Used by `runAsSystem`
 * and by a stream job that works for several restaurants in one command (its `trx` is not scoped
 * to one restaurant: every repo query filters by `restaurantId`, as everywhere).
 */
export function systemContext(
  deps: Pick<SystemDeps, 'log'>,
  { trx, emitIn }: Pick<Command, 'trx' | 'emitIn'>,
  r: SystemRestaurant,
  actor = SYSTEM_ACTOR,
): TenantContext {
  const plan = r.plan as Plan;
  return {
    trx,
    restaurantId: r.id,
    restaurant: {
      id: r.id,
      name: r.name,
      plan,
      ownerId: r.owner_id,
      timeZone: r.time_zone,
      dayStartHour: r.day_start_hour,
    },
    user: { id: r.owner_id, name: actor.name, email: '', sessionVersion: 0 },
    member: {
      memberId: '',
      roleId: '',
      roleName: 'System',
      roleKey: 'owner',
      isOwner: true,
      permissions: {},
      displayName: actor.name,
    },
    actor,
    log: deps.log.child({ restaurantId: r.id }),
    can: (action, key) => allows({}, true, action, key),
    authorize: () => {},
    requirePlan: (feature, message) => {
      if (!planAllows(plan, feature))
        throw new AppError('plan_required', message ?? 'This feature needs the Premium plan', undefined, {
          feature,
        });
    },
    emit: (type, payload) => emitIn(r.id, type, payload),
  };
}

/**
 * Runs a job's work as one command of `restaurantId`, through the same services the API uses, in a
 * system context (`systemContext`). Null when the restaurant is gone.
 */
export async function runAsSystem<T>(
  deps: SystemDeps,
  restaurantId: string,
  fn: (ctx: TenantContext) => Promise<T>,
  actor = SYSTEM_ACTOR,
): Promise<T | null> {
  const { result } = await runCommand(
    deps.db,
    { actor, restaurantId, afterCommit: deps.afterCommit },
    async (command) => {
      const [r] = await systemRestaurants(command.trx, [restaurantId]);
      if (!r) return { found: false as const };
      return { found: true as const, value: await fn(systemContext(deps, command, r, actor)) };
    },
  );
  return result.found ? result.value : null;
}
