import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('delivery dispatch in the browser (issue 6)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a manager assigns a delivery; the driver sees it live, delivers it, and the board follows', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const driver = await inviteAndJoin(h.app, owner.api, restaurant.id, 'delivery');
    expect((await driver.api.post(`${base}/drivers/me/shift`, { isOnShift: true })).status).toBe(200);
    const dish = (await owner.api.post(`${base}/dishes`, { name: 'Calzone', price: 1500 })).body;
    const order = (
      await owner.api.post(`${base}/orders`, {
        type: 'delivery',
        customerName: 'Nina',
        deliveryAddress: '7 Harbour Lane',
        deliveryPhone: '+15550123',
        items: [{ dishId: dish.id, quantity: 2 }],
      })
    ).body;
    // Placing it created its delivery record (unassigned).
    const listed = (await owner.api.get(`${base}/deliveries`)).body.data;
    expect(listed).toEqual([expect.objectContaining({ orderId: order.id, status: 'unassigned' })]);

    const manager = await h.newPage();
    const phone = await h.newPage();
    await signIn(manager.page, owner.email, owner.password, '/apps/delivery');
    await signIn(phone.page, driver.email, driver.password, '/driver');
    await phone.page.getByText('No deliveries assigned to you right now.').waitFor();
    let reloads = 0;
    phone.page.on('framenavigated', (frame) => {
      if (frame === phone.page.mainFrame()) reloads += 1;
    });

    const card = manager.page.getByTestId('column-unassigned').getByTestId(`delivery-${order.displayNo}`);
    await card.getByLabel('Assign to…').selectOption({ label: driver.member.fullName || driver.email });
    await manager.page.getByTestId('column-active').getByTestId(`delivery-${order.displayNo}`).waitFor();

    // The driver's page shows it without a reload: address, items and the cash to collect.
    const mine = phone.page.getByTestId(`delivery-${order.displayNo}`);
    await mine.waitFor();
    await expect.poll(() => mine.innerText()).toContain('7 Harbour Lane');
    expect(await mine.innerText()).toContain('2 × Calzone');
    expect(await mine.getByTestId('cash-to-collect').innerText()).toBe('30.00');
    expect(reloads).toBe(0);

    await mine.getByRole('button', { name: 'Picked up' }).click();
    await mine.getByRole('button', { name: 'Delivered' }).click();
    await phone.page.getByText('No deliveries assigned to you right now.').waitFor();

    // The board follows live: the delivery is done.
    const done = manager.page.getByTestId('column-done').getByTestId(`delivery-${order.displayNo}`);
    await done.waitFor();
    expect(await done.getAttribute('data-status')).toBe('delivered');
  });
});
