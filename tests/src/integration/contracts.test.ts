import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };

/** Operations that answer 204 No Content (deletes, and these account actions); every other one declares its reply. */
const NO_CONTENT = new Set([
  'post /api/auth/logout',
  'post /api/auth/logout-everywhere',
  'post /api/auth/reset-password',
  'post /api/invitations/{id}/decline',
]);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('reply contracts', () => {
  it('every operation that answers JSON declares its reply schema (shared-events/src/contracts), so OpenAPI documents it', async () => {
    const doc = (await app.api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let declared = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path === '/api/openapi.json') continue;
      for (const [method, op] of Object.entries(methods)) {
        const ok = op.responses['2XX'] ?? op.responses['200'];
        if (ok?.content) declared++;
        else if (method !== 'delete' && !NO_CONTENT.has(`${method} ${path}`))
          missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(declared).toBeGreaterThan(130);
  });

  it('documents a reply with its fields, from the same schema the API is checked against', async () => {
    const doc = (await app.api.get('/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
          }
        >
      >;
    };
    const order =
      doc.paths['/api/restaurants/{restaurantId}/orders/{orderId}']!.get!.responses['2XX']!.content['application/json']!
        .schema;
    expect(Object.keys(order.properties)).toEqual(
      expect.arrayContaining(['id', 'displayNo', 'status', 'items', 'totals']),
    );
  });
});
