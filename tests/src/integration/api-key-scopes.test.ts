import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, fillPath, sampleBody, type ApiOperation, type HttpMethod } from '../fixtures/openapi';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * The permissions each tenant operation checks, as the OpenAPI document states them for API keys
 * (`x-required-scopes`), are recorded in api/src/operation-permissions.json from what the api
 * really checks: every tenant operation is called by the owner and its `X-Permission-Checks` header
 * (tests only) is compared with the file. A new operation or a changed check fails here until the
 * file is regenerated: `UPDATE_OPERATION_PERMISSIONS=1 npx vitest run --project postgres <this file>`.
 */

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/src/operation-permissions.json');

/** What most list and report queries read (each takes the fields it knows). */
const SAMPLE_QUERY =
  'from=2027-01-04&to=2027-01-10&date=2027-01-04&start=2027-01-04T00:00:00Z&end=2027-01-11T00:00:00Z';
/** Bodies for operations that `sampleBody` does not satisfy. */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const R = '/api/restaurants/:restaurantId';
const BODIES: Record<string, unknown> = {
  [`POST ${R}/orders`]: { type: 'takeaway' },
  [`POST ${R}/dishes`]: { name: 'Soup', price: 500 },
  [`POST ${R}/members/invitations`]: { invites: [{ email: 'scopes@example.com', roleId: ANY_ID }] },
  [`PUT ${R}/members/:memberId/pin`]: { pin: '4821' },
  [`POST ${R}/time-punches/clock-in`]: { pin: '4821' },
  [`POST ${R}/time-punches/clock-out`]: { pin: '4821' },
  [`POST ${R}/time-punches/break`]: { pin: '4821', action: 'start' },
  [`PUT ${R}/members/:memberId/availability`]: { availability: {} },
  [`POST ${R}/tips/declarations`]: { pin: '4821', amount: 100 },
  [`POST ${R}/tips/distributions`]: { day: '2027-01-04' },
  [`PATCH ${R}/tables/:tableId`]: { status: 'free', version: 1 },
  [`POST ${R}/guest-posts`]: {
    kind: 'special',
    title: 'Soup of the day',
    body: 'Leek',
    startsOn: '2027-01-04',
    endsOn: '2027-01-10',
  },
  [`PATCH ${R}/guest-posts/:guestPostId`]: { kind: 'special', title: 'Soup of the day', body: 'Leek' },
  [`POST ${R}/bills/:billId/comp`]: { kind: 'comp', reason: 'Birthday', version: 1 },
  [`POST ${R}/delivery-zones`]: { name: 'Centre', fee: 300, minimumOrder: 0, radiusKm: 3 },
  [`POST ${R}/customers/:customerId/offer`]: { text: 'A free dessert' },
  [`POST ${R}/calendar/events`]: {
    title: 'Tasting',
    start: '2027-01-04T18:00:00Z',
    end: '2027-01-04T20:00:00Z',
    calendar: 'Events',
  },
  [`POST ${R}/calendar/events/update`]: {
    id: ANY_ID,
    title: 'Tasting',
    start: '2027-01-04T18:00:00Z',
    end: '2027-01-04T20:00:00Z',
    calendar: 'Events',
  },
  [`POST ${R}/cash-drawer/sessions`]: { openingFloat: 0 },
  [`POST ${R}/printers`]: { name: 'Pass', host: '192.0.2.10', port: 9100, kind: 'kitchen' },
  [`POST ${R}/checklist-templates`]: {
    name: 'Opening',
    category: 'opening',
    items: [{ kind: 'tick', label: 'Lights on' }],
    assigneeKind: 'role',
    assigneeId: ANY_ID,
    recurrence: 'daily',
  },
  [`PATCH ${R}/checklist-templates/:templateId`]: { items: [{ kind: 'tick', label: 'Lights on' }] },
  [`POST ${R}/inventory-items/import`]: { rows: [{ name: 'Flour', unit: 'kg' }] },
  [`POST ${R}/inventory-items/:inventoryItemId/movements`]: { kind: 'waste', quantity: 1, reason: 'Dropped' },
  [`POST ${R}/other-income`]: {
    receivedOn: '2027-01-04',
    kind: 'catering',
    description: 'Party',
    amount: 1000,
    method: 'cash',
  },
  [`POST ${R}/exports`]: { kind: 'sales', format: 'csv', from: '2027-01-04', to: '2027-01-10' },
  [`POST ${R}/announcements`]: { title: 'New menu', category: 'announcement', bodyMarkdown: 'Read it.' },
  [`POST ${R}/markdown-preview`]: { markdown: 'Hello' },
  [`POST ${R}/help-articles`]: { title: 'Wifi', category: 'general', bodyMarkdown: 'Ask the bar.' },
};
/** Queries for reads that `SAMPLE_QUERY` does not satisfy. */
const QUERIES: Record<string, string> = {
  [`GET ${R}/search`]: 'q=soup',
  [`GET ${R}/tips/preview`]: 'day=2027-01-04',
  [`GET ${R}/reservations`]: 'from=2027-01-04T00:00:00Z&to=2027-01-11T00:00:00Z',
  [`GET ${R}/reservations/availability`]: 'startsAt=2027-01-04T19:00:00Z&partySize=2',
  [`GET ${R}/inventory-reports/usage`]: `fromCountId=${ANY_ID}&toCountId=${ANY_ID}`,
};

let app: TestApp;
let place: RestaurantSetup;
let operations: (ApiOperation & { takesKeys: boolean })[];

beforeAll(async () => {
  app = await startTestApp({ CHECK_REPLIES: '1' });
  place = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' } });
  const doc = (await app.api.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { 'x-access'?: string; 'x-api-key'?: boolean }>>;
  };
  const all = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops)
      .filter(([, o]) => o['x-access'] === 'tenant')
      .map(([method, o]) => ({
        method: method as HttpMethod,
        path: p,
        params: [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        takesKeys: o['x-api-key'] !== false,
      })),
  );
  // Deletes last: a row may not remove what a later row reads.
  operations = [...all.filter((op) => op.method !== 'delete'), ...all.filter((op) => op.method === 'delete')];
}, 120_000);
afterAll(() => app?.close());

describe('the permissions of each operation, for API keys', () => {
  it('are what the api checks', { timeout: 300_000 }, async () => {
    const recorded: Record<string, string> = {};
    for (const op of operations.filter((o) => o.takesKeys)) {
      const key = `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
      const body = BODIES[key] ?? sampleBody(op, {});
      const res =
        op.method === 'get'
          ? await place.owner.api.get(`${fillPath(op, { restaurantId: place.rid })}?${QUERIES[key] ?? SAMPLE_QUERY}`)
          : await callOperation(place.owner.api, op, { restaurantId: place.rid }, body);
      const header = res.headers.get('x-permission-checks') ?? '';
      const checks = header.split(',').filter(Boolean);
      const required = checks.filter((c) => !c.startsWith('?'));
      // Nothing required but a question asked (a list that narrows itself): its first answer suffices.
      const recordedChecks = required.length ? required.join(',') : (checks[0]?.slice(1) ?? '');
      // Refused before its handler ran (its input): what it checks is not known, and not stated.
      if (res.status === 400 && !header) continue;
      recorded[key] = recordedChecks;
    }
    const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
    if (process.env.UPDATE_OPERATION_PERMISSIONS === '1') writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    expect(sorted['POST /api/restaurants/:restaurantId/orders']).toBe('edit:orders');
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(sorted);
  });
});
