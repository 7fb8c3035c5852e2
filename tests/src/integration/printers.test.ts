import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, type RegisteredUser } from '../factories';
import { addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { closedPort, startFakePrinter, type FakePrinter } from '../fixtures/fake-printer';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { printerJobs, printSendJobId } from '@ros/api/modules/service/printers/printers.jobs';
import { jobOf } from '../fixtures/run-job';
import { jobToSend, recordAttempt } from '@ros/api/modules/service/printers/printing.service';
import { jsonb } from '@ros/db';
import type { JobQueue } from '@ros/workers';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 18, printers: kitchen tickets per station on network printers (ESC/POS over TCP), a dead
 * printer retried, marked failing with a live alert and its tickets sent to the fallback printer,
 * reprints marked REPRINT, test pages, receipts, and no printer of another restaurant.
 */

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let rid: string;
let base: string;
let tableId: string;
const fakes: FakePrinter[] = [];
const ids = {} as Record<
  'grill' | 'bar' | 'pastry' | 'fry' | 'burger' | 'fries' | 'beer' | 'cake' | 'wings' | 'grillPrinter' | 'barPrinter',
  string
>;
let grill: FakePrinter;
let bar: FakePrinter;

const fake = async (port?: number) => {
  const f = await startFakePrinter(port);
  fakes.push(f);
  return f;
};
const addPrinter = async (body: Record<string, unknown>) =>
  ok(owner.api.post(`${base}/printers`, { host: '127.0.0.1', kind: 'kitchen', ...body }), 201);
const sendOrder = async (items: Record<string, unknown>[]) =>
  ok(waiter.api.post(`${base}/orders`, { type: 'dine_in', tableId, guests: 2, items, send: true }), 201);
const jobsOf = async (printerId: string) =>
  (await ok(owner.api.get(`${base}/print-jobs?printerId=${printerId}&perPage=100`))).data;
const printer = (id: string) => ok(owner.api.get(`${base}/printers/${id}`));
const insertTestJob = async (printerId: string, text: string, createdAt = new Date()) =>
  (
    await app.deps.db
      .insertInto('print_jobs')
      .values({
        restaurant_id: rid,
        printer_id: printerId,
        kind: 'test',
        lines: jsonb([{ text }]),
        text,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const eventsOf = (type: string) =>
  app.deps.db
    .selectFrom('events')
    .select(['payload', 'actor'])
    .where('restaurant_id', '=', rid)
    .where('type', '=', type)
    .orderBy('seq')
    .execute();

beforeAll(async () => {
  // A database of its own: other files' apps would run its workers' jobs (and clock scans) too.
  // The fake printers are on 127.0.0.1: printers on the server's machine need this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' }, { ownDatabase: true });
  ({
    owner,
    rid,
    base,
    staff: [waiter],
  } = await setupRestaurant(app, { staff: ['waiter'] }));
  ({
    tableIds: { T7: tableId },
  } = await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T7', capacity: 4 }]));
  for (const s of ['grill', 'bar', 'pastry', 'fry'] as const)
    ids[s] = await addStation(owner.api, base, s[0]!.toUpperCase() + s.slice(1));
  ids.burger = await addDish(owner.api, base, {
    name: 'Burger',
    price: 1200,
    stationId: ids.grill,
    modifierGroups: [
      {
        id: 'x',
        name: 'Extras',
        minSelections: 0,
        maxSelections: 1,
        options: [{ id: 'cheese', name: 'Cheese', priceDelta: 100 }],
      },
    ],
  });
  ids.fries = await addDish(owner.api, base, { name: 'Fries', price: 400, stationId: ids.grill });
  ids.beer = await addDish(owner.api, base, { name: 'Beer', price: 500, stationId: ids.bar });
  ids.cake = await addDish(owner.api, base, { name: 'Cake', price: 650, stationId: ids.pastry });
  ids.wings = await addDish(owner.api, base, { name: 'Wings', price: 900, stationId: ids.fry });
  grill = await fake();
  bar = await fake();
  ids.grillPrinter = (await addPrinter({ name: 'Grill printer', port: grill.port, stationId: ids.grill })).id;
  ids.barPrinter = (await addPrinter({ name: 'Bar printer', port: bar.port, stationId: ids.bar, widthChars: 42 })).id;
});
afterAll(async () => {
  await app?.close();
  await Promise.all(fakes.map((f) => f.close()));
});

describe('kitchen printers', () => {
  it("prints each station's ticket on its own printer, with only its items", async () => {
    const sent = await sendOrder([
      { dishId: ids.burger, quantity: 2, modifierOptionIds: ['cheese'], remarks: 'well done' },
      { dishId: ids.fries, quantity: 1 },
      { dishId: ids.beer, quantity: 3 },
    ]);
    const no = `Order #${sent.displayNo}`;
    // The fire told the relay it has paper for a printer (and no stock: no dish has a recipe).
    expect((await eventsOf('order.sent_to_kitchen'))[0]!.payload).toMatchObject({ prints: true, deductsStock: false });
    const grillPage = await grill.pageWith(no);
    expect(grillPage).toContain('Table T7');
    expect(grillPage).toContain('2 x Burger');
    expect(grillPage).toContain('+ Cheese');
    expect(grillPage).toContain('! well done');
    expect(grillPage).toContain('1 x Fries');
    expect(grillPage).toMatch(/\d\d:\d\d/);
    expect(grillPage).not.toContain('Beer');
    expect(grillPage).not.toContain('REPRINT');
    const barPage = await bar.pageWith(no);
    expect(barPage).toContain('3 x Beer');
    expect(barPage).not.toContain('Burger');
    expect(barPage).not.toContain('Fries');
    // Each printer got exactly one ticket of this order, and its job says so.
    expect(grill.pages.filter((p) => p.includes(no))).toHaveLength(1);
    await expect
      .poll(async () => (await jobsOf(ids.grillPrinter)).map((j: { status: string }) => j.status))
      .toEqual(['printed']);
    const [job] = await jobsOf(ids.barPrinter);
    expect(job).toMatchObject({
      kind: 'ticket',
      status: 'printed',
      attempts: 1,
      reprint: false,
      printer: { name: 'Bar printer' },
    });
    expect(job.text.split('\n').every((l: string) => l.length <= 42)).toBe(true);
  });

  it('retries a dead printer, marks it failing with a live alert and prints its tickets on the fallback; it recovers when it answers again', async () => {
    const deadPort = await closedPort();
    const pastry = await addPrinter({
      name: 'Pastry printer',
      port: deadPort,
      stationId: ids.pastry,
      fallbackPrinterId: ids.barPrinter,
    });
    const sent = await sendOrder([
      { dishId: ids.cake, quantity: 1 },
      { dishId: ids.beer, quantity: 1 },
    ]);
    const no = `Order #${sent.displayNo}`;
    // The bar gets its own beer ticket and the pastry ticket its printer could not print.
    const fellBack = await bar.pageWith('1 x Cake');
    expect(fellBack).toContain(no);
    expect(fellBack).toContain('Pastry');
    await expect.poll(async () => (await printer(pastry.id)).status, { timeout: 20_000 }).toBe('failing');
    const failed = await printer(pastry.id);
    // One word for every way a printer fails to answer: the screen is no port scanner.
    expect(failed.lastError).toBe('Printer not reachable.');
    const [alert] = await eventsOf('printer.failing');
    expect(alert!.payload).toMatchObject({
      printer: { id: pastry.id, name: 'Pastry printer', kind: 'kitchen', status: 'failing' },
      fallback: { id: ids.barPrinter, name: 'Bar printer' },
    });
    // The waiter's POS reads the failing printer (its alert stays up after a reload).
    expect(
      (await ok(waiter.api.get(`${base}/printers`))).data.find((p: { id: string }) => p.id === pastry.id),
    ).toMatchObject({ status: 'failing', fallback: { name: 'Bar printer' } });
    const [job] = await jobsOf(pastry.id);
    expect(job).toMatchObject({
      status: 'fell_back',
      attempts: 3,
      fellBackTo: { id: ids.barPrinter, name: 'Bar printer' },
    });
    const copy = (await jobsOf(ids.barPrinter)).find((j: { fallbackOfId: string | null }) => j.fallbackOfId === job.id);
    expect(copy).toMatchObject({ status: 'printed', kind: 'ticket' });

    // Once failing, the next ticket is tried once and goes straight to the fallback; no second alert.
    const next = await sendOrder([{ dishId: ids.cake, quantity: 4 }]);
    await bar.pageWith(`Order #${next.displayNo}`);
    await expect.poll(async () => (await jobsOf(pastry.id))[0]).toMatchObject({ status: 'fell_back', attempts: 1 });
    expect(await eventsOf('printer.failing')).toHaveLength(1);

    // The printer is back on the same address: a test page prints and it is ok again, with an event.
    const revived = await fake(deadPort);
    await ok(owner.api.post(`${base}/printers/${pastry.id}/test-page`), 201);
    await revived.pageWith('TEST PAGE');
    await expect.poll(async () => (await printer(pastry.id)).status).toBe('ok');
    expect((await eventsOf('printer.recovered')).map((e) => e.payload)).toEqual([
      { printer: { id: pastry.id, name: 'Pastry printer', kind: 'kitchen', status: 'ok' } },
    ]);
  });

  it('leaves the tickets of a dead printer without a fallback on the KDS', async () => {
    const fry = await addPrinter({ name: 'Fry printer', port: await closedPort(), stationId: ids.fry });
    const sent = await sendOrder([{ dishId: ids.wings, quantity: 2 }]);
    await expect.poll(async () => (await jobsOf(fry.id))[0]?.status, { timeout: 20_000 }).toBe('fell_back');
    expect((await jobsOf(fry.id))[0]).toMatchObject({ fellBackTo: null, attempts: 3, error: 'Printer not reachable.' });
    const alert = (await eventsOf('printer.failing')).find(
      (e) => (e.payload as { printer: { id: string } }).printer.id === fry.id,
    );
    expect(alert!.payload).toMatchObject({ fallback: null });
    const kds = await ok(waiter.api.get(`${base}/kds?stationId=${ids.fry}`));
    expect(kds.tickets.map((t: { orderId: string }) => t.orderId)).toContain(sent.id);
  });

  it('marks reprints REPRINT on the paper: a ticket from the KDS and any recent job', async () => {
    const sent = await sendOrder([{ dishId: ids.fries, quantity: 5 }]);
    const no = `Order #${sent.displayNo}`;
    await grill.pageWith(no);
    const ticketId = sent.items[0].ticketId;
    await ok(waiter.api.post(`${base}/tickets/${ticketId}/reprint`));
    const again = await grill.pageWith('REPRINT');
    expect(again).toContain(no);
    expect(again).toContain('5 x Fries');

    const original = (await jobsOf(ids.grillPrinter)).find(
      (j: { ticketId: string; reprint: boolean }) => j.ticketId === ticketId && !j.reprint,
    );
    const reprint = await ok(
      waiter.api.post(`${base}/print-jobs/${original.id}/reprint`, { printerId: ids.barPrinter }),
      201,
    );
    expect(reprint).toMatchObject({ reprint: true, printer: { id: ids.barPrinter }, status: 'queued' });
    const onBar = await bar.pageWith('5 x Fries');
    expect(onBar).toContain('*** REPRINT ***');
    expect(grill.pages.filter((p) => p.includes(no))).toHaveLength(2);
  });

  it('prints a test page and a receipt', async () => {
    const counter = await fake();
    const receipt = await addPrinter({ name: 'Counter', kind: 'receipt', port: counter.port });
    const test = await ok(owner.api.post(`${base}/printers/${receipt.id}/test-page`), 201);
    expect(test).toMatchObject({ kind: 'test', status: 'queued', requestedBy: { userId: owner.user.id } });
    const page = await counter.pageWith('TEST PAGE');
    expect(page).toContain('Counter');
    expect(page).toContain(`127.0.0.1:${counter.port}`);

    const sent = await sendOrder([{ dishId: ids.beer, quantity: 2 }]);
    const bill = await ok(waiter.api.post(`${base}/orders/${sent.id}/bill`, {}), 201);
    await ok(waiter.api.post(`${base}/bills/${bill.id}/print-receipt`, {}), 201);
    const paper = await counter.pageWith(`Bill #${bill.billNo}`);
    expect(paper).toContain('Beer');
    expect(paper).toMatch(/TOTAL \w+ +10\.00/);
  });
});

describe('printers that do not print', () => {
  it('marks nothing printed that a printer did not confirm: one never reads, one stalls, one resets mid-job; each is retried and alerted, and the fallback prints each ticket once', async () => {
    const stations = {
      soup: await addStation(owner.api, base, 'Soup'),
      salad: await addStation(owner.api, base, 'Salad'),
      wok: await addStation(owner.api, base, 'Wok'),
    };
    const dishes = {
      soup: await addDish(owner.api, base, { name: 'Soup', price: 600, stationId: stations.soup }),
      salad: await addDish(owner.api, base, { name: 'Salad', price: 700, stationId: stations.salad }),
      wok: await addDish(owner.api, base, { name: 'Wok', price: 1100, stationId: stations.wok }),
    };
    // The fallback is a kitchen printer of every station: it gets each ticket as its own anyway.
    const pass = await fake();
    const passPrinter = await addPrinter({ name: 'Pass printer', port: pass.port });
    const deaf = await startFakePrinter(0, 'never-reads');
    const stalled = await startFakePrinter(0, 'stalls');
    const reset = await startFakePrinter(0, { resetAfter: 585 });
    fakes.push(deaf, stalled, reset);
    const bad = {
      soup: await addPrinter({
        name: 'Soup printer',
        port: deaf.port,
        stationId: stations.soup,
        fallbackPrinterId: passPrinter.id,
      }),
      salad: await addPrinter({
        name: 'Salad printer',
        port: stalled.port,
        stationId: stations.salad,
        fallbackPrinterId: passPrinter.id,
      }),
      wok: await addPrinter({
        name: 'Wok printer',
        port: reset.port,
        stationId: stations.wok,
        fallbackPrinterId: passPrinter.id,
      }),
    };
    const remarks =
      'no peanuts, sesame or soy: severe allergy, the guest asked twice; sauce on the side, extra lime, mild';
    const sent = await sendOrder([
      { dishId: dishes.soup, quantity: 1 },
      { dishId: dishes.salad, quantity: 1 },
      { dishId: dishes.wok, quantity: 1, remarks },
      { dishId: dishes.wok, quantity: 2, remarks: `${remarks} (second)` },
      { dishId: dishes.wok, quantity: 3, remarks: `${remarks} (third)` },
    ]);
    const no = `Order #${sent.displayNo}`;

    for (const p of Object.values(bad)) {
      // Three tries (the queue's backoff between them), then the printer is failing and the ticket fell back.
      await expect.poll(async () => (await jobsOf(p.id))[0]?.status, { timeout: 45_000 }).toBe('fell_back');
      expect((await jobsOf(p.id))[0]).toMatchObject({ attempts: 3, error: 'Printer not reachable.', printedAt: null });
      expect(await printer(p.id)).toMatchObject({ status: 'failing', lastError: 'Printer not reachable.' });
      const alerts = (await eventsOf('printer.failing')).filter(
        (e) => (e.payload as { printer: { id: string } }).printer.id === p.id,
      );
      expect(alerts.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          fallback: { id: passPrinter.id, name: 'Pass printer' },
          error: 'Printer not reachable.',
        }),
      ]);
    }
    // Each was connected to once per try; the job was longer than what the one that resets reads.
    expect((await jobsOf(bad.wok.id))[0].text.length).toBeGreaterThan(585);
    for (const f of [deaf, stalled, reset]) expect(f.connections).toBe(3);
    expect(deaf.pages).toEqual([]);
    expect(stalled.pages).toEqual([]);

    // The pass printed each ticket once, as its own job: no second copy as the fallback.
    for (const dish of ['1 x Soup', '1 x Salad', '1 x Wok']) expect(await pass.pageWith(dish)).toContain(no);
    const passJobs = await jobsOf(passPrinter.id);
    expect(passJobs.map((j: { status: string; fallbackOfId: string | null }) => [j.status, j.fallbackOfId])).toEqual([
      ['printed', null],
      ['printed', null],
      ['printed', null],
    ]);
    expect(pass.pages.filter((p) => p.includes(no))).toHaveLength(3);
    // It stops taking every station's tickets, so the tests after this one see only their own printers.
    await ok(
      owner.api.patch(`${base}/printers/${passPrinter.id}`, {
        version: (await printer(passPrinter.id)).version,
        enabled: false,
      }),
    );
  });
});

describe('printers that do not print (a service that is no printer)', () => {
  it('does not take an answer that is no ESC/POS status byte (Redis, a web server) as printed', async () => {
    const redisLike = await startFakePrinter(0, 'not-a-printer');
    fakes.push(redisLike);
    const other = await addPrinter({ name: 'Not a printer', kind: 'receipt', port: redisLike.port });
    await ok(owner.api.post(`${base}/printers/${other.id}/test-page`), 201);
    await expect.poll(async () => (await jobsOf(other.id))[0]?.status, { timeout: 20_000 }).toBe('failed');
    expect((await jobsOf(other.id))[0]).toMatchObject({
      attempts: 3,
      error: 'Printer not reachable.',
      printedAt: null,
    });
    expect(redisLike.connections).toBe(3);
    await ok(
      owner.api.patch(`${base}/printers/${other.id}`, { version: (await printer(other.id)).version, enabled: false }),
    );
  });
});

describe('printer settings', () => {
  it('are for managers; the floor reads them; links and versions are checked', async () => {
    expect(
      (await waiter.api.post(`${base}/printers`, { name: 'Nope', host: '10.0.0.9', kind: 'kitchen' })).status,
    ).toBe(403);
    expect((await ok(waiter.api.get(`${base}/printers`))).data.length).toBeGreaterThan(1);
    const bad = await owner.api.post(`${base}/printers`, {
      name: 'Till',
      host: '10.0.0.9',
      kind: 'receipt',
      stationId: ids.grill,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('stationId');
    expect(
      (await owner.api.post(`${base}/printers`, { name: 'grill PRINTER', host: '10.0.0.9', kind: 'kitchen' })).status,
    ).toBe(409);
    expect(
      (await owner.api.post(`${base}/printers`, { name: 'Odd', host: 'not a host!', kind: 'kitchen' })).body.error
        .fields,
    ).toHaveProperty('host');

    const p = await printer(ids.grillPrinter);
    expect(
      (await owner.api.patch(`${base}/printers/${p.id}`, { version: p.version, fallbackPrinterId: p.id })).status,
    ).toBe(400);
    const changed = await ok(owner.api.patch(`${base}/printers/${p.id}`, { version: p.version, widthChars: 32 }));
    expect(changed).toMatchObject({ widthChars: 32, version: p.version + 1 });
    const stale = await owner.api.patch(`${base}/printers/${p.id}`, { version: p.version, widthChars: 40 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.printer).toMatchObject({ widthChars: 32, version: p.version + 1 });
  });

  it("another restaurant can neither see nor print to this restaurant's printers", async () => {
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    const theirs = `/api/restaurants/${other.id}`;
    const [job] = await jobsOf(ids.grillPrinter);
    expect((await stranger.api.get(`${theirs}/printers/${ids.grillPrinter}`)).status).toBe(404);
    expect(
      (await stranger.api.patch(`${theirs}/printers/${ids.grillPrinter}`, { version: 1, name: 'Mine' })).status,
    ).toBe(404);
    expect((await stranger.api.post(`${theirs}/printers/${ids.grillPrinter}/test-page`)).status).toBe(404);
    expect((await stranger.api.delete(`${theirs}/printers/${ids.grillPrinter}`)).status).toBe(404);
    expect((await stranger.api.post(`${theirs}/print-jobs/${job.id}/reprint`, {})).status).toBe(404);
    expect((await ok(stranger.api.get(`${theirs}/printers`))).data).toEqual([]);
    expect((await ok(stranger.api.get(`${theirs}/print-jobs`))).data).toEqual([]);
    // Their own printer cannot fall back to ours, nor can they reach ours through their URL.
    const link = await stranger.api.post(`${theirs}/printers`, {
      name: 'X',
      host: '127.0.0.1',
      kind: 'kitchen',
      fallbackPrinterId: ids.grillPrinter,
    });
    expect(link.status).toBe(404);
    expect((await stranger.api.get(`${base}/printers`)).status).toBe(404);
    expect((await printer(ids.grillPrinter)).name).toBe('Grill printer');
  });

  it('a job two workers take at once goes to its printer once; a failed try lets the next take it', async () => {
    // Another worker may run the same event (a re-published one): only one sender gets the job.
    const spare = await addPrinter({
      name: 'Spare printer',
      port: (await fake()).port,
      kind: 'receipt',
      enabled: false,
    });
    const id = await insertTestJob(spare.id, 'CLAIM');
    const taken = await Promise.all([jobToSend(app.deps, rid, id), jobToSend(app.deps, rid, id)]);
    expect(taken.filter((t) => t && 'taken' in t)).toHaveLength(1);
    expect(taken.find((t) => t && 'heldUntil' in t)).toBeDefined();
    expect(await jobToSend(app.deps, rid, id)).toMatchObject({ heldUntil: expect.any(Date) });
    await recordAttempt(app.deps, rid, id, 1, 'refused');
    expect(await jobToSend(app.deps, rid, id)).toMatchObject({
      taken: { kind: 'test', attempt: 2, lines: [{ text: 'CLAIM' }] },
    });
  });

  it('paper whose send a restart lost is sent when found, or left unprinted when too old to be of use', async () => {
    const counter = await fake();
    const till = await addPrinter({ name: 'Till printer', port: counter.port, kind: 'receipt' });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const recent = await insertTestJob(till.id, 'STRANDED', minutesAgo(2));
    const stale = await insertTestJob(till.id, 'TOO OLD', minutesAgo(10));
    const fresh = await insertTestJob(till.id, 'IN FLIGHT');

    // The clock's run, on this app's queue (the database is this file's own: no other app's clock finds them).
    await jobOf(printerJobs, 'printer.resend-stranded', { ...app.deps, queue: app.runtime.queue! }).handle(
      { windowStart: 600_000 } as never,
      { jobId: 'clock-run', attempt: 1 },
    );
    await counter.pageWith('STRANDED');
    const statusOf = async (id: string) => (await jobsOf(till.id)).find((j: { id: string }) => j.id === id)?.status;
    await expect.poll(() => statusOf(recent)).toBe('printed');
    const byId = new Map((await jobsOf(till.id)).map((j: { id: string }) => [j.id, j]));
    expect(byId.get(stale)).toMatchObject({ status: 'failed', error: expect.stringContaining('the server stopped') });
    expect(byId.get(fresh)).toMatchObject({ status: 'queued' });
    expect(counter.pages.some((p) => p.includes('TOO OLD'))).toBe(false);
  });

  it('a sender that finds a job held looks again, and prints it when the holder went away between its tries', async () => {
    const shelf = await fake();
    const printerOnShelf = await addPrinter({ name: 'Shelf printer', port: shelf.port, kind: 'receipt' });
    const id = await insertTestJob(printerOnShelf.id, 'HELD');
    expect(await jobToSend(app.deps, rid, id)).toMatchObject({ taken: { attempt: 1 } });
    const looks: { jobId: string; delay?: number }[] = [];
    const queue = {
      enqueue: async (_name: string, _payload: unknown, options: { jobId: string; delay?: number }) =>
        void looks.push(options),
    } as unknown as JobQueue;
    const sendJob = jobOf(printerJobs, 'printer.send-job', { ...app.deps, queue });
    const run = () =>
      sendJob.handle({ restaurantId: rid, printJobId: id } as never, { jobId: printSendJobId(id), attempt: 1 });

    await run();
    expect(looks).toEqual([
      { jobId: expect.stringMatching(new RegExp(`^${printSendJobId(id)}-at-\\d+$`)), delay: expect.any(Number) },
    ]);
    expect(looks[0]!.delay).toBeLessThanOrEqual(1000);
    expect(shelf.pages).toEqual([]);
    // The holder's try failed and its worker stopped before trying again: the look sends it.
    await recordAttempt(app.deps, rid, id, 1, 'refused');
    await run();
    expect(await shelf.pageWith('HELD')).toContain('HELD');
    expect((await jobsOf(printerOnShelf.id))[0]).toMatchObject({ status: 'printed', attempts: 2 });
    await run();
    expect(looks).toHaveLength(1);
  });
});

describe('printer addresses (no SSRF)', () => {
  const REFUSED =
    'This address cannot be a printer. Enter the printer’s IP address on the restaurant’s network, such as 192.168.1.50.';
  /** The server's machine in every spelling, link-local, the cloud's metadata service, unspecified. */
  const machine = (apiPort: number) => [
    { host: '127.0.0.1', port: 6379 },
    { host: '127.0.0.1', port: 5432 },
    { host: '127.0.0.1', port: apiPort },
    { host: '169.254.169.254', port: 80 },
    { host: '0.0.0.0', port: 9100 },
    { host: '::', port: 9100 },
    { host: '::1', port: 9100 },
    { host: '2130706433', port: 9100 },
    { host: '0x7f000001', port: 9100 },
    { host: '127.1', port: 9100 },
    { host: '::ffff:127.0.0.1', port: 9100 },
    { host: 'localhost', port: 9100 },
    { host: 'fe80::1', port: 9100 },
  ];
  let strict: TestApp;
  let manager: RegisteredUser;
  let strictBase: string;
  let strictRid: string;
  beforeAll(async () => {
    // Without PRINTER_ALLOW_LOOPBACK, as the app runs for restaurants (its own database: its jobs are its own).
    strict = await startTestApp({}, { ownDatabase: true });
    ({ owner: manager, base: strictBase, rid: strictRid } = await setupRestaurant(strict));
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("refuses the server's machine, link-local, metadata and unspecified addresses in every spelling, on create and on change; the row stays as it was", async () => {
    const printers = async () => (await ok(manager.api.get(`${strictBase}/printers`))).data;
    for (const { host, port } of machine(strict.port)) {
      const res = await manager.api.post(`${strictBase}/printers`, {
        name: `At ${host}:${port}`,
        host,
        port,
        kind: 'kitchen',
      });
      expect([res.status, res.body.error?.fields], `${host}:${port}`).toEqual([400, { host: REFUSED }]);
    }
    expect(await printers()).toEqual([]);

    const lan = await ok(
      manager.api.post(`${strictBase}/printers`, { name: 'Kitchen', host: '192.168.1.50', kind: 'kitchen' }),
      201,
    );
    for (const { host, port } of machine(strict.port)) {
      const res = await manager.api.patch(`${strictBase}/printers/${lan.id}`, { version: lan.version, host, port });
      expect([res.status, res.body.error?.fields], `${host}:${port}`).toEqual([400, { host: REFUSED }]);
    }
    expect(await printers()).toEqual([
      expect.objectContaining({ id: lan.id, host: '192.168.1.50', port: 9100, version: lan.version }),
    ]);
  });

  it('takes a fake printer on 127.0.0.1 only with the loopback setting, and never the server’s own services', async () => {
    const local = await fake();
    const refused = await manager.api.post(`${strictBase}/printers`, {
      name: 'Local',
      host: '127.0.0.1',
      port: local.port,
      kind: 'receipt',
    });
    expect([refused.status, refused.body.error.fields]).toEqual([400, { host: REFUSED }]);

    // The app of the tests above allows loopback: the fake printer is taken, the services of this machine are not.
    const taken = await ok(
      owner.api.post(`${base}/printers`, {
        name: 'Local',
        host: '127.0.0.1',
        port: local.port,
        kind: 'receipt',
        enabled: false,
      }),
      201,
    );
    expect(taken).toMatchObject({ host: '127.0.0.1', port: local.port });
    for (const { host, port } of [
      { host: '127.0.0.1', port: 6379 },
      { host: '127.1', port: 5432 },
      { host: 'localhost', port: app.port },
      { host: '169.254.169.254', port: 80 },
      { host: '0.0.0.0', port: 9100 },
    ]) {
      const res = await owner.api.post(`${base}/printers`, {
        name: `Own ${host}:${port}`,
        host,
        port,
        kind: 'receipt',
      });
      expect([res.status, res.body.error?.fields], `${host}:${port}`).toEqual([400, { host: REFUSED }]);
    }
  });

  it('checks the address a name resolves to on every connection: a printer whose name points at this machine is sent nothing', async () => {
    const local = await fake();
    // A name that pointed at the restaurant's network when saved, and at this machine now (DNS rebinding).
    const { id } = await strict.deps.db
      .insertInto('printers')
      .values({ restaurant_id: strictRid, name: 'Rebound', host: 'localhost', port: local.port, kind: 'receipt' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await ok(manager.api.post(`${strictBase}/printers/${id}/test-page`), 201);
    const jobOf = async () => (await ok(manager.api.get(`${strictBase}/print-jobs?printerId=${id}`))).data[0];
    await expect.poll(async () => (await jobOf()).status, { timeout: 20_000 }).toBe('failed');
    expect(await jobOf()).toMatchObject({ id: job.id, error: 'Printer not reachable.', printedAt: null });
    expect(local.connections).toBe(0);
  });
});
