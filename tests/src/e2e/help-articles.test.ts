import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** Issue 37: the owner extends the help page with the restaurant's own article; a waiter finds it by searching. */
describe('the help page in the browser (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the owner adds an article (previewed first) and a waiter finds it beside the built-in answers', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/helpAndSupport');
    await page.getByRole('button', { name: 'Add an article' }).click();
    const form = page.getByRole('dialog', { name: 'New help article' });
    await form.getByLabel('Title').fill('Where the allergen folder lives');
    await form.getByLabel('Category').selectOption({ label: 'Kitchen' });
    await form
      .getByLabel('Answer')
      .fill('On the shelf **above the pass**, next to the first-aid kit.\n\n<script>window.pwned = true</script>');
    // The preview is the server's rendering: bold kept, the script gone.
    await form.getByRole('tab', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Preview of Answer' });
    expect(await preview.locator('strong').innerText()).toBe('above the pass');
    await form.getByRole('tab', { name: 'Write' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Where the allergen folder lives' }).waitFor();

    const floor = await h.newPage();
    await signIn(floor.page, waiter.email, waiter.password, '/apps/setting/helpAndSupport');
    // A waiter reads the help page but cannot write it.
    await floor.page.getByRole('article', { name: 'What is Restaurant OS?' }).waitFor();
    expect(await floor.page.getByRole('button', { name: 'Add an article' }).count()).toBe(0);

    await floor.page.getByLabel('Search the answers').fill('allergen folder');
    const found = floor.page.getByRole('article', { name: 'Where the allergen folder lives' });
    await found.getByText('Our restaurant').waitFor();
    expect(await found.locator('strong').innerText()).toBe('above the pass');
    await floor.page.getByRole('article', { name: 'What is Restaurant OS?' }).waitFor({ state: 'detached' });
    expect(await floor.page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

    // Words from a built-in answer find it; the category narrows the list.
    await floor.page.getByLabel('Search the answers').fill('password');
    await floor.page.getByRole('article', { name: 'I forgot my password.' }).waitFor();
    await floor.page.getByLabel('Search the answers').fill('');
    await floor.page.getByLabel('Category').selectOption({ label: 'Kitchen' });
    await floor.page.getByRole('article', { name: 'What is Restaurant OS?' }).waitFor({ state: 'detached' });
    expect(await floor.page.getByRole('article').count()).toBe(1);

    const saved = (await ok(owner.api.get(`/api/restaurants/${restaurant.id}/help-articles?category=kitchen`))).data;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'Where the allergen folder lives', source: 'restaurant' });
  });
});
