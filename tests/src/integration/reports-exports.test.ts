import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import type { StaffMember } from '../fixtures/restaurant';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { exportJobs } from '@ros/api/modules/insight/exports/exports.jobs';
import { jobOf } from '../fixtures/run-job';
import { jsonb } from '@ros/db';

let app: TestApp;
let owner: RegisteredUser;
let manager: StaffMember;
let base: string;
let rid: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    rid,
    staff: [manager],
  } = await setupRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ['manager'] }));
  const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Dumplings, steamed', price: 900 }), 201);
  for (let i = 0; i < 3; i++) {
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: i === 1 ? 'Ada, Lovelace' : undefined,
        items: [{ dishId: dish.id, quantity: i + 1 }],
      }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    // The last bill is paid in cash, the rest by card: "Paid by" names both, the first used first.
    if (i === 2) await ok(owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 1000 }), 201);
    await ok(
      owner.api.post(`${base}/bills/${bill.id}/payments`, {
        method: 'card',
        amount: bill.totals.grandTotal - (i === 2 ? 1000 : 0),
      }),
      201,
    );
  }
});
afterAll(() => app?.close());

const finished = async (api: RegisteredUser['api'], id: string) => {
  await expect
    .poll(
      async () => {
        const e = await ok(api.get(`${base}/exports/${id}`));
        if (e.status === 'failed') throw new Error(e.error);
        return e.status;
      },
      { timeout: 20_000 },
    )
    .toBe('done');
  return ok(api.get(`${base}/exports/${id}`));
};

describe('exports', () => {
  it('builds the bills of a period as CSV, XLSX and PDF for the member who asked, and no one else', async () => {
    // Report exports read the roll-ups: let the workers catch up first.
    await expect
      .poll(async () => (await ok(owner.api.get(`${base}/reports/summary?from=${today}&to=${today}`))).figures.bills, {
        timeout: 20_000,
      })
      .toBe(3);
    const csv = await ok(
      owner.api.post(`${base}/exports`, { kind: 'bills', format: 'csv', from: today, to: today }),
      201,
    );
    expect(csv).toMatchObject({ status: 'queued', progress: 0 });
    expect(await finished(owner.api, csv.id)).toMatchObject({ progress: 100, fileName: `bills-${today}-${today}.csv` });
    const file = await owner.api.request('GET', `${base}/exports/${csv.id}/file`);
    expect(file.status).toBe(200);
    const lines = String(file.body)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Bill,Paid at,Customer,Subtotal,Discount,Service,Tax,Tip,Total,Paid by');
    expect(lines).toHaveLength(4);
    const cells = lines.slice(1).map((l) => l.replace(/^\d+,[^,]+,/, '').split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(cells.map((c) => [c[0], c.at(-2), c.at(-1)])).toEqual([
      ['Takeaway', '9', 'card'],
      ['"Ada, Lovelace"', '18', 'card'],
      ['Takeaway', '27', 'cash + card'],
    ]);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${today} \\d\\d:\\d\\d,`));

    const xlsx = await ok(
      owner.api.post(`${base}/exports`, { kind: 'product-mix', format: 'xlsx', from: today, to: today }),
      201,
    );
    await finished(owner.api, xlsx.id);
    const raw = await fetch(`${app.url}${base}/exports/${xlsx.id}/file`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await raw.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Dish', 'Quantity', 'Revenue', 'Share %']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Dumplings, steamed', 6, 54, 100]);

    const pdf = await ok(
      owner.api.post(`${base}/exports`, { kind: 'sales', format: 'pdf', from: today, to: today }),
      201,
    );
    await finished(owner.api, pdf.id);
    const pdfFile = await fetch(`${app.url}${base}/exports/${pdf.id}/file`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(
      Buffer.from(await pdfFile.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another member (even a manager) does not see the owner's exports.
    expect((await manager.api.get(`${base}/exports/${csv.id}`)).status).toBe(404);
    expect((await manager.api.get(`${base}/exports/${csv.id}/file`)).status).toBe(404);
    expect((await ok(manager.api.get(`${base}/exports`))).data).toEqual([]);
    expect((await ok(owner.api.get(`${base}/exports`))).data.map((e: { format: string }) => e.format)).toEqual([
      'pdf',
      'xlsx',
      'csv',
    ]);
  });

  it("an export whose job a restart lost is built by the workers' clock", async () => {
    const lost = await app.deps.db
      .insertInto('report_exports')
      .values({
        restaurant_id: rid,
        requested_by: owner.user.id,
        kind: 'bills',
        format: 'csv',
        params: jsonb({ from: today, to: today }),
        created_at: new Date(Date.now() - 5 * 60_000),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await ok(owner.api.get(`${base}/exports/${lost.id}`))).status).toBe('queued');
    const resume = jobOf(exportJobs, 'report.resume-exports', { ...app.deps, uploadDir: app.deps.config.uploadDir });
    await resume.handle({ windowStart: 0 } as never, { jobId: 'clock-run', attempt: 1 });
    expect(await finished(owner.api, lost.id)).toMatchObject({
      progress: 100,
      fileName: `bills-${today}-${today}.csv`,
    });
  });
});
