import jwt from 'jsonwebtoken';
import { createRestaurant } from '../../src/realtime/fixtures';
import type { BenchEnv } from './env';
import { JWT_SECRET } from './env';
import { mapLimit } from './stats';

/** A restaurant ready to take orders: its owner's token, a station, a dish and a table. */
export interface BenchRestaurant {
  id: string;
  token: string;
  stationId: string;
  dishId: string;
  tableId: string;
}

/**
 * Creates `count` restaurants: users, restaurants, roles and memberships by direct SQL (fast), the
 * catalogue (station, dish, space, table) through the API as a user would, with bounded concurrency.
 */
export async function setupRestaurants(env: BenchEnv, count: number, concurrency = 8): Promise<BenchRestaurant[]> {
  return mapLimit(Array.from({ length: count }), concurrency, async () => {
    const r = await createRestaurant(env.database.db);
    // The fixtures' token lasts 10 minutes; a bench run may take longer.
    const token = jwt.sign(
      { sub: r.owner.userId, name: r.owner.name, email: `${r.owner.name}@test.restaurant-os.app` },
      JWT_SECRET,
      {
        algorithm: 'HS256',
        expiresIn: 3600,
      },
    );
    const base = `/api/restaurants/${r.id}`;
    const ok = async (path: string, body: unknown) => {
      const res = await env.api.post(`${base}${path}`, body, token);
      if (res.status !== 201) throw new Error(`setup POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { id: string };
    };
    const station = await ok('/stations', { name: 'Grill' });
    const dish = await ok('/dishes', { name: 'Steak', price: 2000, stationId: station.id });
    const space = await ok('/spaces', { name: 'Hall' });
    const table = await ok('/tables', { spaceId: space.id, name: 'T1' });
    return { id: r.id, token, stationId: station.id, dishId: dish.id, tableId: table.id };
  });
}

/** The order command every scenario sends: a takeaway order of one dish, sent to the kitchen (one ticket). */
export const orderBody = (r: BenchRestaurant, send = true) => ({
  type: 'takeaway',
  customerName: 'bench',
  items: [{ dishId: r.dishId, quantity: 1 }],
  send,
});
