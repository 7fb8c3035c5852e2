import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

interface SavedTemplate {
  id: string;
  name: string;
  category: string;
  items: { kind: string; label: string; unit: string | null; min: number | null; max: number | null }[];
  assignee: { kind: string; id: string | null; name: string | null };
  recurrence: string;
  weekday: number | null;
  dueTime: string | null;
  isActive: boolean;
}

/** Issue 37: a manager writes a checklist template in the editor, every item kind included, then changes it. */
describe('the checklist template editor (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a template with a tick, a reading, a text and a photo, assigned and recurring, then edits it', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const manager = await inviteAndJoin(h.app, owner.api, restaurant.id, 'manager');
    const cook = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    await ok(owner.api.patch(`${base}/members/${cook.member.id}`, { fullName: 'Carla Cook' }));
    const kitchenId = (await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201)).id;
    const templates = async () => (await ok(owner.api.get(`${base}/checklist-templates`))).data as SavedTemplate[];

    const { page } = await h.newPage();
    await signIn(page, manager.email, manager.password, '/apps/checklists');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New checklist template' });
    await form.getByLabel('Name').fill('Closing kitchen');
    await form.getByLabel('Category').selectOption({ label: 'Closing' });
    await form.getByLabel('Assigned to').selectOption({ label: 'A department' });
    await form.getByLabel('Who').selectOption({ label: 'Kitchen' });
    await form.getByLabel('Repeats').selectOption({ label: 'Once a week' });
    await form.getByLabel('Weekday').selectOption({ label: 'Friday' });
    await form.getByLabel('Due by').fill('23:30');

    await form.getByLabel('Item 1 label').fill('Fryers off');
    await form.getByRole('button', { name: 'Add an item' }).click();
    await form.getByLabel('Item 2 kind').selectOption({ label: 'Reading' });
    await form.getByLabel('Item 2 label').fill('Walk-in fridge');
    await form.getByLabel('Item 2 unit').fill('°C');
    await form.getByLabel('Item 2 lowest allowed').fill('0');
    await form.getByLabel('Item 2 highest allowed').fill('5');
    await form.getByRole('button', { name: 'Add an item' }).click();
    await form.getByLabel('Item 3 kind').selectOption({ label: 'Text' });
    await form.getByLabel('Item 3 label').fill('Anything to hand over');
    await form.getByRole('button', { name: 'Add an item' }).click();
    await form.getByLabel('Item 4 kind').selectOption({ label: 'Photo' });
    await form.getByLabel('Item 4 label').fill('Clean pass');
    await form.getByRole('button', { name: 'Save template' }).click();
    await form.waitFor({ state: 'detached' });

    const list = page.getByRole('table', { name: 'Templates' });
    const row = list.getByRole('row').filter({ hasText: 'Closing kitchen' });
    await row.getByText('Every Friday').waitFor();
    expect(await row.innerText()).toContain('Kitchen');
    const [created] = await templates();
    expect(created).toMatchObject({
      name: 'Closing kitchen',
      category: 'closing',
      assignee: { kind: 'department', id: kitchenId },
      recurrence: 'weekly',
      weekday: 5,
      dueTime: '23:30',
      isActive: true,
    });
    expect(created!.items).toEqual([
      { kind: 'tick', label: 'Fryers off', unit: null, min: null, max: null },
      { kind: 'number', label: 'Walk-in fridge', unit: '°C', min: 0, max: 5 },
      { kind: 'text', label: 'Anything to hand over', unit: null, min: null, max: null },
      { kind: 'photo', label: 'Clean pass', unit: null, min: null, max: null },
    ]);

    // Edit: the editor opens with what was saved; a new range, every shift day, one cook, the text item gone.
    await row.getByRole('button', { name: 'Edit Closing kitchen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit checklist template' });
    expect(await edit.getByLabel('Item 2 highest allowed').inputValue()).toBe('5');
    expect(await edit.getByLabel('Weekday').inputValue()).toBe('5');
    await edit.getByLabel('Item 2 highest allowed').fill('4');
    await edit.getByLabel('Repeats').selectOption({ label: 'On days with a shift' });
    await edit.getByLabel('Assigned to').selectOption({ label: 'A member' });
    await edit.getByLabel('Who').selectOption({ label: 'Carla Cook' });
    await edit.getByRole('button', { name: 'Remove item 3' }).click();
    await edit.getByRole('button', { name: 'Save template' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('On days with a shift').waitFor();

    const [edited] = await templates();
    expect(edited).toMatchObject({
      id: created!.id,
      recurrence: 'shift',
      weekday: null,
      assignee: { kind: 'member', id: cook.member.id, name: 'Carla Cook' },
    });
    expect(edited!.items.map((i) => [i.kind, i.label, i.max])).toEqual([
      ['tick', 'Fryers off', null],
      ['number', 'Walk-in fridge', 4],
      ['photo', 'Clean pass', null],
    ]);

    // A refused save keeps the dialog open and says why, next to the field.
    await row.getByRole('button', { name: 'Edit Closing kitchen' }).click();
    await edit.getByLabel('Item 1 label').fill('');
    await edit.getByRole('button', { name: 'Save template' }).click();
    await edit.getByText('Each item needs a label.').waitFor();
  });
});
