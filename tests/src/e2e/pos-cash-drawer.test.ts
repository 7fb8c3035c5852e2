import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the cash drawer screen', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens with a counted float, pays out, follows a cash sale live, closes short and shows the Z report', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { currency: 'USD' });
    const base = `/api/restaurants/${restaurant.id}`;
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/cashDrawer');

    const drawer = page.getByRole('region', { name: 'Main drawer' });
    await drawer.getByText('The Main drawer is closed').waitFor();
    await drawer.getByRole('button', { name: 'Open drawer' }).click();
    const opening = page.getByRole('dialog', { name: 'Open the Main drawer' });
    await opening.getByLabel('$20.00 ×', { exact: true }).fill('5');
    await opening.getByLabel('$1.00 ×', { exact: true }).fill('10');
    await opening.getByRole('button', { name: 'Open with $110.00' }).click();
    await expect.poll(() => drawer.getByTestId('drawer-expected').textContent()).toBe('$110.00');

    await drawer.getByRole('button', { name: 'Pay out' }).click();
    const payOut = page.getByRole('dialog', { name: 'Pay out' });
    await payOut.getByLabel('Amount').fill('5');
    await payOut.getByLabel('Reason').fill('Milk from the shop');
    await payOut.getByRole('button', { name: 'Pay out' }).click();
    await drawer.getByRole('table', { name: 'Pay-ins and pay-outs' }).getByText('Milk from the shop').waitFor();
    await expect.poll(() => drawer.getByTestId('drawer-expected').textContent()).toBe('$105.00');

    // A cash sale taken at another terminal moves the expected cash here, without a reload.
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Tea', price: 600 }), 201);
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 2 }] }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    await ok(
      owner.api.post(`${base}/bills/${bill.id}/payments`, {
        method: 'cash',
        amount: bill.totals.grandTotal,
        tendered: 2000,
      }),
      201,
    );
    const expected = 11000 - 500 + bill.totals.grandTotal;
    await expect
      .poll(() => drawer.getByTestId('drawer-expected').textContent())
      .toBe(`$${(expected / 100).toFixed(2)}`);

    await drawer.getByRole('button', { name: 'Close drawer' }).click();
    const closing = page.getByRole('dialog', { name: 'Close the Main drawer' });
    await closing.getByLabel('$1.00 ×', { exact: true }).fill(String(Math.floor(expected / 100) - 1));
    await closing
      .getByLabel('1¢ ×', { exact: true })
      .or(closing.getByLabel('$0.01 ×', { exact: true }))
      .fill(String(expected % 100));
    await closing.getByText('Short $1.00').waitFor();
    await closing.getByRole('button', { name: /^Close with/ }).click();

    const z = page.getByRole('dialog', { name: 'Z report — Main' });
    const report = z.getByRole('table', { name: 'Z report — Main' });
    await expect
      .poll(() => report.getByRole('row', { name: /Sales — cash/ }).textContent())
      .toContain(`$${(bill.totals.grandTotal / 100).toFixed(2)}`);
    expect(await report.getByRole('row', { name: /Pay-outs/ }).textContent()).toContain('$5.00');
    expect(await report.getByRole('row', { name: /Over \/ short/ }).textContent()).toContain('-$1.00');
    await z.getByRole('button', { name: 'Done' }).click();

    await drawer.getByText('The Main drawer is closed').waitFor();
    const history = page.getByTestId('drawer-sessions');
    await history.getByText('Short $1.00').waitFor();
    const sessions = await ok(owner.api.get(`${base}/cash-drawer/sessions`));
    expect(sessions.data[0]).toMatchObject({
      status: 'closed',
      openingFloat: 11000,
      counted: expected - 100,
      overShort: -100,
    });
  });
});
