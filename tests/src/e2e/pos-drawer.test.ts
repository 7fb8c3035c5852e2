import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import type { Page } from 'playwright-core';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** At the POS: table T1 → checkout → proceed to payment → take the payment (cash, the whole bill). */
async function takePaymentAtT1(page: Page) {
  await page.goto('/apps/pos');
  await page.getByTestId('floor-table-T1').click();
  await page.getByTestId('checkout').click();
  await page.getByTestId('bill-preview').waitFor();
  await page.getByTestId('proceed-payment').click();
  await page.getByTestId('take-payment').click();
}

/** Issue 18 on screen: cash only into this terminal's open drawer; a cashier's refund approved by a manager. */
describe('POS cash and the terminal drawer', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'with "Cash payments need an open drawer" on, cash is refused until the drawer is opened, then taken; a manager approves the cashier\'s refund',
    { timeout: 90_000 },
    async () => {
      const {
        owner,
        base,
        staff: [cashier, manager],
      } = await setupRestaurant(h.app, {
        restaurant: { currency: 'USD' },
        update: { serviceChargePercent: 0, taxPercent: 0 },
        staff: ['cashier', 'manager'],
      });
      const stationId = await addStation(owner.api, base, 'Kitchen');
      const steak = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
      const spaceId = await addSpace(owner.api, base, 'Hall');
      const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: 'T1', capacity: 4, x: 40, y: 40 }), 201);
      const order = await ok(
        owner.api.post(`${base}/orders`, {
          type: 'dine_in',
          tableId: table.id,
          items: [{ dishId: steak, quantity: 1 }],
          send: true,
        }),
        201,
      );

      // The manager switches the rule on in the restaurant settings.
      const office = await h.newPage();
      await signIn(office.page, manager.email, manager.password, '/apps/setting/restaurantSetting');
      const rule = office.page.getByRole('checkbox', { name: 'Cash payments need an open drawer' });
      expect(await rule.isChecked()).toBe(false);
      await rule.click({ force: true });
      await expect.poll(async () => (await ok(owner.api.get(base))).settings?.cashDrawer?.requiredForCash).toBe(true);

      // The cashier takes cash at T1: refused, with the way to the cash drawer.
      const till = await h.newPage();
      await signIn(till.page, cashier.email, cashier.password);
      await takePaymentAtT1(till.page);
      const refused = till.page
        .getByRole('alert')
        .filter({ hasText: 'Open the cash drawer "Main" on this terminal before taking cash.' });
      await refused.waitFor();
      // Nothing was recorded.
      expect(
        (await ok(owner.api.get(`${base}/orders/${order.id}/bills`))).data.map((b: { paid: number }) => b.paid),
      ).toEqual([0]);
      await refused.getByRole('button', { name: 'Open the cash drawer' }).click();

      // The cash drawer page: open Main with a float.
      await till.page.waitForURL('**/apps/cashDrawer');
      const drawer = till.page.getByRole('region', { name: 'Main drawer' });
      await drawer.getByRole('button', { name: 'Open drawer' }).click();
      const opening = till.page.getByRole('dialog', { name: 'Open the Main drawer' });
      await opening.getByLabel('$20.00 ×', { exact: true }).fill('5');
      await opening.getByRole('button', { name: /^Open with/ }).click();
      await opening.waitFor({ state: 'detached' });
      await drawer.getByTestId('drawer-expected').waitFor();

      // Back at the POS: the cash is taken, into this terminal's drawer.
      await takePaymentAtT1(till.page);
      await till.page.getByTestId('bill-paid').waitFor();
      const current = await ok(cashier.api.get(`${base}/cash-drawer/current?name=Main`));
      expect(current).toMatchObject({ cashSales: 2000, expected: 10000 + 2000 });

      // The cashier refunds 5.00 of it: the dialog asks for a manager's approval.
      const payments = till.page.getByRole('region', { name: 'Payments' });
      await payments.getByRole('button', { name: 'Refund Cash 20.00' }).click();
      const dialog = till.page.getByRole('dialog', { name: /Refund Cash payment of 20\.00/ });
      await dialog.getByLabel('Amount to refund').fill('5');
      await dialog.getByLabel(/^Reason/).fill('Overcooked');
      const approval = dialog.getByRole('group', { name: 'Manager approval' });
      await approval.getByLabel('Manager email').fill(manager.email);
      await approval.getByLabel('Manager password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Refund 5.00' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'The manager email or password is not valid' }).waitFor();
      await approval.getByLabel('Manager password').fill(manager.password);
      await dialog.getByRole('button', { name: 'Refund 5.00' }).click();
      await dialog.waitFor({ state: 'detached' });
      const line = payments.getByTestId('refund-line');
      await expect.poll(() => line.innerText()).toContain('approved by');
      const bill = (await ok(owner.api.get(`${base}/orders/${order.id}/bills`))).data[0];
      const refund = bill.payments.find((p: { kind: string }) => p.kind === 'refund');
      expect(refund).toMatchObject({
        amount: 500,
        createdBy: { userId: cashier.user.id },
        approvedBy: { userId: manager.user.id },
      });
      expect(await line.innerText()).toContain(`approved by ${refund.approvedBy.name}`);
      // The cash went back out of this terminal's drawer.
      expect(await ok(cashier.api.get(`${base}/cash-drawer/current?name=Main`))).toMatchObject({
        cashRefunds: 500,
        expected: 11500,
      });
    },
  );
});
