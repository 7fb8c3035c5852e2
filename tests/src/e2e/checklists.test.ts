import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistJobs } from '@ros/api/modules/team/checklists/checklists.jobs';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { jobOf } from '../fixtures/run-job';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** Issue 37: the manager's "today" board follows a cook's closing checklist as it is filled in. */
describe('checklists live on the board', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("shows a manager the cook's closing checklist filling in, reading and corrective action included", async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const manager = await inviteAndJoin(h.app, owner.api, restaurant.id, 'manager');
    const cook = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const kitchenId = (await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201)).id;
    await ok(owner.api.patch(`${base}/members/${cook.member.id}`, { departmentId: kitchenId }));
    await ok(
      owner.api.post(`${base}/checklist-templates`, {
        name: 'Closing kitchen',
        category: 'closing',
        assigneeKind: 'department',
        assigneeId: kitchenId,
        recurrence: 'daily',
        items: [
          { kind: 'tick', label: 'Fryers off' },
          { kind: 'number', label: 'Walk-in fridge', unit: '°C', min: 0, max: 5 },
        ],
      }),
      201,
    );
    await jobOf(checklistJobs, 'checklist.make-due', { db: h.app.deps.db, log: h.app.deps.log }).handle({
      windowStart: 0,
    });

    const board = await h.newPage();
    const kitchen = await h.newPage();
    await signIn(board.page, manager.email, manager.password, '/apps/checklists');
    await signIn(kitchen.page, cook.email, cook.password, '/apps/checklists');
    const onBoard = board.page.getByRole('region', { name: 'Closing kitchen' });
    const mine = kitchen.page.getByRole('region', { name: 'Closing kitchen' });
    await onBoard.getByText('0 of 2 done').waitFor();
    await mine.getByText('0 of 2 done').waitFor();

    await mine.getByLabel('Fryers off').click({ force: true });
    await onBoard.getByText('1 of 2 done').waitFor();

    await mine.getByLabel('Walk-in fridge (°C)').fill('8');
    await mine.getByLabel('Corrective action').fill('Door was open; stock moved to the reach-in');
    await mine.getByRole('button', { name: 'Save Walk-in fridge' }).click();
    await onBoard.getByText('2 of 2 done').waitFor();
    await onBoard.getByText('Complete').waitFor();
    await onBoard.getByText('Corrective action: Door was open; stock moved to the reach-in').waitFor();
    expect(await onBoard.getByText('8 °C').count()).toBe(1);
  });
});
