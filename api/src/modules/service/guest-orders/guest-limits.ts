import { counterStore, tooManyAttempts, type CounterStore, type FailureCounter } from '../../identity/auth';

/** Orders allowed per 10 minutes (a table of friends ordering round after round stays well under them). */
const GUEST_LIMITS = {
  ordersPerTable: 20,
  ordersPerAddress: 60,
  ordersPerDevice: 10,
  ordersPerRestaurant: 300,
} as const;
/** Value allowed per hour, in orders at the restaurant's cap on one order's value. */
const VALUE_LIMITS = { perDevice: 4, perRestaurant: 100 } as const;
const TEN_MINUTES = 10 * 60;
const HOUR = 60 * 60;

/** Who orders: the client's address, the phone's device key (if it sent one), the table's QR token (at a table). */
export interface GuestSource {
  address: string;
  device: string | null;
  tableToken: string | undefined;
}

/**
 * The phone an order is counted against: its device key, or online its address. At a table without
 * a key there is none (guests on the restaurant's wifi share one address; the table's own limit holds).
 */
const phoneKey = (restaurantId: string, from: GuestSource) =>
  from.device ? `${restaurantId}:${from.device}` : from.tableToken ? null : `${restaurantId}:address:${from.address}`;

/**
 * How often guests may act, counted per restaurant and table token, address or phone (its device
 * key; the address when it sends none): orders and their value, requests per order, cart pricing
 * per address. The address is the socket's unless `TRUST_PROXY` names the proxy in front (a client
 * cannot pick it with `X-Forwarded-For`). A guest over a limit gets 429 with Retry-After; the
 * counters live in Redis when there is one (every API node counts alike).
 */
export class GuestLimits {
  private readonly store: CounterStore;
  private readonly ordersPerTable: FailureCounter;
  private readonly ordersPerAddress: FailureCounter;
  private readonly ordersPerDevice: FailureCounter;
  private readonly ordersPerRestaurant: FailureCounter;
  private readonly requestsPerOrder: FailureCounter;
  private readonly quotesPerAddress: FailureCounter;
  /** Value counters by cap: their points are the cap, so one per cap a restaurant has set. */
  private readonly valueCounters = new Map<string, FailureCounter>();

  constructor(redisUrl: string | null) {
    this.store = counterStore(redisUrl);
    this.ordersPerTable = this.store.counter('guest_orders_table', GUEST_LIMITS.ordersPerTable, TEN_MINUTES);
    this.ordersPerAddress = this.store.counter('guest_orders_address', GUEST_LIMITS.ordersPerAddress, TEN_MINUTES);
    this.ordersPerDevice = this.store.counter('guest_orders_device', GUEST_LIMITS.ordersPerDevice, TEN_MINUTES);
    this.ordersPerRestaurant = this.store.counter(
      'guest_orders_restaurant',
      GUEST_LIMITS.ordersPerRestaurant,
      TEN_MINUTES,
    );
    this.requestsPerOrder = this.store.counter('guest_requests_order', 10, TEN_MINUTES);
    this.quotesPerAddress = this.store.counter('guest_quotes_address', 300, TEN_MINUTES);
  }

  private async take(counter: FailureCounter, key: string, what: string, points = 1) {
    const wait = await counter.blockedForMs(key);
    if (wait > 0) throw tooManyAttempts(what, wait);
    await counter.fail(key, points);
  }

  /** Counts an order before it is priced: per address, phone, table and restaurant. */
  async order(restaurantId: string, from: GuestSource) {
    await this.take(this.ordersPerAddress, `${restaurantId}:${from.address}`, 'orders');
    const phone = phoneKey(restaurantId, from);
    if (phone) await this.take(this.ordersPerDevice, phone, 'orders from this phone');
    if (from.tableToken)
      await this.take(this.ordersPerTable, `${restaurantId}:${from.tableToken}`, 'orders from this table');
    await this.take(this.ordersPerRestaurant, restaurantId, 'orders at this restaurant');
  }

  /** Counts a priced order's value, per phone and restaurant, within the hour (the order that crosses a cap is the last). */
  async orderValue(restaurantId: string, from: GuestSource, grandTotal: number, maxOrderValue: number) {
    const phone = phoneKey(restaurantId, from);
    if (phone)
      await this.take(
        this.valueCounter('device', VALUE_LIMITS.perDevice * maxOrderValue),
        phone,
        'orders from this phone',
        grandTotal,
      );
    await this.take(
      this.valueCounter('restaurant', VALUE_LIMITS.perRestaurant * maxOrderValue),
      restaurantId,
      'orders at this restaurant',
      grandTotal,
    );
  }

  private valueCounter(scope: string, cap: number) {
    const name = `guest_value_${scope}_${cap}`;
    let counter = this.valueCounters.get(name);
    if (!counter) this.valueCounters.set(name, (counter = this.store.counter(name, cap, HOUR)));
    return counter;
  }

  request = (token: string) => this.take(this.requestsPerOrder, token, 'requests');
  quote = (restaurantId: string, address: string) =>
    this.take(this.quotesPerAddress, `${restaurantId}:${address}`, 'price checks');
}
