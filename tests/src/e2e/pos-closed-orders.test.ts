import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** Issue 34: a cashier refunds a completed order from the POS "Closed orders" drawer with a manager's approval. */
describe('POS closed orders', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a cashier finds a paid order by number and refunds part of it with a manager override; the bill shows the refund',
    { timeout: 90_000 },
    async () => {
      const {
        owner,
        base,
        staff: [cashier, manager],
      } = await setupRestaurant(h.app, {
        update: { serviceChargePercent: 0, taxPercent: 0 },
        staff: ['cashier', 'manager'],
      });
      const stationId = await addStation(owner.api, base, 'Kitchen');
      const pasta = await addDish(owner.api, base, { name: 'Pasta', price: 1800, stationId });
      const spaceId = await addSpace(owner.api, base, 'Hall');
      const tableId = (await ok(owner.api.post(`${base}/tables`, { spaceId, name: 'T1', capacity: 4 }), 201))
        .id as string;
      const order = await ok(
        owner.api.post(`${base}/orders`, {
          type: 'dine_in',
          tableId,
          items: [{ dishId: pasta, quantity: 1 }],
          send: true,
        }),
        201,
      );
      const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
      await ok(owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 1800 }), 201);

      const pos = await h.newPage();
      await signIn(pos.page, cashier.email, cashier.password, '/apps/pos');
      await pos.page.getByRole('button', { name: 'Closed orders' }).click();
      const drawer = pos.page.getByRole('dialog', { name: 'Closed orders' });
      await drawer.getByLabel('Order number').fill(String(order.displayNo));
      const closed = drawer.getByRole('region', { name: `Order #${order.displayNo}` });
      const payments = closed.getByRole('region', { name: 'Payments' });
      await payments.getByRole('button', { name: 'Refund Card 18.00' }).click();

      const dialog = pos.page.getByRole('dialog', { name: /Refund Card payment of 18\.00/ });
      await dialog.getByLabel('Amount to refund').fill('6');
      await dialog.getByLabel(/^Reason/).fill('Cold pasta');
      const approval = dialog.getByRole('group', { name: 'Manager approval' });
      await approval.getByLabel('Manager email').fill(manager.email);
      await approval.getByLabel(/Manager password/).fill(manager.password);
      await dialog.getByRole('button', { name: 'Refund 6.00' }).click();
      await dialog.waitFor({ state: 'detached' });

      await payments.getByText('Refunded 6.00').waitFor();
      expect(await payments.getByTestId('refund-line').innerText()).toContain('Cold pasta');
      await expect.poll(async () => (await ok(owner.api.get(`${base}/bills/${bill.id}`))).refunded).toBe(600);
    },
  );
});
