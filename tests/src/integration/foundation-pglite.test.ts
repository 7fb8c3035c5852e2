import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { migrateToLatest, openDatabase, withTenant, type Database } from '@ros/db';
import { DEMO_LOGIN, seedDemo } from '@ros/db/seed';
import { ApiClient, TEST_JWT_SECRET } from '../harness';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
}, 120_000);
afterAll(() => database.close());

describe('embedded PGlite database', () => {
  it('seeds the demo restaurant once, with its owner, roles and staff', async () => {
    expect((await seedDemo(database.db)).created).toBe(true);
    expect((await seedDemo(database.db)).created).toBe(false);
    const restaurant = await database.db.selectFrom('restaurants').selectAll().executeTakeFirstOrThrow();
    expect(restaurant).toMatchObject({
      name: 'Demo Bistro',
      plan: 'premium',
      currency: 'USD',
      service_charge_bp: 1000,
      tax_bp: 800,
    });
    const members = await database.db
      .selectFrom('members as m')
      .innerJoin('roles as r', 'r.id', 'm.role_id')
      .select(['m.email', 'm.status', 'r.system_key', 'r.permissions'])
      .where('m.restaurant_id', '=', restaurant.id)
      .execute();
    expect(members.map((m) => m.system_key).sort()).toEqual([
      'cashier',
      'chef',
      'delivery',
      'manager',
      'owner',
      'waiter',
    ]);
    expect(members.every((m) => m.status === 'active')).toBe(true);
    expect(members.find((m) => m.system_key === 'waiter')!.permissions).toMatchObject({ orders: 'edit' });
    expect(members.find((m) => m.system_key === 'owner')!.email).toBe(DEMO_LOGIN.email);
  });

  it('hides tenant rows from a transaction without the restaurant context', async () => {
    const restaurant = await database.db.selectFrom('restaurants').select('id').executeTakeFirstOrThrow();
    const blind = await database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'ros_tenant', true)`.execute(trx);
      return {
        members: await trx.selectFrom('members').select('id').execute(),
        roles: await trx.selectFrom('roles').select('id').execute(),
        restaurants: await trx.selectFrom('restaurants').select('id').execute(),
      };
    });
    expect(blind).toEqual({ members: [], roles: [], restaurants: [] });
    const scoped = await withTenant(database.db, restaurant.id, (trx) =>
      trx.selectFrom('members').select('restaurant_id').execute(),
    );
    expect(scoped).toHaveLength(6);
    const otherScope = await withTenant(database.db, crypto.randomUUID(), (trx) =>
      trx.selectFrom('members').select('id').execute(),
    );
    expect(otherScope).toEqual([]);
  });

  describe('the API on PGlite', () => {
    let server: StartedServer;
    beforeAll(async () => {
      const config = loadConfig({
        PORT: '0',
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-pglite-')),
        SEED_DEMO: 'never',
      });
      server = await startServer(config, { database });
    }, 120_000);
    afterAll(() => server.close());

    it('signs in the demo owner into Demo Bistro', async () => {
      const api = new ApiClient(server.url);
      const res = await api.post('/jwt/login', DEMO_LOGIN);
      expect(res.status).toBe(200);
      expect(res.body.workPlaces).toEqual([{ _id: expect.any(String), name: 'Demo Bistro' }]);
      expect(res.body.ability).toEqual([{ action: 'manage', subject: 'all' }]);
      const waiter = await api.post('/jwt/login', {
        email: 'waiter@demo.restaurant-os.app',
        password: DEMO_LOGIN.password,
      });
      expect(waiter.status).toBe(200);
      const roles = await api
        .withToken(res.body.accessToken)
        .get(`/api/restaurants/${res.body.workPlaces[0]._id}/roles`);
      expect(roles.body.data.map((r: any) => r.employeeCount)).toEqual([1, 1, 1, 1, 1, 1]);
    });
  });

  it('seeds the demo on the first embedded start (SEED_DEMO=auto)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-auto-'));
    const embedded = await startServer(
      loadConfig({ PORT: '0', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'auto' }),
    );
    try {
      expect(embedded.database.kind).toBe('pglite');
      const login = await new ApiClient(embedded.url).post('/jwt/login', DEMO_LOGIN);
      expect(login.status).toBe(200);
    } finally {
      await embedded.close();
    }
  }, 120_000);
});
