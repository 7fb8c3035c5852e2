import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { startFakePrinter, type FakePrinter } from '../fixtures/fake-printer';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Issue 34: a refund queues exactly one refund receipt on the restaurant's receipt printer, in the refund's own command. */
let app: TestApp;
let owner: RegisteredUser;
let cashier: StaffMember;
let manager: StaffMember;
let base: string;
let rid: string;
let dish: string;
let spaceId: string;
let counter: FakePrinter;

beforeAll(async () => {
  // Its own database (no other file's workers send its jobs); the fake printer is on 127.0.0.1.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' }, { ownDatabase: true });
  ({
    owner,
    base,
    rid,
    staff: [cashier, manager],
  } = await setupRestaurant(app, {
    update: { serviceChargePercent: 0, taxPercent: 0 },
    staff: ['cashier', 'manager'],
  }));
  const stationId = await addStation(owner.api, base, 'Kitchen');
  dish = await addDish(owner.api, base, { name: 'Risotto', price: 1200, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(async () => {
  await counter?.close();
  await app?.close();
});

async function paidOrder() {
  const table = await ok(
    owner.api.post(`${base}/tables`, { spaceId, name: `P${Math.random().toString(36).slice(2, 6)}`, capacity: 4 }),
    201,
  );
  const order = await ok(
    cashier.api.post(`${base}/orders`, {
      type: 'dine_in',
      tableId: table.id,
      items: [{ dishId: dish, quantity: 2 }],
      send: true,
    }),
    201,
  );
  const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
  const paid = await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 2400 }), 201);
  return { bill, payment: paid.payment };
}

const receiptJobs = (billId: string) =>
  app.deps.db
    .selectFrom('print_jobs')
    .select(['id', 'kind', 'text', 'dedupe_key'])
    .where('restaurant_id', '=', rid)
    .where('bill_id', '=', billId)
    .execute();

describe('refund receipts', () => {
  it('queues no print when no receipt printer is set up, and the refund still goes through', async () => {
    const { bill, payment } = await paidOrder();
    const refunded = await ok(
      manager.api.post(`${base}/payments/${payment.id}/refund`, { amount: 400, reason: 'slow service' }),
      201,
    );
    expect(refunded.bill).toMatchObject({ refunded: 400 });
    expect(await receiptJobs(bill.id)).toEqual([]);
  });

  it('queues exactly one refund receipt per refund on the receipt printer, and it prints', async () => {
    counter = await startFakePrinter();
    await ok(
      owner.api.post(`${base}/printers`, { name: 'Counter', host: '127.0.0.1', port: counter.port, kind: 'receipt' }),
      201,
    );
    const { bill, payment } = await paidOrder();
    const refunded = await ok(
      cashier.api.post(`${base}/payments/${payment.id}/refund`, {
        amount: 1200,
        reason: 'burnt risotto',
        override: { email: manager.email, password: manager.password },
      }),
      201,
    );

    const jobs = await receiptJobs(bill.id);
    expect(jobs).toEqual([expect.objectContaining({ kind: 'receipt', dedupe_key: `refund-${refunded.payment.id}` })]);
    expect(jobs[0]!.text).toContain('*** REFUND ***');
    expect(jobs[0]!.text).toContain('Reason: burnt risotto');
    const paper = await counter.pageWith('*** REFUND ***');
    expect(paper).toContain(`Bill #${bill.number}`);
    expect(paper).toContain('-12.00');

    // A refused second refund (more than is left) queues nothing more; a second refund its own receipt.
    expect(
      (await manager.api.post(`${base}/payments/${payment.id}/refund`, { amount: 5000, reason: 'too much' })).status,
    ).toBe(422);
    expect(await receiptJobs(bill.id)).toHaveLength(1);
    const second = await ok(manager.api.post(`${base}/payments/${payment.id}/refund`, { reason: 'rest of it' }), 201);
    const after = await receiptJobs(bill.id);
    expect(after.map((j) => j.dedupe_key).sort()).toEqual(
      [`refund-${refunded.payment.id}`, `refund-${second.payment.id}`].sort(),
    );
  });
});
