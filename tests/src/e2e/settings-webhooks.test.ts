import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { startReceiver, verifiesPerSpec, type Receiver } from '../fixtures/webhooks';
import { until } from '../realtime/fixtures';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('Settings › Webhooks in the browser (issue 39)', () => {
  let h: BrowserHarness;
  let receiver: Receiver;
  beforeAll(async () => {
    // The receiver is on 127.0.0.1: a self-hosted install allows private targets with this setting.
    h = await startBrowserHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_RETRY_SCHEDULE_MS: '0,200,400' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
  });

  it('the owner creates a key and a webhook, sees an order event delivered with its response code, and redelivers it', async () => {
    receiver.received.length = 0; // a retry starts with an empty receiver
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const soup = ok(await owner.api.post(`${base}/dishes`, { name: 'Soup', price: 700 }), 'dish');
    const { page } = await h.newPage();
    // The owner makes the integration's key first (Settings › API keys), reading orders only.
    await signIn(page, owner.email, owner.password, '/apps/setting/apiKeys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'New API key' });
    await keyDialog.getByLabel('Name').fill('Books sync');
    await keyDialog.getByText('Take orders: read (orders:read)').click();
    await keyDialog.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('dialog', { name: 'Your new API key' }).getByRole('button', { name: 'Done' }).click();

    await page.goto('/apps/setting/webhooks');
    await page.getByRole('heading', { name: 'Webhooks' }).first().waitFor();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Accounting');
    await expect
      .poll(() => dialog.getByLabel('API key').locator('option:checked').textContent())
      .toContain('Books sync');
    // Only what the key may read is offered: orders, not payments.
    await dialog.getByRole('group', { name: 'order', exact: true }).waitFor();
    expect(await dialog.getByRole('group', { name: 'payment', exact: true }).count()).toBe(0);
    await dialog.getByLabel('order.placed', { exact: true }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create webhook' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = await secretDialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('webhooks-table').locator('tr', { hasText: receiver.url });
    await row.getByText('Books sync').waitFor();

    const order = ok(
      await owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: soup.id, quantity: 1 }] }),
      'order',
    );
    await until(() => receiver.received.length >= 1, 'the order event at the receiver');
    const first = receiver.received[0]!;
    expect(JSON.parse(first.body)).toMatchObject({ type: 'order.placed', payload: { order: { id: order.id } } });
    expect(verifiesPerSpec(secret, first)).toBe(true);

    await page.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    const entry = log.getByTestId('webhook-deliveries').locator('tr', { hasText: 'order.placed' });
    await entry.getByText('Delivered').waitFor();
    await entry.getByRole('cell', { name: '200', exact: true }).waitFor();

    await entry.getByRole('button', { name: /^Redeliver order\.placed/ }).click();
    await until(() => receiver.received.length >= 2, 'the redelivery at the receiver');
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifiesPerSpec(secret, receiver.received[1]!)).toBe(true);
    // The log shows the redelivery, delivered too.
    await log.getByText('Redelivery').waitFor();
    const deliveries = log.getByTestId('webhook-deliveries');
    await expect.poll(() => deliveries.getByText('Delivered', { exact: true }).count()).toBe(2);
    expect(receiver.received).toHaveLength(2);
  });
});
