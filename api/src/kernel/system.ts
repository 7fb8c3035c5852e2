import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { runCommand, type DB, type EventActor, type StoredEvent } from '@ros/db';
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

/**
 * Runs a job's work as one command of `restaurantId`, through the same services the API uses: a
 * tenant context whose member may do everything (the restaurant's own automation acts with its
 * owner's rights, and `user` is the owner for the columns that record who) and whose events name
 * the System (or `actor`: a guest ordering from their phone). Null when the restaurant is gone.
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
    async ({ trx, emitIn }) => {
      const r = await trx
        .selectFrom('restaurants')
        .select(['id', 'name', 'plan', 'owner_id', 'time_zone', dayStartHourSql('restaurants').as('day_start_hour')])
        .where('id', '=', restaurantId)
        .executeTakeFirst();
      if (!r) return { found: false as const };
      const plan = r.plan as Plan;
      const ctx: TenantContext = {
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
        log: deps.log.child({ restaurantId }),
        can: (action, key) => allows({}, true, action, key),
        authorize: () => {},
        requirePlan: (feature, message) => {
          if (!planAllows(plan, feature))
            throw new AppError('plan_required', message ?? 'This feature needs the Premium plan', undefined, {
              feature,
            });
        },
        emit: (type, payload) => emitIn(restaurantId, type, payload),
      };
      return { found: true as const, value: await fn(ctx) };
    },
  );
  return result.found ? result.value : null;
}
