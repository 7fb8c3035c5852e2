import { counterStore, tooManyAttempts, type FailureCounter } from '../auth/attempt-limiter';

/** Attempts allowed per 10 minutes (a table of friends ordering round after round stays well under them). */
const GUEST_LIMITS = { ordersPerTable: 20, ordersPerAddress: 60 } as const;

/**
 * How often guests may act, counted per restaurant and table token or address: orders per table
 * and per address, requests per order, cart pricing per address. A guest over a limit gets 429
 * with Retry-After; the counters live in Redis when there is one (every API node counts alike).
 */
export class GuestLimits {
  private readonly ordersPerTable: FailureCounter;
  private readonly ordersPerAddress: FailureCounter;
  private readonly requestsPerOrder: FailureCounter;
  private readonly quotesPerAddress: FailureCounter;

  constructor(redisUrl: string | null) {
    const store = counterStore(redisUrl);
    this.ordersPerTable = store.counter('guest_orders_table', GUEST_LIMITS.ordersPerTable, 10 * 60);
    this.ordersPerAddress = store.counter('guest_orders_address', GUEST_LIMITS.ordersPerAddress, 10 * 60);
    this.requestsPerOrder = store.counter('guest_requests_order', 10, 10 * 60);
    this.quotesPerAddress = store.counter('guest_quotes_address', 300, 10 * 60);
  }

  private async take(counter: FailureCounter, key: string, what: string) {
    const wait = await counter.blockedForMs(key);
    if (wait > 0) throw tooManyAttempts(what, wait);
    await counter.fail(key);
  }

  async order(restaurantId: string, address: string, tableToken: string | undefined) {
    await this.take(this.ordersPerAddress, `${restaurantId}:${address}`, 'orders');
    if (tableToken) await this.take(this.ordersPerTable, `${restaurantId}:${tableToken}`, 'orders from this table');
  }

  request = (token: string) => this.take(this.requestsPerOrder, token, 'requests');
  quote = (restaurantId: string, address: string) => this.take(this.quotesPerAddress, `${restaurantId}:${address}`, 'price checks');
}
