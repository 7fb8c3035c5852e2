import type { PermissionKey } from '@ros/shared-events';
import { forbidden, notFound } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import type { RepoContext } from '../../../kernel/repo-context';

/** Which orders a member reads: null for every order, else only those of deliveries assigned to `driverUserId`. */
export type OrderReadScope = { driverUserId: string } | null;

/**
 * Staff with `view` on one of `keys` read every order; a driver (`delivery.drive`) reads only the
 * orders of the deliveries assigned to them, so other drivers' customers (addresses, phones) stay out
 * of reach; anyone else gets 403.
 */
export function orderReadScope(ctx: TenantContext, keys: PermissionKey[]): OrderReadScope {
  if (keys.some((k) => ctx.can('view', k))) return null;
  if (ctx.can('edit', 'delivery.drive')) return { driverUserId: ctx.user.id };
  throw forbidden();
}

/** 404, never the data, when the order is outside the scope (`driverUserId`: the user driving its delivery). */
export function assertInScope(scope: OrderReadScope, driverUserId: string | null | undefined, what = 'Order'): void {
  if (scope && driverUserId !== scope.driverUserId) throw notFound(what);
}

/** The user driving the delivery of an order (null: none, or not assigned). */
export async function driverOfOrder(ctx: RepoContext, orderId: string): Promise<string | null> {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('deliveries')
    .select('driver_user_id')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.driver_user_id ?? null;
}
