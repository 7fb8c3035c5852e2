import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import type { BillingConfig } from '../../../config';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { dueSubscriptions } from './billing.repo';
import { billingProviderOf } from './providers';
import { runRenewal } from './renewals';

/**
 * `billing.renew`, run by the workers' clock every ten minutes (a job per window, its id from the
 * window): each subscription with a period or a grace period over is renewed, falls back to Basic,
 * or ends its cancellation (`runRenewal`, safe to run twice). The run acts as of its window's start
 * when that is later than the machine's clock (a test moves the clock that way).
 */
export const renewSubscriptions = defineJob({
  name: 'billing.renew',
  payload: ZWindowJobPayload,
  clock: { everyMs: 10 * 60_000 },
  async handle({ windowStart }, deps: SystemDeps & { billing: BillingConfig }) {
    const config = deps.billing;
    // Renewals never verify a notification, so the test provider needs no signing secret here.
    const provider = billingProviderOf(config, '');
    const now = new Date(Math.max(Date.now(), windowStart));
    for (const { restaurant_id: restaurantId } of await dueSubscriptions(deps.db, now))
      await runAsSystem(deps, restaurantId, (ctx) =>
        runRenewal(ctx, { ...deps, provider, graceDays: config.graceDays }, now),
      );
  },
});

/** The billing module's jobs. */
export const billingJobs = [renewSubscriptions];
