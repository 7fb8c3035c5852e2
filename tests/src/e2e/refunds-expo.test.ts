import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** Issue 34: a refund hours after checkout, from Invoices, followed live by the dashboard; expo keeps a paid order until its last ticket is bumped. */
describe('refunds from Invoices and the expo board', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a manager refunds part of a bill paid earlier from Invoices; another browser’s dashboard drops without a reload',
    { timeout: 120_000 },
    async () => {
      const {
        owner,
        base,
        staff: [manager],
      } = await setupRestaurant(h.app, { update: { serviceChargePercent: 0, taxPercent: 0 }, staff: ['manager'] });
      const stationId = await addStation(owner.api, base, 'Kitchen');
      const steak = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
      const spaceId = await addSpace(owner.api, base, 'Hall');
      const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: 'T1', capacity: 4 }), 201);
      const order = await ok(
        owner.api.post(`${base}/orders`, {
          type: 'dine_in',
          tableId: table.id,
          items: [{ dishId: steak, quantity: 1 }],
          send: true,
        }),
        201,
      );
      const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
      await ok(owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 2000 }), 201);

      // The owner watches the dashboard in another browser context.
      const board = await h.newPage();
      await signIn(board.page, owner.email, owner.password, '/');
      const revenue = board.page.getByTestId('stat-revenue');
      await expect.poll(() => revenue.innerText()).toContain('20.00');

      // The manager opens the paid bill in Invoices and refunds 5.00 of its card payment with a reason.
      const till = await h.newPage();
      await signIn(till.page, manager.email, manager.password, '/apps/invoice/list');
      await till.page.getByRole('cell', { name: `#${bill.billNo}`, exact: true }).click();
      const payments = till.page.getByRole('region', { name: 'Payments' });
      await payments.getByRole('button', { name: 'Refund Card 20.00' }).click();
      const dialog = till.page.getByRole('dialog', { name: /Refund Card payment of 20\.00/ });
      await dialog.getByLabel('Amount to refund').fill('5');
      await dialog.getByLabel(/^Reason/).fill('Overcooked');
      await dialog.getByRole('button', { name: 'Refund 5.00' }).click();
      await dialog.waitFor({ state: 'detached' });
      await payments.getByText('Refunded 5.00').waitFor();

      // The other browser's dashboard follows: revenue net of the refund, without a reload.
      await expect.poll(() => revenue.innerText(), { timeout: 30_000 }).toContain('15.00');
    },
  );

  it('expo keeps a paid order with its dish names until its last ticket is bumped', { timeout: 120_000 }, async () => {
    const { owner, base } = await setupRestaurant(h.app, { update: { serviceChargePercent: 0, taxPercent: 0 } });
    const grill = await addStation(owner.api, base, 'Grill');
    const bar = await addStation(owner.api, base, 'Bar');
    const burger = await addDish(owner.api, base, { name: 'Burger', price: 1200, stationId: grill });
    const lemonade = await addDish(owner.api, base, { name: 'Lemonade', price: 400, stationId: bar });
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Kim',
        items: [
          { dishId: burger, quantity: 1 },
          { dishId: lemonade, quantity: 2 },
        ],
        send: true,
      }),
      201,
    );

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/kds/expo');
    const card = page.getByTestId(`expo-order-${order.displayNo}`);
    await card.getByRole('region', { name: 'Grill' }).getByText('1 × Burger').waitFor();
    await card.getByRole('region', { name: 'Bar' }).getByText('2 × Lemonade').waitFor();
    expect(await card.getByText('Paid', { exact: true }).count()).toBe(0);

    // Paid at the counter while the grill still cooks: the order stays, marked paid.
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    await ok(
      owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
      201,
    );
    await card.getByText('Paid', { exact: true }).waitFor();

    // The bar bumps its ticket: the order stays for the grill's.
    const { tickets } = await ok(owner.api.get(`${base}/kds`));
    const barTicket = tickets.find(
      (t: { stationName: string; orderId: string }) => t.stationName === 'Bar' && t.orderId === order.id,
    );
    await ok(owner.api.post(`${base}/tickets/${barTicket.id}/bump`, {}));
    await card
      .getByRole('region', { name: 'Bar' })
      .getByText(/Bumped/)
      .waitFor();
    expect(await card.getByRole('region', { name: 'Grill' }).innerText()).toContain('Burger');

    // Bumping at expo closes it: the grill's ticket is bumped and the order leaves the board.
    await card.getByRole('button', { name: 'Bump order' }).click();
    await card.waitFor({ state: 'detached' });
    const after = await ok(owner.api.get(`${base}/kds`));
    expect(after.tickets.filter((t: { orderId: string }) => t.orderId === order.id)).toEqual([]);
  });
});
