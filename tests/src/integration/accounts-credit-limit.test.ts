import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('customer credit accounts: on account, with or without a limit', () => {
  it('keeps a blank limit as no limit (not 0): any bill can be charged; a limit still refuses what goes over it', async () => {
    const owner = await registerUser(app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const api = owner.api;
    const dish = await ok(api.post(`${base}/dishes`, { name: 'Banquet', price: 250_000 }), 201);
    const newBill = async () => {
      const order = await ok(
        api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
        201,
      );
      return ok(api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    };

    const open = await ok(
      api.post(`${base}/customers`, { name: 'Open Tab Ltd', hasCreditAccount: true, creditLimit: null }),
      201,
    );
    expect(open).toMatchObject({ hasCreditAccount: true, creditLimit: null });
    const charged = await ok(
      api.post(`${base}/bills/${(await newBill()).id}/charge-to-account`, { customerId: open.id }),
    );
    expect(charged).toMatchObject({ status: 'sent', customer: expect.objectContaining({ id: open.id }) });
    expect(await ok(api.get(`${base}/customers/${open.id}/ledger`))).toMatchObject({
      balance: 250_000,
      available: null,
    });

    // A limit alone opens the account (as before the flag), and still refuses going over.
    const capped = await ok(api.post(`${base}/customers`, { name: 'Capped Co', creditLimit: 5000 }), 201);
    expect(capped).toMatchObject({ hasCreditAccount: true, creditLimit: 5000 });
    const over = await api.post(`${base}/bills/${(await newBill()).id}/charge-to-account`, { customerId: capped.id });
    expect(over.status).toBe(422);
    expect(over.body.error.message).toMatch(/over the credit limit of 50\.00/);

    // Clearing the limit keeps the account, without a limit.
    expect(
      await ok(api.patch(`${base}/customers/${capped.id}`, { hasCreditAccount: true, creditLimit: null })),
    ).toMatchObject({ hasCreditAccount: true, creditLimit: null });
    await ok(api.post(`${base}/bills/${(await newBill()).id}/charge-to-account`, { customerId: capped.id }));

    // Closing the account drops its limit; a customer off account cannot be charged.
    expect(
      await ok(api.patch(`${base}/customers/${capped.id}`, { hasCreditAccount: false, creditLimit: 9000 })),
    ).toMatchObject({ hasCreditAccount: false, creditLimit: null });
    const refused = await api.post(`${base}/bills/${(await newBill()).id}/charge-to-account`, {
      customerId: capped.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/has no credit account/);
    const walkIn = await ok(api.post(`${base}/customers`, { name: 'Walk-in' }), 201);
    expect(walkIn).toMatchObject({ hasCreditAccount: false, creditLimit: null });
  });
});
