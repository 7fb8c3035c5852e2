import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';
import { onePagePdf } from '../fixtures/pdf';

describe('accounts in the browser (issue 14)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('records an expense with a receipt, pays a supplier bill, and the daybook shows both live', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const supplier = await ok(owner.api.post(`${base}/suppliers`, { name: 'Fish Market', paymentTermsDays: 7 }), 201);
    const today = new Date().toISOString().slice(0, 10);
    await ok(
      owner.api.post(`${base}/supplier-bills`, {
        supplierId: supplier.id,
        issuedOn: today,
        amount: 12500,
        reference: 'FM-88',
      }),
      201,
    );

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/accountManagement/expenses');
    // The daybook is open on another tab of the manager's day; it must move without a reload.
    const book = await h.newPage();
    await signIn(book.page, owner.email, owner.password, '/apps/management/accountManagement/daybook');
    await book.page.getByText('No money moved on this day').waitFor();

    await page.getByRole('button', { name: 'Record expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an expense' });
    await dialog.getByLabel('Category').selectOption({ label: 'Repairs' });
    await dialog.getByLabel('Payee').fill('Fix-it Fred');
    await dialog.getByLabel('Amount', { exact: true }).fill('45.00');
    await dialog.getByLabel('Paid by').selectOption({ label: 'Cash' });
    await dialog
      .getByLabel('Receipt')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
    await dialog.getByRole('button', { name: 'View receipt' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('expenses-table').getByRole('row', { name: /Fix-it Fred/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('45.00');
    // The receipt is private: the page downloads it with the access token (a plain link would get 401).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'View receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.goto('/apps/management/accountManagement/suppliers');
    await page
      .getByTestId('payables-table')
      .getByRole('row', { name: /Fish Market/ })
      .waitFor();
    await page.getByRole('button', { name: 'Pay FM-88' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay Fish Market FM-88' });
    await pay.getByLabel('Amount to pay').fill('100.00');
    await pay.getByRole('button', { name: 'Pay 100.00' }).click();
    await page
      .getByTestId('supplier-bills-table')
      .getByRole('row', { name: /FM-88/ })
      .getByText('Partly paid')
      .waitFor();
    await page.getByRole('button', { name: 'Ledger of Fish Market' }).click();
    await expect.poll(() => page.getByTestId('ledger-balance').textContent()).toBe('Balance 25.00');

    const entries = book.page.getByRole('table', { name: 'Money movements' });
    await entries.getByRole('row', { name: /Expense: Repairs · Fix-it Fred/ }).waitFor();
    await entries.getByRole('row', { name: /Paid Fish Market/ }).waitFor();
    await expect.poll(() => book.page.getByTestId('daybook-out').textContent()).toBe('145.00');
    const expenses = await ok(owner.api.get(`${base}/expenses`));
    expect(expenses.data[0]).toMatchObject({
      payee: 'Fix-it Fred',
      amount: 4500,
      method: 'cash',
      receiptUrl: expect.stringMatching(/\.pdf$/),
    });
  }, 90_000);

  it("charges a bill to a credit customer's account and receives the payment from the customer page", async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    await ok(
      owner.api.post(`${base}/customers`, { name: 'Acme Offices', creditLimit: 50000, paymentTermsDays: 14 }),
      201,
    );
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Sandwich platter', price: 4000 }), 201);
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/invoice/list');
    await page
      .getByTestId('invoice-table')
      .getByRole('row', { name: new RegExp(`#${bill.billNo}`) })
      .click();
    await page.getByTestId('bill-drawer').getByRole('button', { name: 'Charge to account' }).click();
    const charge = page.getByRole('dialog', { name: `Charge bill #${bill.billNo} (40.00) to an account` });
    await charge.getByLabel('Credit customer').selectOption({ label: 'Acme Offices' });
    await charge.getByRole('button', { name: 'Charge to account' }).click();
    await page.getByTestId('bill-drawer').getByText('Sent').first().waitFor();

    await page.goto('/apps/management/accountManagement/customer');
    await page.getByTestId('customers-table').getByText('Acme Offices').click();
    const drawer = page.getByTestId('customer-drawer');
    await expect
      .poll(() => drawer.getByTestId('account-balance').textContent())
      .toBe('Owes 40.00 · 460.00 of credit left');
    await drawer.getByRole('button', { name: 'Receive a payment' }).click();
    const receive = page.getByRole('dialog', { name: 'Payment from Acme Offices' });
    await receive.getByRole('button', { name: 'Receive 40.00' }).click();
    await expect
      .poll(() => drawer.getByTestId('account-balance').textContent())
      .toBe('Owes 0.00 · 500.00 of credit left');
    expect((await ok(owner.api.get(`${base}/bills/${bill.id}`))).status).toBe('paid');
  }, 90_000);
});
