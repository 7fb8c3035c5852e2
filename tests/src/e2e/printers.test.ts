import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { startFakePrinter } from '../fixtures/fake-printer';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('printers in the browser (issue 18)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    // The fake printers are on 127.0.0.1: printers on this machine are allowed only with this setting.
    h = await startBrowserHarness({ PRINTER_ALLOW_LOOPBACK: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds a kitchen printer from its labelled form, prints a test page and alerts the POS live when a printer stops answering', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const grill = ok(await owner.api.post(`${base}/stations`, { name: 'Grill' }), 'station');
    const bar = ok(await owner.api.post(`${base}/stations`, { name: 'Bar' }), 'station');
    const steak = ok(
      await owner.api.post(`${base}/dishes`, { name: 'Steak', price: 2000, stationId: grill.id }),
      'dish',
    );
    const printer = await startFakePrinter();
    const barPaper = await startFakePrinter();
    const barPrinter = ok(
      await owner.api.post(`${base}/printers`, {
        name: 'Bar printer',
        host: '127.0.0.1',
        port: barPaper.port,
        kind: 'kitchen',
        stationId: bar.id,
      }),
      'bar printer',
    );

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/printers');
    await page.getByRole('button', { name: 'Add printer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a printer' });
    await dialog.getByLabel('Name', { exact: true }).fill('Grill printer');
    // The cloud's metadata service is no printer: the field says so and nothing is saved.
    await dialog.getByLabel('IP address or host name').fill('169.254.169.254');
    await dialog.getByLabel('Port', { exact: true }).fill(String(printer.port));
    await dialog.getByLabel('Prints', { exact: true }).selectOption('kitchen');
    await dialog.getByLabel('Station').selectOption({ label: 'Grill' });
    await dialog.getByLabel('When it does not answer, print on').selectOption({ label: 'Bar printer' });
    await expect.poll(() => dialog.getByLabel('Turned on').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This address cannot be a printer.', { exact: false }).first().waitFor();
    await dialog.getByLabel('IP address or host name').fill('127.0.0.1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const table = page.getByTestId('printers-table');
    const row = table.locator('tr', { hasText: 'Grill printer' });
    await row.getByText('Ready').waitFor();
    await row.getByText('Grill tickets').waitFor();

    await page.getByRole('button', { name: 'Print a test page on Grill printer' }).click();
    expect(await printer.pageWith('TEST PAGE')).toContain('Grill printer');
    await page.getByTestId('print-jobs').getByText('Printed').waitFor();

    // The grill printer goes away; the next order's ticket fails over to the bar while the POS is open.
    await printer.close();
    await page.goto('/apps/pos');
    await page.getByTestId('add-order').waitFor();
    ok(
      await owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Kim',
        items: [{ dishId: steak.id, quantity: 1 }],
        send: true,
      }),
      'order',
    );
    const alert = page.getByTestId('printer-alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(
      'Kitchen printer Grill printer is not answering — tickets go to Bar printer',
    );
    expect(await barPaper.pageWith('1 x Steak')).toContain('Takeaway: Kim');
    expect(
      (ok(await owner.api.get(`${base}/print-jobs?printerId=${barPrinter.id}`), 'jobs') as { data: unknown[] }).data
        .length,
    ).toBeGreaterThan(0);
    await barPaper.close();
  });
});
