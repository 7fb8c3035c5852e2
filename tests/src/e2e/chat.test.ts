import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('team chat between the POS and the KDS (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a waiter messages the kitchen about an order from the POS and the cook answers from the KDS banner, live',
    {
      timeout: 120_000,
    },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      const base = `/api/restaurants/${restaurant.id}`;
      const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
      const cook = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
      const soup = await ok(owner.api.post(`${base}/dishes`, { name: 'Soup', price: 600 }), 201);
      const order = await ok(
        waiter.api.post(`${base}/orders`, {
          type: 'takeaway',
          customerName: 'Ann',
          items: [{ dishId: soup.id, quantity: 1 }],
        }),
        201,
      );

      const pos = await h.newPage();
      const kds = await h.newPage();
      await signIn(pos.page, waiter.email, waiter.password, '/apps/pos');
      await signIn(kds.page, cook.email, cook.password, '/kds');

      await pos.page.getByText(/^Open orders \(\d+\)$/).click();
      await pos.page.getByTestId(`open-order-${order.displayNo}`).click();
      await pos.page.getByRole('button', { name: 'Message the kitchen' }).click();
      const dialog = pos.page.getByRole('dialog', { name: `Message the kitchen about order #${order.displayNo}` });
      await dialog.getByLabel('Message', { exact: true }).fill('No salt in the soup, please');
      await dialog.getByRole('button', { name: 'Send' }).click();

      // The cook's KDS shows it as a banner, with the order it is about.
      const banner = kds.page.getByRole('status', { name: 'Message from the floor' });
      await banner.getByText('No salt in the soup, please').waitFor();
      await banner.getByText(`Order #${order.displayNo}`).waitFor();
      await banner.getByRole('button', { name: 'Reply' }).click();
      await banner.getByLabel('Message', { exact: true }).fill('Got it, two minutes');
      await banner.getByRole('button', { name: 'Send' }).click();

      // The waiter sees the answer in the open dialog without reloading.
      await dialog.getByText('Got it, two minutes').waitFor();
      await kds.page.getByRole('status', { name: 'Message from the floor' }).getByText('Got it, two minutes').waitFor();

      // The answer waits unread in the waiter's navbar until they open the channel in the team chat.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await pos.page.getByRole('button', { name: 'Team chat, 1 unread' }).click();
      await pos.page.getByRole('menuitem', { name: /Kitchen ↔ floor/ }).click();
      const history = pos.page.getByRole('list', { name: 'Messages' });
      await history.getByText('No salt in the soup, please').waitFor();
      await history.getByText('Got it, two minutes').waitFor();
      await pos.page.getByRole('button', { name: 'Team chat, 0 unread' }).waitFor();
    },
  );
});
