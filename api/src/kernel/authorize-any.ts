import type { PermissionKey } from '@ros/shared-events';
import { forbidden } from './errors';
import { noteCheck } from './permission-checks';
import type { TenantContext } from './tenant';

/** Throws 403 unless the member may `action` at least one of `keys`. */
export function authorizeAny(ctx: TenantContext, action: 'view' | 'edit', keys: PermissionKey[]): void {
  noteCheck(ctx, action, keys);
  if (!keys.some((k) => ctx.can(action, k))) throw forbidden();
}
