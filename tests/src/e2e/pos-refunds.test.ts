import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** Issue 18: refunds and voids of payments on screen; split bills numbered after the order and the parent shown as split. */
describe('POS refunds on screen and split bills shown clearly', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a manager pays a bill and refunds part of it with a reason; a cashier sees the parts of a split as N-1, N-2 and refund buttons that ask for a manager',
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
      const steak = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
      const wine = await addDish(owner.api, base, { name: 'Wine', price: 900, stationId });
      const spaceId = await addSpace(owner.api, base, 'Hall');
      const tableIds = {
        T1: (await ok(owner.api.post(`${base}/tables`, { spaceId, name: 'T1', capacity: 4, x: 40, y: 40 }), 201))
          .id as string,
        T2: (await ok(owner.api.post(`${base}/tables`, { spaceId, name: 'T2', capacity: 4, x: 240, y: 40 }), 201))
          .id as string,
      };
      const items = [
        { dishId: steak, quantity: 1 },
        { dishId: wine, quantity: 1 },
      ];
      await ok(owner.api.post(`${base}/orders`, { type: 'dine_in', tableId: tableIds.T1, items, send: true }), 201);
      const second = await ok(
        owner.api.post(`${base}/orders`, { type: 'dine_in', tableId: tableIds.T2, items, send: true }),
        201,
      );

      // The manager checks out T1 by card (29.00).
      const till = await h.newPage();
      await signIn(till.page, manager.email, manager.password, '/apps/pos');
      await till.page.getByTestId('floor-table-T1').click();
      await till.page.getByTestId('checkout').click();
      await till.page.getByTestId('bill-preview').waitFor();
      await till.page.getByTestId('proceed-payment').click();
      await till.page.getByRole('dialog').getByText('Card', { exact: true }).click();
      await till.page.getByTestId('take-payment').click();
      await till.page.getByTestId('bill-paid').waitFor();

      // The payment is listed with its method, amount and who took it; Refund… opens a named dialog.
      const payments = till.page.getByRole('region', { name: 'Payments' });
      await payments.getByText('29.00').waitFor();
      await payments.getByRole('button', { name: 'Refund Card 29.00' }).click();
      const dialog = till.page.getByRole('dialog', { name: /Refund Card payment of 29\.00/ });
      await dialog.waitFor();
      const amount = dialog.getByLabel('Amount to refund');
      expect(await amount.inputValue()).toBe('29.00');
      // A reason is required: the button stays disabled and the field says so.
      const submit = dialog.getByRole('button', { name: /^Refund \d/ });
      await amount.fill('5');
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByLabel(/^Reason/).focus();
      await amount.focus();
      await dialog.getByText('A reason is required.').waitFor();
      await dialog.getByLabel(/^Reason/).fill('Cold steak');
      await dialog.getByRole('button', { name: 'Refund 5.00' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The refunded amount is on the bill and on the payment, with the reason.
      await expect.poll(() => till.page.getByTestId('bill-refunded').innerText()).toBe('5.00');
      await payments.getByText('Refunded 5.00').waitFor();
      expect(await payments.getByTestId('refund-line').innerText()).toContain('Cold steak');
      // What is left (24.00) is offered next; nothing refunded can no longer be voided.
      expect(await payments.getByRole('button', { name: /^Void/ }).count()).toBe(0);
      await till.page.getByRole('button', { name: 'Done' }).click();

      // The cashier splits T2 evenly: the parts are numbered after the order, the parent shows as split.
      const pos = await h.newPage();
      await signIn(pos.page, cashier.email, cashier.password, '/apps/pos');
      await pos.page.getByTestId('floor-table-T2').click();
      await pos.page.getByTestId('checkout').click();
      await pos.page.getByTestId('bill-preview').waitFor();
      await pos.page.getByRole('button', { name: 'Split bill' }).click();
      await pos.page.getByRole('button', { name: 'Split', exact: true }).click();
      const n = second.displayNo as number;
      await pos.page.getByRole('tab', { name: new RegExp(`${n}-1`) }).waitFor();
      await pos.page.getByRole('tab', { name: new RegExp(`${n}-2`) }).waitFor();
      const parent = pos.page.getByTestId('split-parent');
      expect(await parent.innerText()).toContain('Split');
      expect(await parent.innerText()).toContain(`${n}-1, ${n}-2`);
      expect(await parent.innerText()).not.toMatch(/Balance due/i);
      // Part 1 lists its share, not the whole bill's lines.
      expect(await pos.page.getByTestId('bill-preview').innerText()).toContain(`Bill #${n}-1`);
      expect(await pos.page.getByTestId('bill-share').innerText()).toContain('Share 1 of 2');
      expect(await pos.page.getByTestId('grand-total').innerText()).toBe('14.50');

      // The cashier pays part 1 by card; a cashier's role has no payments.refund: Refund…/Void… ask for a manager's approval.
      await pos.page.getByTestId('proceed-payment').click();
      await pos.page.getByRole('dialog').getByText('Card', { exact: true }).click();
      await pos.page.getByTestId('take-payment').click();
      await pos.page.getByText(`Bill #${n}-1 is paid`).waitFor();
      const cashierPayments = pos.page.getByRole('region', { name: 'Payments' });
      await cashierPayments.getByText('14.50').waitFor();
      await cashierPayments.getByRole('button', { name: 'Refund Card 14.50' }).click();
      const approval = pos.page.getByRole('dialog', { name: /Refund Card payment of 14\.50/ });
      await approval.getByRole('group', { name: 'Manager approval' }).getByLabel('Manager email').waitFor();
      await approval.getByRole('button', { name: 'Cancel' }).click();
      await approval.waitFor({ state: 'detached' });
    },
  );
});
