import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Every paginated list answers `{ data, total }` with the total of the whole list, on any page. */

let app: TestApp;
let r: RestaurantSetup;

beforeAll(async () => {
  app = await startTestApp();
  r = await setupPremiumRestaurant(app);
  for (const name of ['Ada', 'Bo', 'Cy']) await addCustomer(r.owner.api, r.base, { name });
});
afterAll(() => app?.close());

describe('paginated lists', () => {
  it('give the total of the whole list on every page, past the end included', async () => {
    const page = (n: number) => ok(r.owner.api.get(`${r.base}/customers?perPage=2&page=${n}&sortColumn=name`));
    expect(await page(1)).toMatchObject({ total: 3, data: [{ name: 'Ada' }, { name: 'Bo' }] });
    expect(await page(2)).toMatchObject({ total: 3, data: [{ name: 'Cy' }] });
    expect(await page(3)).toEqual({ total: 3, data: [] });
    expect(await ok(r.owner.api.get(`${r.base}/customers?q=nobody&page=2`))).toEqual({ total: 0, data: [] });
  });

  it('count every delivery, not the length of the page', async () => {
    const dishId = await addDish(r.owner.api, r.base, { name: 'Pizza', price: 1200 });
    for (const name of ['Di', 'Ed']) {
      await ok(
        r.owner.api.post(`${r.base}/orders`, {
          type: 'delivery',
          customerName: name,
          deliveryAddress: '1 Main St',
          deliveryPhone: '+1555',
          items: [{ dishId, quantity: 1 }],
        }),
        201,
      );
    }
    const first = await ok(r.owner.api.get(`${r.base}/deliveries?perPage=1`));
    expect(first.data).toHaveLength(1);
    expect(first.total).toBe(2);
  });
});
