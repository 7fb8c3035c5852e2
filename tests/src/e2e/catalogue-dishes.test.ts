import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('menu management in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an owner creates a category and a dish with two variants in it', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const menu = await owner.api.post(`/api/restaurants/${restaurant.id}/menus`, { name: 'Dinner', isActive: true });
    expect(menu.status).toBe(201);

    const { page } = await h.newPage();
    // Category page: a new category in the Dinner menu.
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/category');
    const categoryName = unique('Starters ');
    await page.getByTestId('new-category').click();
    const categoryDialog = page.getByRole('dialog', { name: 'New category' });
    await categoryDialog.getByLabel('Name').fill(categoryName);
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    const categoryRow = page.getByTestId('categories-table').getByRole('row', { name: new RegExp(categoryName) });
    await expect.poll(() => categoryRow.getByTestId('category-item-count').innerText()).toBe('0');

    // All dishes: a burger with a Regular and a Large variant, in that category.
    await page.goto('/apps/management/menuManagement/allDishes');
    await page.getByTestId('new-dish').click();
    const form = page.getByTestId('dish-form');
    await form.getByLabel('Name', { exact: true }).fill('Smash burger');
    const first = form.getByTestId('variant-row-0');
    await first.getByLabel('Variant').fill('Regular');
    await first.getByLabel('Price').fill('12.50');
    await form.getByRole('button', { name: 'Add variant' }).click();
    const second = form.getByTestId('variant-row-1');
    await second.getByLabel('Variant').fill('Large');
    await second.getByLabel('Price').fill('15');
    await form.getByTestId('category-checklist').getByText(categoryName).click();
    await page.getByTestId('dish-save').click();

    const dishRow = page.getByTestId('dishes-table').getByRole('row', { name: /Smash burger/ });
    await expect.poll(() => dishRow.innerText()).toContain('Regular, Large');
    expect(await dishRow.innerText()).toContain('12.50 – 15.00');
    expect(await dishRow.innerText()).toContain(categoryName);

    // The server has exactly what was entered.
    const dishes = await owner.api.get(`/api/restaurants/${restaurant.id}/dishes?q=Smash`);
    expect(dishes.body.data).toHaveLength(1);
    const [dish] = dishes.body.data;
    expect(dish.variants.map((v: any) => [v.name, v.price, v.isDefault])).toEqual([
      ['Regular', 1250, true],
      ['Large', 1500, false],
    ]);
    expect(dish.price).toBe(1250);

    // The category now counts the dish.
    await page.goto('/apps/management/menuManagement/category');
    await expect.poll(() => categoryRow.getByTestId('category-item-count').innerText()).toBe('1');
  });

  it('a Basic restaurant asking for a third menu is offered the upgrade', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    for (const name of ['Lunch', 'Dinner']) {
      expect((await owner.api.post(`/api/restaurants/${restaurant.id}/menus`, { name })).status).toBe(201);
    }
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/allDishes?tab=menus');
    await expect.poll(() => page.getByTestId('menus-table').locator('tbody tr').count()).toBe(2);
    await page.getByTestId('new-menu').click();
    await page.getByRole('dialog', { name: 'New menu' }).getByLabel('Name').fill('Brunch');
    await page.getByTestId('menu-save').click();
    const prompt = page.getByRole('dialog', { name: 'Upgrade to add more' });
    await prompt.getByText('The Basic plan does not include more than two menus.', { exact: false }).waitFor();
    await prompt.getByRole('button', { name: 'See plans' }).click();
    await page.waitForURL('**/apps/setting/Subscription');
    const menus = await owner.api.get(`/api/restaurants/${restaurant.id}/menus`);
    expect(menus.body.total).toBe(2);
  });

  it('86ing a dish and a variant from the list applies at once, on every screen', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const dish = await owner.api.post(`${base}/dishes`, {
      name: 'Fish and chips',
      variants: [
        { name: 'Small', price: 900 },
        { name: 'Large', price: 1300 },
      ],
    });
    expect(dish.status).toBe(201);

    // A colleague's screen (same account, second browser) watches the list.
    const other = await h.newPage();
    await signIn(other.page, owner.email, owner.password, '/apps/management/menuManagement/allDishes');
    await other.page.getByTestId('dishes-table').getByText('Fish and chips').waitFor();
    await expect.poll(() => other.page.getByTestId('connection-status').getAttribute('data-status')).toBe('live');

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/allDishes');
    await page.getByTestId(`availability-button-${dish.body.id}`).click();
    const board = page.getByTestId(`availability-${dish.body.id}`);
    await board.getByText('Large').click();
    await expect
      .poll(async () =>
        (await owner.api.get(`${base}/dishes/${dish.body.id}`)).body.variants.map((v: any) => v.isAvailable),
      )
      .toEqual([true, false]);
    await board.getByText('Fish and chips is available').click();
    await expect.poll(async () => (await owner.api.get(`${base}/dishes/${dish.body.id}`)).body.isAvailable).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByTestId('dishes-table').getByText('Sold out (86)').waitFor();
    // The other screen shows it too, without a reload.
    await other.page.getByTestId('dishes-table').getByText('Sold out (86)').waitFor();
  });

  it('dragging a category onto another reorders the menu', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const menu = await owner.api.post(`${base}/menus`, { name: 'All day', isActive: true });
    for (const name of ['Starters', 'Mains', 'Desserts'])
      await owner.api.post(`${base}/categories`, { menuId: menu.body.id, name });

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/category');
    const rows = page.getByTestId('categories-table').locator('tbody tr');
    await expect.poll(() => rows.locator('strong').allInnerTexts()).toEqual(['Starters', 'Mains', 'Desserts']);
    await rows.filter({ hasText: 'Desserts' }).dragTo(rows.filter({ hasText: 'Starters' }));
    await expect.poll(() => rows.locator('strong').allInnerTexts()).toEqual(['Desserts', 'Starters', 'Mains']);
    await expect
      .poll(async () => {
        const res = await owner.api.get(`${base}/categories?menuId=${menu.body.id}&sortColumn=sortOrder`);
        return res.body.data.map((c: any) => c.name);
      })
      .toEqual(['Desserts', 'Starters', 'Mains']);
  });

  it('a photo uploaded in the dish form shows on the dish card, routed to a new kitchen station', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const menu = await owner.api.post(`${base}/menus`, { name: 'Bar', isActive: true });
    await owner.api.post(`${base}/categories`, { menuId: menu.body.id, name: 'Drinks' });

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/category');
    await page.getByTestId('manage-stations').click();
    const stations = page.getByRole('dialog', { name: 'Kitchen stations' });
    await stations.getByLabel('Station').fill('Cocktail bar');
    await stations.getByRole('button', { name: 'Add station' }).click();
    await stations.getByTestId('stations-table').getByText('Cocktail bar').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/apps/management/menuManagement/allDishes');
    await page.getByTestId('new-dish').click();
    const form = page.getByTestId('dish-form');
    await form.getByLabel('Name', { exact: true }).fill('Negroni');
    await form.getByTestId('variant-row-0').getByLabel('Price').fill('9');
    await form.locator('#dish-station').selectOption({ label: 'Cocktail bar' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await form.locator('input[type=file]').setInputFiles({ name: 'negroni.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => form.locator('img').count()).toBe(1);
    await page.getByTestId('dish-save').click();
    await page.getByTestId('dishes-table').getByText('Negroni').waitFor();

    const dishes = await owner.api.get(`${base}/dishes?q=Negroni`);
    const [dish] = dishes.body.data;
    expect(dish.images).toHaveLength(1);
    const station = (await owner.api.get(`${base}/stations`)).body.data.find((s: any) => s.name === 'Cocktail bar');
    expect(dish.stationId).toBe(station.id);
    // The photo is served and shown on the card in grid view.
    expect((await fetch(h.baseUrl + dish.images[0])).status).toBe(200);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect.poll(() => page.getByTestId('dishes-grid').innerText()).toContain('Negroni');
  });

  it('a waiter can 86 a dish but not change the menu', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const dish = await owner.api.post(`${base}/dishes`, {
      name: 'Pie of the day',
      variants: [{ name: 'Slice', price: 500 }],
    });
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

    const { page } = await h.newPage();
    await signIn(page, waiter.email, waiter.password, '/apps/management/menuManagement/allDishes');
    await page.getByTestId('dishes-table').getByText('Pie of the day').waitFor();
    expect(await page.getByTestId('new-dish').count()).toBe(0);
    expect(await page.getByTestId('dishes-table').getByRole('button', { name: 'Edit' }).count()).toBe(0);

    await page.getByTestId(`availability-button-${dish.body.id}`).click();
    await page.getByTestId(`availability-${dish.body.id}`).getByText('Pie of the day is available').click();
    await expect.poll(async () => (await owner.api.get(`${base}/dishes/${dish.body.id}`)).body.isAvailable).toBe(false);
  });
});
