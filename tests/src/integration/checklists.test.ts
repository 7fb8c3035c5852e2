import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistJobs } from '@ros/api/modules/team/checklists/checklists.jobs';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { jobOf } from '../fixtures/run-job';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, task checklists: the workers' clock makes each template's list once per business day,
 * a fridge reading out of range needs a corrective action and tells the managers, lists overdue
 * alert once, "Manage Others' Tasks" governs templates and others' lists, and the food-safety log
 * prints for an inspector.
 */

let app: TestApp;
let owner: RegisteredUser;
let manager: StaffMember;
let cook: StaffMember;
let waiter: StaffMember;
let rid: string;
let base: string;
let kitchenId: string;

const makeDue = () =>
  jobOf(checklistJobs, 'checklist.make-due', { db: app.deps.db, log: app.deps.log }).handle({ windowStart: 0 });
const rowsOf = (table: 'checklists' | 'notifications') =>
  app.deps.db.selectFrom(table).selectAll().where('restaurant_id', '=', rid).execute();
const eventsOf = (type: string) =>
  app.deps.db
    .selectFrom('events')
    .select('payload')
    .where('restaurant_id', '=', rid)
    .where('type', '=', type)
    .orderBy('seq')
    .execute();
const addTemplate = async (body: Record<string, unknown>) =>
  ok(
    owner.api.post(`${base}/checklist-templates`, {
      category: 'closing',
      assigneeKind: 'department',
      assigneeId: kitchenId,
      recurrence: 'daily',
      ...body,
    }),
    201,
  );
const listsOf = async (user: RegisteredUser, query = '') =>
  (await ok(user.api.get(`${base}/checklists${query}`))).data as {
    id: string;
    name: string;
    businessDay: string;
    done: number;
    total: number;
    completedAt: string | null;
    items: { id: string; label: string; kind: string; outOfRange: boolean; doneBy: string | null }[];
  }[];
const record = (user: RegisteredUser, checklistId: string, itemId: string, body: Record<string, unknown>) =>
  user.api.put(`${base}/checklists/${checklistId}/items/${itemId}`, body);

beforeAll(async () => {
  app = await startTestApp({}, { ownDatabase: true });
  ({
    owner,
    rid,
    base,
    staff: [manager, cook, waiter],
  } = await setupRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ['manager', 'chef', 'waiter'] }));
  kitchenId = (await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201)).id;
  await ok(owner.api.patch(`${base}/members/${cook.member.id}`, { departmentId: kitchenId }));
});
afterAll(() => app?.close());

