import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('the activity log verified by its owner (issue 39)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows which terminal an entry came from, and says the log is intact', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    // A manager opens a space from the bar's shared terminal, switched in by PIN.
    const manager = await inviteAndJoin(h.app, owner.api, restaurant.id, 'manager');
    ok(await owner.api.put(`${base}/members/${manager.member.id}/pin`, { pin: '2468' }), 'pin');
    const terminal = ok(await owner.api.post(`${base}/terminal-sessions`, { name: 'Bar terminal' }), 'terminal');
    const floor = ok(
      await h.app.api.withToken(null).post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '2468' }),
      'pin switch',
    );
    ok(await h.app.api.withToken(floor.accessToken).post(`${base}/spaces`, { name: 'Terrace' }), 'space');

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/activity');
    await page.getByText('at Bar terminal').first().waitFor();

    await page.getByRole('button', { name: 'Verify the log' }).click();
    const verdict = page.getByRole('status').filter({ hasText: /^Intact: \d+ entries checked up to #\d+/ });
    await verdict.waitFor();
    await page.getByText(/Receipt: the hash of entry #\d+ is [0-9a-f]{64}/).waitFor();
  }, 120_000);

  it('records a no-sale from the cash drawer page, with the reason, in the activity log', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    ok(
      await owner.api.post(`/api/restaurants/${restaurant.id}/cash-drawer/sessions`, { openingFloat: 5000 }),
      'drawer',
    );
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/cashDrawer');
    await page.getByRole('button', { name: 'No sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'No sale' });
    await dialog.getByRole('button', { name: 'No sale' }).click();
    await dialog.getByText('A reason is required.').waitFor();
    await dialog.getByLabel('Reason').fill('change for a guest');
    await dialog.getByRole('button', { name: 'No sale' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${h.baseUrl}/apps/activity`);
    await page.getByText(/opened the drawer “Main” without a sale \(change for a guest\)/).waitFor();
    await page
      .getByText(/on sign-in [0-9a-f]{8}/)
      .first()
      .waitFor();
  }, 120_000);
});
