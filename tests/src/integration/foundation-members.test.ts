import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { inviteAndJoin, registerUser, roleIdOf, verifyEmail } from '../factories';
import { restaurantEvents } from '../fixtures/events';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const eventsOf = (restaurantId: string) => restaurantEvents(app, restaurantId);
const ownerWithRestaurant = () => setupRestaurant(app);

describe('invitations', () => {
  it('invites several people at once and the invitee accepts', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const waiterRole = await roleIdOf(owner.api, restaurant.id, 'waiter');
    const chefRole = await roleIdOf(owner.api, restaurant.id, 'chef');
    const a = `${unique('a')}@t.io`;
    const b = `${unique('b')}@t.io`;
    const res = await owner.api.post(`${base}/members/invitations`, {
      invites: [
        { email: a.toUpperCase(), roleId: waiterRole },
        { email: b, roleId: chefRole },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      email: a,
      status: 'pending',
      roleName: 'Waiter',
      userId: null,
      joinedAt: null,
    });

    const invitee = await registerUser(app.api, { email: a });
    expect((await invitee.api.get('/api/invitations')).body.data).toEqual([]); // not before the email is confirmed
    await verifyEmail(app, a);
    const inbox = await invitee.api.get('/api/invitations');
    expect(inbox.body.data).toEqual([
      {
        id: res.body.data[0].id,
        restaurant: { id: restaurant.id, name: restaurant.name },
        roleName: 'Waiter',
        invitedAt: expect.any(String),
      },
    ]);
    const accepted = await invitee.api.post(`/api/invitations/${res.body.data[0].id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.workPlaces).toEqual([{ _id: restaurant.id, name: restaurant.name }]);
    expect((await invitee.api.get('/api/invitations')).body.data).toEqual([]);

    const row = await withTenant(app.database.db, restaurant.id, (trx) =>
      trx.selectFrom('members').selectAll().where('id', '=', res.body.data[0].id).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ user_id: invitee.user.id, status: 'active' });
    expect(row.joined_at).not.toBeNull();
    const types = (await eventsOf(restaurant.id)).map((e) => e.type);
    expect(types).toEqual(['member.invited', 'member.invited', 'member.joined']);
  });

  it('accepts an invitation once, even when accepted twice at the same moment', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const email = `${unique('twice')}@t.io`;
    const inv = await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email, roleId: await roleIdOf(owner.api, restaurant.id, 'waiter') }],
    });
    const invitee = await registerUser(app.api, { email });
    await verifyEmail(app, email);
    const results = await Promise.all(
      [1, 2].map(() => invitee.api.post(`/api/invitations/${inv.body.data[0].id}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await eventsOf(restaurant.id)).filter((e) => e.type === 'member.joined')).toHaveLength(1);
  });

  it('answers 409 to the same invitation sent twice at once', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const body = {
      invites: [{ email: `${unique('dup')}@t.io`, roleId: await roleIdOf(owner.api, restaurant.id, 'chef') }],
    };
    const results = await Promise.all([1, 2].map(() => owner.api.post(`${base}/members/invitations`, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('rejects an unknown role and an existing member', async () => {
    const { owner, base } = await ownerWithRestaurant();
    const other = await ownerWithRestaurant();
    const foreignRole = await roleIdOf(other.owner.api, other.restaurant.id, 'waiter');
    const bad = await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email: 'someone@t.io', roleId: foreignRole }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please select a role.');
    expect(bad.body.error.fields['invites.0.roleId']).toBe('Please select a role.');
    const dup = await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email: owner.email, roleId: foreignRole }],
    });
    expect(dup.status).toBe(400);
    const waiterRole = (await owner.api.get(`${base}/roles`)).body.data.find((r: any) => r.systemKey === 'waiter').id;
    const existing = await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email: owner.email, roleId: waiterRole }],
    });
    expect(existing.status).toBe(409);
    expect(existing.body.error.fields['invites.0.email']).toBeTruthy();
  });

  it('declines an invitation (the pending row is deleted) and hides others’ invitations', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const email = `${unique('d')}@t.io`;
    const inv = await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email, roleId: await roleIdOf(owner.api, restaurant.id, 'cashier') }],
    });
    const stranger = await registerUser(app.api);
    expect((await stranger.api.post(`/api/invitations/${inv.body.data[0].id}/accept`)).status).toBe(404);
    const invitee = await registerUser(app.api, { email });
    expect((await invitee.api.post(`/api/invitations/${inv.body.data[0].id}/decline`)).status).toBe(404); // not before the email is confirmed
    await verifyEmail(app, email);
    expect((await invitee.api.post(`/api/invitations/${inv.body.data[0].id}/decline`)).status).toBe(204);
    const rows = await withTenant(app.database.db, restaurant.id, (trx) =>
      trx.selectFrom('members').select('id').where('email', '=', email).execute(),
    );
    expect(rows).toHaveLength(0);
  });
});

