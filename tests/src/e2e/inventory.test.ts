import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('inventory in the browser (issue 13)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a unit, an item and a recipe, receives a purchase order, and the list follows a POS order without reload', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const station = await ok(owner.api.post(`${base}/stations`, { name: 'Grill' }), 201);
    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
    const category = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    await ok(
      owner.api.post(`${base}/dishes`, {
        name: 'Cheeseburger',
        categoryIds: [category.id],
        stationId: station.id,
        variants: [{ name: 'Regular', price: 1000 }],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/suppliers`, { name: 'Dairy Farm' }), 201);
    const space = await ok(owner.api.post(`${base}/spaces`, { name: 'Main hall' }), 201);
    await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }), 201);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

    const { page } = await h.newPage();
    // A measuring unit.
    await signIn(page, owner.email, owner.password, '/apps/management/inventory/measuringUnit');
    await page.getByRole('button', { name: 'New unit' }).click();
    const unitDialog = page.getByRole('dialog', { name: 'New measuring unit' });
    await unitDialog.getByLabel('Name').fill('Slice');
    await unitDialog.getByLabel('Abbreviation').fill('sl');
    await unitDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('units-table').getByRole('row', { name: /Slice/ }).waitFor();

    // An item kept in slices, bought from the dairy.
    await page.goto('/apps/management/inventory/inventoryList');
    await page.getByRole('button', { name: 'New item' }).click();
    const itemDialog = page.getByRole('dialog', { name: 'New inventory item' });
    await itemDialog.getByLabel('Name').fill('Cheese slices');
    await itemDialog.getByLabel('Unit').selectOption({ label: 'Slice (sl)' });
    await itemDialog.getByLabel('Reorder point (sl)').fill('5');
    await itemDialog.getByLabel('Par level (sl)').fill('40');
    await itemDialog.getByRole('button', { name: 'Add a supplier' }).click();
    await itemDialog.getByLabel('Pack size (sl)').fill('20');
    await itemDialog.getByLabel('Price of a pack').fill('6.00');
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    const onHand = page.getByTestId('on-hand-Cheese slices');
    await expect.poll(() => onHand.textContent()).toBe('0 sl');
    await page.getByRole('button', { name: '1 item low on stock' }).waitFor();

    // Purchases suggests two packs; the draft is sent and received at 0.25 a slice.
    await page.goto('/apps/management/inventory/purchases');
    await page.getByText('Dairy Farm: Cheese slices × 2 (packs)').waitFor();
    await page.getByRole('button', { name: 'Draft this order' }).click();
    const draft = page.getByRole('dialog', { name: 'New purchase order' });
    await draft.getByLabel('Cost per unit of line 1').fill('0.25');
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await page.getByTestId('purchases-table').getByRole('row', { name: /PO 1/ }).click();
    const po = page.getByRole('dialog', { name: 'PO 1 · Dairy Farm' });
    await po.getByRole('button', { name: 'Send to supplier' }).click();
    await po.getByText('Ordered', { exact: true }).waitFor();
    await po.getByRole('button', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive PO 1 from Dairy Farm' });
    await expect.poll(() => receive.getByLabel('Arrived of Cheese slices').inputValue()).toBe('40');
    await receive.getByRole('button', { name: 'Receive into stock' }).click();
    await po.getByText('Received', { exact: true }).waitFor();
    await po.getByRole('button', { name: 'Close' }).first().click();

    // The burger's recipe: two slices a plate, 0.50 of its 10.00.
    await page.goto('/apps/management/menuManagement/allDishes');
    await page
      .getByTestId('dishes-table')
      .getByRole('row', { name: /Cheeseburger/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.getByRole('tab', { name: 'Recipe' }).click();
    const recipe = page.getByTestId('recipe-editor');
    await recipe.getByRole('button', { name: 'Add an ingredient' }).click();
    await recipe.getByLabel('Ingredient of line 1').selectOption({ label: 'Cheese slices' });
    await recipe.getByLabel('Quantity of line 1').fill('2');
    await recipe.getByRole('button', { name: 'Save recipe' }).click();
    await expect.poll(() => recipe.getByTestId('plate-cost-Regular').textContent()).toBe('0.50');
    await page.keyboard.press('Escape');

    // The list is open; a waiter sends a burger from the POS; the list moves without a reload.
    await page.goto('/apps/management/inventory/inventoryList');
    await expect.poll(() => onHand.textContent()).toBe('40 sl');
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    const pos = await h.newPage();
    await signIn(pos.page, waiter.email, waiter.password, '/apps/pos');
    await pos.page.getByTestId('floor-table-T1').click();
    await pos.page.getByRole('tab', { name: 'Table' }).waitFor();
    await pos.page.getByTestId('start-order').click();
    await pos.page.getByRole('button', { name: 'Cheeseburger' }).click();
    await pos.page.getByTestId('cart-line-Cheeseburger').waitFor();
    await pos.page.getByTestId('place-order').click();
    await pos.page.getByRole('button', { name: 'Confirm' }).click();
    await pos.page.getByText('Order Placed').first().waitFor();

    await expect.poll(() => onHand.textContent(), { timeout: 15_000 }).toBe('38 sl');
    expect(reloads).toBe(0);

    // The reports: the stock is worth 38 × 0.25, bought from the dairy for 40 × 0.25.
    await page.goto('/apps/management/inventory/reports');
    await page.getByRole('heading', { name: 'Stock value: 9.50' }).waitFor();
    await page.getByRole('heading', { name: 'Purchases by supplier: 10.00' }).waitFor();
    await page
      .getByRole('table', { name: 'Purchases by supplier' })
      .getByRole('row', { name: /Dairy Farm/ })
      .waitFor();

    const items = await ok(owner.api.get(`${base}/inventory-items`));
    expect(items.data[0]).toMatchObject({ name: 'Cheese slices', onHand: 38, averageCost: 25 });
  }, 120_000);
});
