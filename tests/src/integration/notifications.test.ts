import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsJobs } from '@ros/api/modules/back-office/accounts/accounts.jobs';
import { giveUp } from '@ros/api/modules/service/printers/printing.service';
import { jsonb } from '@ros/db';
import { addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { closedPort } from '../fixtures/fake-printer';
import { ok } from '../fixtures/http';
import { jobOf } from '../fixtures/run-job';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 36, notifications in the app: each member's bell (list, unread count, mark read), each
 * person's settings per kind (in the app, email, SMS) deciding what is written and sent, and the
 * sources, each notifying the right people once.
 */

let app: TestApp;
let place: RestaurantSetup<readonly ['manager', 'waiter', 'chef']>;
let base: string;
let rid: string;

beforeAll(async () => {
  // Its own database: the past-due job scans every restaurant's bills.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' }, { ownDatabase: true });
  place = await setupPremiumRestaurant(app, {
    restaurant: { timeZone: 'UTC' },
    staff: ['manager', 'waiter', 'chef'] as const,
    update: { settings: { guestOrdering: { online: true, qr: true } } },
  });
  ({ base, rid } = place);
}, 120_000);
afterAll(() => app?.close());

const people = () => {
  const [manager, waiter, chef] = place.staff;
  return { owner: place.owner, manager, waiter, chef };
};
type Who = keyof ReturnType<typeof people>;

/** Who has a notification of `kind` (each name once per row). */
const notifiedOf = async (kind: string, relatedId?: string) => {
  let q = app.deps.db
    .selectFrom('notifications')
    .select(['user_id', 'title'])
    .where('restaurant_id', '=', rid)
    .where('kind', '=', kind);
  if (relatedId) q = q.where('related_id', '=', relatedId);
  const rows = await q.execute();
  const names = Object.entries(people()).map(([name, p]) => [p.user.id, name] as const);
  return rows.map((r) => names.find(([id]) => id === r.user_id)?.[1] ?? 'someone else').sort();
};

const stockItem = async (name: string, reorderPoint: number, onHand: number) => {
  const { owner } = people();
  const units = await ok(owner.api.get(`${base}/measuring-units`));
  const ea = units.data.find((u: { abbreviation: string }) => u.abbreviation === 'ea').id;
  const item = await ok(
    owner.api.post(`${base}/inventory-items`, { name, unitId: ea, reorderPoint, parLevel: 20 }),
    201,
  );
  await move(item.id, 'count_adjustment', onHand);
  return item.id as string;
};
const move = (itemId: string, kind: string, quantity: number) =>
  ok(people().owner.api.post(`${base}/inventory-items/${itemId}/movements`, { kind, quantity, reason: 'test' }), 201);
const bell = (who: Who, query = '') => ok(people()[who].api.get(`${base}/notifications${query}`));

describe('notifications', () => {
  it('low stock reaches those who keep stock once per fall; the bell lists, counts and marks read, only their own', async () => {
    const patties = await stockItem('Patties', 3, 5);
    await move(patties, 'waste', -3); // 5 → 2: under the reorder point
    await move(patties, 'waste', -1); // 2 → 1: still under, no news
    expect(await notifiedOf('low_stock', patties)).toEqual(['chef', 'manager', 'owner']);

    const mine = await bell('manager');
    expect(mine).toMatchObject({ total: 1, unread: 1 });
    expect(mine.data[0]).toMatchObject({
      kind: 'low_stock',
      title: 'Patties is low',
      link: '/apps/management/inventory/inventoryList?low=true',
      relatedId: patties,
      readAt: null,
    });
    expect(await bell('waiter')).toMatchObject({ total: 0, unread: 0, data: [] });

    // Nobody marks another's: not a colleague, not another restaurant's owner.
    const id = mine.data[0].id;
    expect((await people().waiter.api.post(`${base}/notifications/${id}/read`)).status).toBe(404);
    const other = await setupPremiumRestaurant(app);
    expect((await other.owner.api.post(`${other.base}/notifications/${id}/read`)).status).toBe(404);
    expect((await ok(other.owner.api.get(`${other.base}/notifications`))).total).toBe(0);
    expect((await people().manager.api.post(`${base}/notifications/not-an-id/read`)).status).toBe(404);

    expect(await ok(people().manager.api.post(`${base}/notifications/${id}/read`))).toEqual({ unread: 0 });
    const read = await bell('manager');
    expect(read.unread).toBe(0);
    expect(read.data[0].readAt).not.toBeNull();
    // The owner's stays unread until they read it; "mark all" reads every one.
    expect((await bell('owner')).unread).toBe(1);
    await move(patties, 'count_adjustment', 10); // back over, then under again: a new fall, new news
    await move(patties, 'waste', -10);
    expect((await bell('owner', '?unread=true')).total).toBe(2);
    expect(await ok(people().owner.api.post(`${base}/notifications/read-all`))).toEqual({ unread: 0 });
    expect((await bell('owner')).unread).toBe(0);
    expect((await bell('owner')).total).toBe(2);
  });

  it('settings per kind decide: defaults, a partial change, bad input refused; email and SMS are queued, in-app off writes nothing', async () => {
    const { manager } = people();
    const me = await ok(manager.api.get('/api/me'));
    expect(me.userData.notifications.low_stock).toEqual({ inApp: true, email: false, sms: false });
    expect(me.userData.notifications).not.toHaveProperty('followMe');

    const saved = await ok(manager.api.put('/api/me/notifications', { low_stock: { email: true, sms: true } }));
    expect(saved.notifications.low_stock).toEqual({ inApp: true, email: true, sms: true });
    expect(saved.notifications.guest_call).toEqual({ inApp: true, email: false, sms: false });
    for (const bad of [{ followMe: true }, { low_stock: { email: 'yes' } }, { low_stock: { fax: true } }]) {
      expect((await manager.api.put('/api/me/notifications', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await ok(manager.api.get('/api/me'))).userData.notifications.low_stock.email).toBe(true);
    await ok(manager.api.patch('/api/me', { phone: '+34600123456' }));

    const flour = await stockItem('Flour', 5, 8);
    await move(flour, 'waste', -4);
    const messages = await app.deps.db
      .selectFrom('messages')
      .select(['kind', 'to', 'subject', 'body', 'channel'])
      .where('restaurant_id', '=', rid)
      .where('related_id', '=', flour)
      .orderBy('channel')
      .execute();
    expect(messages).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'notification', to: manager.email }),
      expect.objectContaining({ channel: 'sms', kind: 'notification_sms', to: '+34600123456' }),
    ]);
    expect(messages[0]!.subject).toContain('Flour is low');
    expect(messages[0]!.body).toContain('/apps/management/inventory/inventoryList?low=true');
    expect(messages[1]!.body).toContain('Flour is low');

    // In the app off: the next fall writes the manager no row (the others still get theirs).
    await ok(manager.api.put('/api/me/notifications', { low_stock: { inApp: false, email: false, sms: false } }));
    const oil = await stockItem('Oil', 2, 4);
    await move(oil, 'waste', -3);
    expect(await notifiedOf('low_stock', oil)).toEqual(['chef', 'owner']);
    expect(await app.deps.db.selectFrom('messages').select('id').where('related_id', '=', oil).execute()).toHaveLength(
      0,
    );
    await ok(manager.api.put('/api/me/notifications', { low_stock: { inApp: true } }));
  });

  it('a printer that stops answering tells those who run the kitchen, once per failure', async () => {
    const { owner } = people();
    const printer = await ok(
      owner.api.post(`${base}/printers`, {
        name: 'Grill printer',
        host: '127.0.0.1',
        port: await closedPort(),
        kind: 'kitchen',
      }),
      201,
    );
    const job = async () =>
      (
        await app.deps.db
          .insertInto('print_jobs')
          .values({
            restaurant_id: rid,
            printer_id: printer.id,
            kind: 'test',
            lines: jsonb([{ text: 'x' }]),
            text: 'x',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await giveUp(app.deps, rid, await job(), 3, 'Printer not reachable.');
    await giveUp(app.deps, rid, await job(), 1, 'Printer not reachable.');
    expect(await notifiedOf('printer_down', printer.id)).toEqual(['chef', 'manager', 'owner']);
  });

  it('a bill past its due date tells those who follow the money, once', async () => {
    const { owner } = people();
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Platter', price: 1000 }), 201);
    const acme = await ok(
      owner.api.post(`${base}/customers`, { name: 'Acme Offices', creditLimit: 50000, paymentTermsDays: 7 }),
      201,
    );
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    await ok(owner.api.post(`${base}/bills/${bill.id}/charge-to-account`, { customerId: acme.id }));
    await app.deps.db
      .updateTable('bills')
      .set({ due_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10) })
      .where('id', '=', bill.id)
      .execute();
    const run = jobOf(accountsJobs, 'accounts.run-schedules', { db: app.deps.db, log: app.deps.log }) as {
      handle(payload: unknown): Promise<void>;
    };
    await run.handle({ windowStart: 0 });
    await run.handle({ windowStart: 0 });
    expect(await notifiedOf('bill_past_due', bill.id)).toEqual(['manager', 'owner']);
  });

  it('time off goes to those who approve and the answer to who asked; shift changes to their member', async () => {
    const { manager, waiter } = people();
    const off = await ok(waiter.api.post(`${base}/time-off`, { startsOn: '2027-03-05', endsOn: '2027-03-06' }), 201);
    expect(await notifiedOf('time_off_request', off.id)).toEqual(['manager', 'owner']);
    await ok(manager.api.post(`${base}/time-off/${off.id}/decision`, { status: 'approved' }));
    expect(await notifiedOf('time_off_request', off.id)).toEqual(['manager', 'owner', 'waiter']);
    expect((await bell('waiter')).data[0].title).toBe('Your time off was approved');

    // A draft is the manager's business; publishing, moving and removing are the waiter's.
    const shift = await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: waiter.member.id,
        startsAt: '2027-03-02T09:00:00Z',
        endsAt: '2027-03-02T17:00:00Z',
      }),
      201,
    );
    expect(await notifiedOf('shift_change')).toEqual([]);
    await ok(manager.api.post(`${base}/shifts/publish`, { from: '2027-03-01', to: '2027-03-07' }));
    await ok(manager.api.patch(`${base}/shifts/${shift.id}`, { endsAt: '2027-03-02T18:00:00Z' }));
    await ok(manager.api.delete(`${base}/shifts/${shift.id}`), 204);
    const titles = (await bell('waiter')).data
      .filter((n: { kind: string }) => n.kind === 'shift_change')
      .map((n: { title: string }) => n.title);
    expect(titles).toEqual([
      'One of your shifts was removed',
      'One of your shifts changed',
      'Your shifts were published',
    ]);
    expect(await notifiedOf('shift_change')).toEqual(['waiter', 'waiter', 'waiter']);
    // Email is off by default for shift changes: publishing puts it in the bell and emails nobody.
    const emailed = await app.deps.db
      .selectFrom('messages')
      .select('kind')
      .where('restaurant_id', '=', rid)
      .where('kind', 'in', ['shift_published', 'notification'])
      .where('to', '=', waiter.email.toLowerCase())
      .execute();
    expect(emailed).toEqual([]);
  });

  it('a table calling a waiter tells those who take orders, once per open call', async () => {
    const { owner } = people();
    const grill = await addStation(owner.api, base, 'Grill');
    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
    const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    const soup = await addDish(owner.api, base, {
      name: 'Soup',
      price: 650,
      stationId: grill,
      categoryIds: [mains.id],
    });
    const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T9', capacity: 4 }]);
    const tables = (await ok(owner.api.get(`${base}/tables`))).data as { id: string; qrToken: string }[];
    const tableToken = tables.find((t) => t.id === tableIds.T9)!.qrToken;
    const guest = app.api.withToken(null);
    const placed = await ok(
      guest.post(
        `/api/public/restaurants/${rid}/orders`,
        { tableToken, items: [{ dishId: soup, quantity: 1 }] },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    );
    await ok(guest.post(`/api/public/orders/${placed.token}/requests`, { kind: 'waiter' }));
    await ok(guest.post(`/api/public/orders/${placed.token}/requests`, { kind: 'waiter' }));
    expect(await notifiedOf('guest_call')).toEqual(['manager', 'owner', 'waiter']);
    expect((await bell('waiter')).data.find((n: { kind: string }) => n.kind === 'guest_call').title).toBe(
      'T9 calls a waiter',
    );
  });
});