describe('staff management', () => {
  it('lists, filters, searches and pages members', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    await inviteAndJoin(app, owner.api, restaurant.id, 'chef');
    await owner.api.post(`${base}/members/invitations`, {
      invites: [{ email: `${unique('p')}@t.io`, roleId: waiter.member.roleId }],
    });

    const all = await owner.api.get(`${base}/members?perPage=2&page=1&sortColumn=email&sort=asc`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.data).toHaveLength(2);
    const pending = await owner.api.get(`${base}/members?status=pending`);
    expect(pending.body.total).toBe(1);
    const waiters = await owner.api.get(`${base}/members?roleId=${waiter.member.roleId}`);
    expect(waiters.body.total).toBe(2);
    const byEmail = await owner.api.get(
      `${base}/members?q=${encodeURIComponent(waiter.email.slice(0, 10).toUpperCase())}`,
    );
    expect(byEmail.body.data.map((m: any) => m.id)).toContain(waiter.member.id);
    expect((await waiter.api.get(`${base}/members`)).status).toBe(403);
  });

  it('changes role and status with events, and protects the owner', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const staff = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const cashierRole = await roleIdOf(owner.api, restaurant.id, 'cashier');
    const res = await owner.api.patch(`${base}/members/${staff.member.id}`, {
      roleId: cashierRole,
      status: 'inactive',
      position: 'Head cashier',
      salary: 250000,
      salaryType: 'Monthly',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roleId: cashierRole,
      roleName: 'Cashier',
      status: 'inactive',
      position: 'Head cashier',
      salary: 250000,
      salaryType: 'Monthly',
    });
    const events = await eventsOf(restaurant.id);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['member.role_changed', 'member.status_changed']);
    expect(events.at(-2)!.payload).toMatchObject({
      memberId: staff.member.id,
      roleId: cashierRole,
      previousRoleId: staff.member.roleId,
    });
    // An inactive member is no longer let in.
    expect((await staff.api.get(`/api/restaurants/${restaurant.id}`)).status).toBe(404);

    const ownerMember = (await owner.api.get(`${base}/members?q=${encodeURIComponent(owner.email)}`)).body.data[0];
    expect((await owner.api.patch(`${base}/members/${ownerMember.id}`, { roleId: cashierRole })).status).toBe(422);
    expect((await owner.api.patch(`${base}/members/${ownerMember.id}`, { status: 'inactive' })).status).toBe(422);
    expect((await owner.api.delete(`${base}/members/${ownerMember.id}`)).status).toBe(422);
  });

  it('lets a Manager remove staff but not a Waiter', async () => {
    const { owner, restaurant, base } = await ownerWithRestaurant();
    const manager = await inviteAndJoin(app, owner.api, restaurant.id, 'manager');
    const waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const chef = await inviteAndJoin(app, owner.api, restaurant.id, 'chef');
    expect((await waiter.api.delete(`${base}/members/${chef.member.id}`)).status).toBe(403);
    expect((await waiter.api.patch(`${base}/members/${chef.member.id}`, { position: 'x' })).status).toBe(403);
    expect((await manager.api.delete(`${base}/members/${chef.member.id}`)).status).toBe(204);
    const events = await eventsOf(restaurant.id);
    expect(events.at(-1)).toMatchObject({ type: 'member.removed', payload: { memberId: chef.member.id } });
    expect((await chef.api.get(`/api/restaurants/${restaurant.id}`)).status).toBe(404);
  });
});
