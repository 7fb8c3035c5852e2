import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCases } from '../fixtures/fuzz';
import { apiOperations, callOperation, fillPath, sampleBody, type ApiOperation } from '../fixtures/openapi';
import { restaurantSnapshot, restaurantWithRecords, type RestaurantWithRecords } from '../fixtures/tenant-records';
import { startTestApp, type TestApp } from '../harness';

/**
 * Generated from /api/openapi.json: every write operation gets malformed bodies (wrong types,
 * nulls, NUL bytes, lone surrogates, numbers past the bounds, deep nesting, unknown and another
 * restaurant's ids) and every list its malformed query strings. None may answer 2xx or 5xx to a
 * body the schema refuses, text problems must name the field, and restaurant A's rows must be
 * exactly as they were: nothing half-written. A new operation is fuzzed as soon as it is routed.
 */

let app: TestApp;
let a: RestaurantWithRecords;
let b: RestaurantWithRecords;
let doc: {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: object }> }; parameters?: { name: string; in: string }[] }
    >
  >;
};
let operations: ApiOperation[];

beforeAll(async () => {
  // Its fake printer is on 127.0.0.1: printers on this machine are allowed only with this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
  a = await restaurantWithRecords(app);
  b = await restaurantWithRecords(app);
  doc = (await app.api.get('/api/openapi.json')).body;
  operations = await apiOperations(app.api);
}, 180_000);
afterAll(() => app?.close());

const bodySchema = (op: ApiOperation) =>
  doc.paths[op.path]?.[op.method]?.requestBody?.content?.['application/json']?.schema;
const label = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;
/** Kinds the input guard refuses before any handler runs: always 400 naming the field. */
const GUARDED = new Set(['nul byte', 'lone surrogate']);

describe('malformed input', () => {
  it('gets a 4xx from every write operation, naming the field, and writes nothing', async () => {
    const writes = operations.filter((op) => bodySchema(op));
    expect(writes.length).toBeGreaterThan(60);
    const before = await restaurantSnapshot(app.deps.db, a.setup.rid);
    const values = { ...a.ids, restaurantId: a.setup.rid };
    const wrong: string[] = [];
    let sent = 0;
    for (const op of writes) {
      const base = sampleBody(op, a.ids) ?? {};
      for (const c of fuzzCases(bodySchema(op)!, base, b.ids)) {
        const res = await callOperation(a.setup.owner.api, op, values, c.body);
        sent++;
        const error = res.body?.error;
        if (res.status < 400 || res.status >= 500)
          wrong.push(
            `${label(op)} ${c.field} (${c.kind}) → ${res.status} ${JSON.stringify(error ?? '').slice(0, 120)}`,
          );
        else if (GUARDED.has(c.kind) && (res.status !== 400 || !error?.fields?.[c.field])) {
          wrong.push(
            `${label(op)} ${c.field} (${c.kind}) → ${res.status} without the field named: ${JSON.stringify(error)}`,
          );
        }
      }
    }
    expect(wrong, `${wrong.length} of ${sent} malformed requests`).toEqual([]);
    expect(await restaurantSnapshot(app.deps.db, a.setup.rid)).toEqual(before);
    // Some 3,000 requests, one after another: its own time limit, not the suite's 30 s.
  }, 180_000);

  it('deeply nested JSON with an Idempotency-Key is a 400, not a stack overflow', async () => {
    let body = '"x"';
    for (let i = 0; i < 50_000; i++) body = `{"a":${body}}`;
    const res = await fetch(`${app.url}/api/restaurants/${a.setup.rid}/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.setup.owner.api.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'deep-1',
      },
      body,
    });
    expect(res.status).toBe(400);
    expect((await app.api.get('/health')).status).toBe(200);
  });

  it('gets a 4xx (never a 5xx) from every list for malformed query strings', async () => {
    const lists = operations.filter(
      (op) => op.method === 'get' && (doc.paths[op.path]?.get?.parameters ?? []).some((p) => p.in === 'query'),
    );
    expect(lists.length).toBeGreaterThan(10);
    const values = { ...a.ids, restaurantId: a.setup.rid };
    const wrong: string[] = [];
    for (const op of lists) {
      for (const p of doc.paths[op.path]!.get!.parameters!.filter((x) => x.in === 'query')) {
        for (const [kind, value] of [
          ['nul byte', 'a%00b'],
          ['huge number', '1e400'],
          ['unknown word', 'zzz'],
          ['repeated', `x&${p.name}=y`],
        ] as const) {
          const res = await a.setup.owner.api.get(`${fillPath(op, values)}?${p.name}=${value}`);
          if (res.status >= 500 || (kind === 'nul byte' && res.status !== 400))
            wrong.push(`${label(op)} ?${p.name} (${kind}) → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses malformed path ids and NUL bytes in path text with 404/400', async () => {
    const bad = [
      await a.setup.owner.api.post(`/api/restaurants/${a.setup.rid}/customers/not-a-uuid/merge`, {
        sourceIds: [a.ids.otherCustomerId],
      }),
      await a.setup.owner.api.post(`/api/restaurants/${a.setup.rid}/orders/${a.ids.orderId}/courses/a%00b/fire`, {
        version: 1,
      }),
      await app.api.post('/jwt/login', { email: 'a\u0000@x.io', password: 'p\u0000' }),
    ];
    expect(bad.map((r) => r.status)).toEqual([404, 400, 400]);
    expect(bad[2]!.body.error.fields).toHaveProperty('email');
  });
});
