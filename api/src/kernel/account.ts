import type { Request } from 'express';
import type { Logger } from 'pino';
import { runCommand, type Command } from '@ros/db';
import type { AppDeps } from '../deps';
import { assertSessionCurrent, type AuthUser } from './auth';

/** Options of a context's transaction: scope it to one restaurant (row-level security). */
export interface TransactionOptions {
  restaurantId?: string;
}

/**
 * What an operation outside a restaurant gets (sign-in, the public menu): no database handle, only
 * short transactions, each one command. Slow work (password hashing) runs between them, so no
 * transaction waits on it.
 */
export interface OpenContext {
  ip: string;
  log: Logger;
  transaction<T>(fn: (command: Command) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

/** The same for a signed-in user's own account actions; events name the user as their actor. */
export interface UserContext extends OpenContext {
  user: AuthUser;
}

export function openContext(deps: AppDeps, req: Request): OpenContext {
  return {
    ip: req.ip ?? 'unknown',
    log: deps.log,
    transaction: async (fn, options = {}) =>
      (
        await runCommand(
          deps.db,
          { actor: null, restaurantId: options.restaurantId, afterCommit: deps.afterCommit },
          fn,
        )
      ).result,
  };
}

/**
 * The first transaction of an account request starts by checking that the token's session is
 * still current (refused with 401 after a password change, reset or sign-out everywhere).
 */
export function userContext(deps: AppDeps, req: Request, user: AuthUser): UserContext {
  const actor = { userId: user.id, name: user.name };
  let sessionChecked = false;
  return {
    user,
    ip: req.ip ?? 'unknown',
    log: deps.log.child({ userId: user.id }),
    transaction: async (fn, options = {}) =>
      (
        await runCommand(
          deps.db,
          { actor, restaurantId: options.restaurantId, afterCommit: deps.afterCommit },
          async (command) => {
            if (!sessionChecked) {
              await assertSessionCurrent(command.trx, user);
              sessionChecked = true;
            }
            return fn(command);
          },
        )
      ).result,
  };
}
