import { ruleViolation } from './errors';
import { MAX_TOTAL } from '@ros/shared-events';

/** The number schemas live in `@ros/shared-events` (contracts/requests/primitives.ts). */
export { MAX_TOTAL } from '@ros/shared-events';

/**
 * Refuses a computed total (a bill, an order) above `MAX_TOTAL` with 422 naming `field`, so no
 * stored sum can lose precision in JS or pass what its column holds.
 */
export function assertTotalInRange(total: number, field: string, what = 'The total'): void {
  if (total <= MAX_TOTAL) return;
  throw ruleViolation(`${what} is more than the largest amount the app can hold (${MAX_TOTAL} minor units).`, field);
}
