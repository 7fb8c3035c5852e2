import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_PAGES } from '@ros/shared-events';
import { registerUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('global search and bookmarks', () => {
  it('lists every page with its route', async () => {
    const u = await registerUser(app.api);
    const res = await u.api.get('/api/main-search/data');
    expect(res.status).toBe(200);
    expect(res.body.searchArr).toHaveLength(NAV_PAGES.length);
    expect(res.body.searchArr[0]).toEqual({
      id: 'dashboard',
      target: '/',
      title: 'Dashboard',
      icon: 'dashboard',
      link: '/',
      group: 'Pages',
      isBookmarked: false,
    });
  });

  it('toggles a bookmark per user', async () => {
    const u = await registerUser(app.api);
    const other = await registerUser(app.api);
    const on = await u.api.post('/api/bookmarks/update', { id: 'pos' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: 'pos', link: '/apps/pos', isBookmarked: true });
    const rows = await app.database.db
      .selectFrom('bookmarks')
      .select('target')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(rows).toEqual([{ target: 'pos' }]);

    const data = await u.api.get('/api/bookmarks/data');
    expect(data.body.bookmarks.map((b: any) => b.id)).toEqual(['pos']);
    expect(data.body.suggestions).toHaveLength(NAV_PAGES.length);
    expect((await other.api.get('/api/bookmarks/data')).body.bookmarks).toEqual([]);

    const off = await u.api.post('/api/bookmarks/update', { id: 'pos' });
    expect(off.body.isBookmarked).toBe(false);
    expect((await u.api.get('/api/bookmarks/data')).body.bookmarks).toEqual([]);
    expect((await u.api.post('/api/bookmarks/update', { id: 'nowhere' })).status).toBe(404);
  });

  it('requires a signed-in user', async () => {
    expect((await app.api.get('/api/main-search/data')).status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('describes the foundation endpoints', async () => {
    const res = await app.api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const p of [
      '/jwt/login',
      '/jwt/register',
      '/jwt/refresh-token',
      '/api/me',
      '/api/restaurants/{restaurantId}/members/invitations',
      '/api/restaurants/{restaurantId}/roles/{roleId}',
      '/api/bookmarks/update',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(p);
    }
    // Generated from what each route declares: summary, access, parameters, request schemas.
    const paths = res.body.paths;
    for (const p of [
      '/api/restaurants/{restaurantId}/orders',
      '/api/restaurants/{restaurantId}/reservations',
      '/api/restaurants/{restaurantId}/dishes',
      '/api/restaurants/{restaurantId}/customers/{customerId}/history',
    ]) {
      expect(Object.keys(paths)).toContain(p);
    }
    const createOrder = paths['/api/restaurants/{restaurantId}/orders'].post;
    expect(createOrder).toMatchObject({
      tags: ['orders'],
      'x-access': 'tenant',
      security: [{ bearer: [] }, { apiKey: [] }],
      'x-required-scopes': ['orders:write'],
    });
    expect(createOrder.summary).toMatch(/order/i);
    const orderBody = createOrder.requestBody.content['application/json'].schema;
    expect(orderBody.required).toContain('type');
    expect(orderBody.properties.type.enum).toEqual(['dine_in', 'takeaway', 'delivery']);
    expect(paths['/api/restaurants/{restaurantId}/orders'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'status', in: 'query' }),
        expect.objectContaining({ name: 'page', in: 'query' }),
      ]),
    );
    expect(paths['/api/restaurants/{restaurantId}/orders/{orderId}/serve'].post).toMatchObject({
      parameters: [
        expect.objectContaining({ name: 'restaurantId', in: 'path' }),
        expect.objectContaining({ name: 'orderId', in: 'path', schema: { type: 'string', format: 'uuid' } }),
      ],
    });
    expect(paths['/jwt/login'].post['x-access']).toBe('open');
    expect(paths['/api/me/password'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(paths).some((p) => p.includes(':'))).toBe(false);
    const publicMenu = Object.entries(paths)
      .filter(([p]) => p.startsWith('/api/public'))
      .map(([, ops]) => Object.values(ops as object)[0]);
    expect(publicMenu.length).toBeGreaterThan(0);
    expect(publicMenu.every((op) => !op.security)).toBe(true);
    // Every documented path is routed (a missing route answers 404 "Route not found").
    for (const p of Object.keys(res.body.paths).filter((p) => !p.includes('{'))) {
      const method = Object.keys(res.body.paths[p])[0]!;
      const probe = await app.api.request(method.toUpperCase(), p, method === 'get' ? undefined : {});
      expect(probe.body?.error?.message ?? '', `${method} ${p}`).not.toBe('Route not found');
    }
  });
});
