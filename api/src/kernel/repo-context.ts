import type { TenantTx } from '@ros/db';

/**
 * What a repo function takes of a command: its transaction and its restaurant, whose
 * `restaurant_id` every query filters by. The command context (`TenantContext`) is one; a job or
 * a system path that has a transaction and a restaurant id passes `{ trx, restaurantId }`.
 */
export interface RepoContext {
  readonly trx: TenantTx;
  readonly restaurantId: string;
}
