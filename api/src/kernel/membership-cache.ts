/**
 * The last membership row read per restaurant and user, at most `max` of them (the oldest read goes
 * first). Only ever a guess: a command that runs on one reads the membership again in its own
 * transaction and checks it before it answers (see `enter` in tenant.ts).
 */
export class MembershipCache<T> {
  private readonly rows = new Map<string, T>();

  constructor(private readonly max = 10_000) {}

  get(restaurantId: string, userId: string): T | undefined {
    return this.rows.get(keyOf(restaurantId, userId));
  }

  set(restaurantId: string, userId: string, row: T): void {
    const key = keyOf(restaurantId, userId);
    this.rows.delete(key);
    if (this.rows.size >= this.max) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(key, row);
  }

  delete(restaurantId: string, userId: string): void {
    this.rows.delete(keyOf(restaurantId, userId));
  }
}

const keyOf = (restaurantId: string, userId: string) => `${restaurantId} ${userId}`;