describe('lists made by the clock', () => {
  it('makes a daily checklist once per restaurant day, however often the clock runs', async () => {
    const template = await addTemplate({
      name: 'Closing kitchen',
      items: [
        { kind: 'tick', label: 'Fryers off' },
        { kind: 'number', label: 'Walk-in fridge', unit: '°C', min: 0, max: 5 },
        { kind: 'text', label: 'Notes for the morning' },
      ],
    });
    await makeDue();
    await makeDue();
    const made = (await rowsOf('checklists')).filter((c) => c.template_id === template.id);
    expect(made).toHaveLength(1);
    const [list] = await listsOf(owner);
    expect(list).toMatchObject({ name: 'Closing kitchen', done: 0, total: 3 });
    expect(list!.items.map((i) => i.label)).toEqual(['Fryers off', 'Walk-in fridge', 'Notes for the morning']);
    expect(await eventsOf('checklist.created')).toHaveLength(1);
  });

  it('makes a weekly checklist on its weekday only', async () => {
    const [list] = await listsOf(owner);
    const weekday = new Date(`${list!.businessDay}T12:00:00Z`).getUTCDay();
    const items = [{ kind: 'tick', label: 'Descale the dishwasher' }];
    await addTemplate({ name: 'Deep clean today', category: 'cleaning', recurrence: 'weekly', weekday, items });
    await addTemplate({
      name: 'Deep clean tomorrow',
      category: 'cleaning',
      recurrence: 'weekly',
      weekday: (weekday + 1) % 7,
      items,
    });
    await makeDue();
    expect((await listsOf(owner)).map((c) => c.name).sort()).toEqual(['Closing kitchen', 'Deep clean today']);
  });

  it('makes a by-shift checklist only on a day its member has a published shift', async () => {
    const [list] = await listsOf(owner);
    const day = list!.businessDay;
    await addTemplate({
      name: 'Manager walk-round',
      category: 'opening',
      assigneeKind: 'member',
      assigneeId: manager.member.id,
      recurrence: 'shift',
      items: [{ kind: 'tick', label: 'Check the floor' }],
    });
    await makeDue();
    expect((await listsOf(manager, '?mine=true')).map((c) => c.name)).toEqual([]);
    await ok(
      owner.api.post(`${base}/shifts`, {
        memberId: manager.member.id,
        startsAt: `${day}T12:00:00.000Z`,
        endsAt: `${day}T16:00:00.000Z`,
      }),
      201,
    );
    await makeDue();
    expect((await listsOf(manager, '?mine=true')).map((c) => c.name)).toEqual([]);
    await ok(owner.api.post(`${base}/shifts/publish`, { from: day, to: day }));
    await makeDue();
    expect((await listsOf(manager, '?mine=true')).map((c) => c.name)).toEqual(['Manager walk-round']);
  });

  it('refuses a weekly template without its weekday, and a range upside down', async () => {
    const bad = await owner.api.post(`${base}/checklist-templates`, {
      name: 'Fryer oil',
      category: 'prep',
      assigneeKind: 'department',
      assigneeId: kitchenId,
      recurrence: 'daily',
      items: [{ kind: 'number', label: 'Oil quality', unit: '%', min: 30, max: 10 }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['items.0.max']);
    const noWeekday = await owner.api.post(`${base}/checklist-templates`, {
      name: 'Weekly',
      category: 'cleaning',
      assigneeKind: 'department',
      assigneeId: kitchenId,
      recurrence: 'weekly',
      items: [{ kind: 'tick', label: 'Ovens' }],
    });
    expect([noWeekday.status, Object.keys(noWeekday.body.error.fields)]).toEqual([400, ['weekday']]);
    expect((await ok(owner.api.get(`${base}/checklist-templates`))).data).toHaveLength(4);
  });
});

describe('doing the items', () => {
  it('records who did an item and when', async () => {
    const list = (await listsOf(cook, '?mine=true')).find((c) => c.name === 'Closing kitchen')!;
    const done = await ok(record(cook, list.id, list.items[0]!.id, { done: true }));
    expect(done.items[0]).toMatchObject({ doneBy: expect.any(String), doneAt: expect.any(String) });
    expect(done.done).toBe(1);
  });

  it('refuses an out-of-range fridge reading without a corrective note, then notifies the managers', async () => {
    const list = (await listsOf(cook, '?mine=true')).find((c) => c.name === 'Closing kitchen')!;
    const fridge = list.items[1]!;
    const refused = await record(cook, list.id, fridge.id, { done: true, value: 9.5 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['correctiveNote']);
    const unchanged = await ok(cook.api.get(`${base}/checklists/${list.id}`));
    expect(unchanged.items[1]).toMatchObject({ doneAt: null, value: null });
    expect((await rowsOf('notifications')).filter((n) => n.kind === 'checklist_out_of_range')).toHaveLength(0);

    const saved = await ok(
      record(cook, list.id, fridge.id, {
        done: true,
        value: 9.5,
        correctiveNote: 'Door left open; moved stock to reach-in',
      }),
    );
    expect(saved.items[1]).toMatchObject({
      value: 9.5,
      outOfRange: true,
      correctiveNote: expect.stringMatching(/Door/),
    });
    const alerts = (await rowsOf('notifications')).filter((n) => n.kind === 'checklist_out_of_range');
    expect(alerts.map((n) => n.user_id).sort()).toEqual([owner.user.id, manager.member.userId].sort());
    expect(alerts[0]!.title).toContain('9.5 °C');
  });

  it('completes the list with its last item, seen on the board', async () => {
    const list = (await listsOf(cook, '?mine=true')).find((c) => c.name === 'Closing kitchen')!;
    const done = await ok(record(cook, list.id, list.items[2]!.id, { done: true, text: 'Order more lemons' }));
    expect(done.completedAt).toEqual(expect.any(String));
    const board = (await listsOf(manager)).find((c) => c.id === list.id)!;
    expect([board.done, board.total]).toEqual([3, 3]);
    expect(await eventsOf('checklist.completed')).toHaveLength(1);
  });
});

describe("Manage Others' Tasks", () => {
  it('lets only a manager create templates and read the board and the log', async () => {
    const body = {
      name: 'Prep',
      category: 'prep',
      assigneeKind: 'role',
      assigneeId: cook.member.roleId,
      recurrence: 'daily',
      items: [{ kind: 'tick', label: 'Mise en place' }],
    };
    expect((await cook.api.post(`${base}/checklist-templates`, body)).status).toBe(403);
    expect((await cook.api.get(`${base}/checklists`)).status).toBe(403);
    expect((await cook.api.get(`${base}/food-safety-log?from=2026-01-01&to=2026-01-31`)).status).toBe(403);
    expect((await ok(manager.api.post(`${base}/checklist-templates`, body), 201)).name).toBe('Prep');
  });

  it("keeps another team's list from a member, and lets a manager do it for them", async () => {
    const list = (await listsOf(owner)).find((c) => c.name === 'Deep clean today')!;
    expect(await listsOf(waiter, '?mine=true')).toEqual([]);
    expect((await waiter.api.get(`${base}/checklists/${list.id}`)).status).toBe(404);
    expect((await record(waiter, list.id, list.items[0]!.id, { done: true })).status).toBe(404);
    const done = await ok(record(manager, list.id, list.items[0]!.id, { done: true }));
    expect(done.completedAt).toEqual(expect.any(String));
  });
});

describe('overdue lists', () => {
  it('alerts once when a list passes its due time unfinished', async () => {
    await addTemplate({ name: 'Opening', category: 'opening', items: [{ kind: 'tick', label: 'Lights on' }] });
    await makeDue();
    await app.deps.db
      .updateTable('checklists')
      .set({ due_at: new Date(Date.now() - 60_000) })
      .where('restaurant_id', '=', rid)
      .where('name', '=', 'Opening')
      .execute();
    await makeDue();
    await makeDue();
    expect(await eventsOf('checklist.overdue')).toHaveLength(1);
    const alerts = (await rowsOf('notifications')).filter((n) => n.kind === 'checklist_overdue');
    expect(alerts.map((n) => n.user_id).sort()).toEqual(
      [owner.user.id, manager.member.userId, cook.member.userId].sort(),
    );
  });
});

describe('the food-safety log', () => {
  it('lists the readings with who took them and exports them to PDF for an inspector', async () => {
    const [list] = await listsOf(owner);
    const day = list!.businessDay;
    const log = await ok(owner.api.get(`${base}/food-safety-log?from=${day}&to=${day}`));
    expect(log.data).toEqual([
      expect.objectContaining({
        label: 'Walk-in fridge',
        value: 9.5,
        unit: '°C',
        outOfRange: true,
        doneBy: expect.any(String),
      }),
    ]);
    const res = await fetch(`${app.url}${base}/food-safety-log.pdf?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('Walk-in fridge');
    expect(pdf).toContain('9.5 °C');
    expect(pdf).toContain('Door left open;');
    expect(pdf).toContain(log.data[0].doneBy);
    const backwards = await owner.api.get(`${base}/food-safety-log?from=${day}&to=2020-01-01`);
    expect([backwards.status, Object.keys(backwards.body.error.fields)]).toEqual([400, ['to']]);
  });
});
