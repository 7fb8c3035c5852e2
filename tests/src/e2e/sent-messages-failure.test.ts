import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/**
 * Issue 36: a failure is visible on the owner's "Sent messages" page, live. The workers meet a
 * message they cannot deliver (its address is not one: a row written without `queueMessage`'s
 * check), record it as failed with the reason, and the page shows both without a reload.
 */
describe('sent messages: a failure', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows as failed, with why, on the open page', { timeout: 90_000 }, async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { name: unique('Casa ') });
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/messages');
    await page.getByRole('heading', { name: 'Sent messages' }).waitFor();

    const to = `${unique('nobody')}-at-nowhere`;
    await h.app.deps.db
      .insertInto('messages')
      .values({
        restaurant_id: restaurant.id,
        channel: 'email',
        to,
        kind: 'staff_invitation',
        subject: 'You are invited',
        body: 'Join us',
      })
      .execute();

    const row = page.getByTestId('sent-messages-table').getByRole('row').filter({ hasText: to });
    await row.getByText('Failed').waitFor();
    await row.getByText('Not a valid email address').waitFor();
  });
});
