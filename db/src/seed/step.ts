import type { SystemRoleKey } from '@ros/shared-events';
import type { TenantTx } from '../tenant';

/** What a demo seed step gets: the seed's transaction, the restaurant and its roles and staff. */
export interface DemoSeedContext {
  trx: TenantTx;
  restaurantId: string;
  ownerId: string;
  /** Role ids by system key. */
  roles: Record<SystemRoleKey, string>;
  /** User ids of the demo staff by system key (owner included). */
  users: Record<SystemRoleKey, string>;
}

/** One part of the demo data (menu, spaces and tables, orders…), run in the seed's transaction. */
export interface DemoSeedStep {
  name: string;
  run(ctx: DemoSeedContext): Promise<void>;
}
