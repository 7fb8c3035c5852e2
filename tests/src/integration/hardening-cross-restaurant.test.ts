import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOperations,
  callOperation,
  fillPath,
  recordParams,
  sampleBody,
  type ApiOperation,
} from '../fixtures/openapi';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { restaurantSnapshot, restaurantWithRecords, type RestaurantWithRecords } from '../fixtures/tenant-records';
import { startTestApp, type TestApp } from '../harness';

/**
 * Generated from /api/openapi.json: every operation whose path names a record is called by
 * restaurant B's owner with restaurant A's real ids (in the path and in the body). Each must be
 * refused as not found (or as bad input / forbidden), never served and never a 500, and A's rows
 * must be exactly as they were. A new operation is covered as soon as it is routed; a path
 * parameter with no record here gets a random uuid and must still be refused.
 */

let app: TestApp;
let a: RestaurantWithRecords;
let b: RestaurantSetup;
let operations: ApiOperation[];

const REFUSED = [400, 403, 404];

beforeAll(async () => {
  // Its fake printer is on 127.0.0.1: printers on this machine are allowed only with this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
  a = await restaurantWithRecords(app);
  b = await setupPremiumRestaurant(app);
  operations = (await apiOperations(app.api)).filter((op) => recordParams(op).length > 0);
}, 120_000);
afterAll(() => app?.close());

describe("another restaurant's ids", () => {
  it('are refused by every operation that takes an id, and change nothing', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const before = await restaurantSnapshot(app.deps.db, a.setup.rid);
    const values = { ...a.ids, restaurantId: b.rid };
    const answers: { op: string; status: number; error?: unknown }[] = [];
    for (const op of operations) {
      const res = await callOperation(b.owner.api, op, values, sampleBody(op, a.ids));
      answers.push({
        op: `${op.method.toUpperCase()} ${fillPath(op, {})}`.replace(/[0-9a-f-]{36}/g, '…'),
        status: res.status,
        error: res.body?.error,
      });
    }
    const served = answers.filter((x) => !REFUSED.includes(x.status));
    expect(served, 'operations that did not refuse A’s ids').toEqual([]);
    // The generated bodies are meant to pass validation, so nearly every refusal is a lookup's 404
    // (a generator that only produced 400s would prove nothing).
    const notFound = answers.filter((x) => x.status === 404).length;
    expect(notFound / answers.length, JSON.stringify(answers.filter((x) => x.status !== 404))).toBeGreaterThan(0.9);
    expect(await restaurantSnapshot(app.deps.db, a.setup.rid)).toEqual(before);
  });
});
