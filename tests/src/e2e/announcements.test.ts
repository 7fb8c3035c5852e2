import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('announcements in the browser (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a manager publishes a post, a waiter reads it at sign-in, the manager sees "Read by 1 of 2"', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

    const manager = await h.newPage();
    await signIn(manager.page, owner.email, owner.password, '/apps/team/announcements');
    await manager.page.getByRole('button', { name: 'New post' }).click();
    const form = manager.page.getByRole('dialog', { name: 'New post' });
    await form.getByLabel('Title').fill('New allergen matrix');
    await form.getByLabel('Category').selectOption({ label: 'Menu change' });
    await form
      .getByLabel('Text')
      .fill('Read the **new matrix** before service.\n\n<script>window.pwned = true</script>');
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.waitFor({ state: 'detached' });
    await manager.page.getByText('Read by 0 of 2').waitFor();

    // The waiter signs in: the unread post is waiting, rendered without the script.
    const floor = await h.newPage();
    await signIn(floor.page, waiter.email, waiter.password);
    const unread = floor.page.getByRole('dialog', { name: 'Unread announcements (1)' });
    await unread.getByText('new matrix').waitFor();
    expect(await unread.locator('strong').innerText()).toBe('new matrix');
    expect(await floor.page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await unread.getByRole('button', { name: 'Got it' }).click();
    await unread.waitFor({ state: 'detached' });

    // The manager's list follows live.
    await manager.page.getByText('Read by 1 of 2').waitFor();
    const [post] = (await ok(owner.api.get(`/api/restaurants/${restaurant.id}/announcements`))).data;
    expect(post.receipts).toEqual({ read: 1, of: 2 });
  });
});
